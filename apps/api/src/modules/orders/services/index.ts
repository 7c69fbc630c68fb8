import type { Executor } from '../../../db/client';
import type { CompanyScope, TenantScope } from '../../../platform/scope';
import type { Signer } from '../../files/index';
import { presentOrder, presentOrderHistory } from '../presenter';
import { orderFilesOf } from './order-files';
import { readOrder, readOrderHistory } from './read-order';
import type { CreatedOrder } from './create-order';
import { presentInternalComment } from './internal-comments';

export { createOrder } from './create-order';
export { updateOrder } from './update-order';
export { takeOrderAction, ORDER_CALL_ACTIONS } from './order-actions';
export { orderSettings, changeOrderSettings } from './order-settings';
export { orderPdf } from './order-pdf';
export { requireVisibleOrder } from './order-access';
export { privateOrderForm } from './private-order-form';

/**
 * GET /order/{id} as the signed-in user may see it (no money without can_view_costs), with its
 * files (fresh signed ids: the signer) and internal comments, read in one statement (decision
 * 0112). Internal comments are the company's: this read takes a company scope only.
 */
export async function presentedOrder(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  id: number,
  options: { afterWrite?: boolean } = {},
) {
  const read = await readOrder(db, scope, id, options);
  return presentOrder(read, scope, {
    ...orderFilesOf(signer, scope, read.files),
    internal_comments: read.comments.map(presentInternalComment),
  });
}

/**
 * The answer of a create: the order read back as GET /order/{id} reads it, in the same one
 * statement (decision 0112), so the two cannot differ.
 */
export function presentedCreatedOrder(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  created: CreatedOrder,
) {
  return presentedOrder(db, signer, scope, created.id, { afterWrite: true });
}

export async function presentedHistory(db: Executor, scope: TenantScope, id: number) {
  return presentOrderHistory(await readOrderHistory(db, scope, id), scope);
}
export { presentedOrderList } from './list-orders';
export { createPackageOrders } from './create-package-orders';
export { mergeOrders } from './merge-orders';
export { splitOrder } from './split-order';
export { duplicateOrder } from './duplicate-order';
export { setOrderTags } from './order-tags';
export { addInternalComment } from './internal-comments';
export { manualExport } from './manual-export';
export { convertToCommitment } from './convert-to-commitment';
export { deletePackage, presentedPackage, presentedQuotes, renamePackage } from './order-packages';
export { updateMaterialLines } from './update-material-lines';
