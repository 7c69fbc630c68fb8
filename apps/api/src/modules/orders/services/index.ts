import type { Executor } from '../../../db/client';
import type { CompanyScope, TenantScope } from '../../../platform/scope';
import type { Signer } from '../../files/index';
import { presentOrder, presentOrderHistory } from '../presenter';
import { orderFiles } from './order-files';
import { readOrder, readOrderHistory } from './read-order';
import type { CreatedOrder } from './create-order';
import { loadDocument } from '../repositories/document-repository';
import { internalComments } from '../repositories/action-repository';
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
 * files (fresh signed ids: the signer).
 */
export async function presentedOrder(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  id: number,
  options: { afterWrite?: boolean } = {},
) {
  // Side by side: the files and comments of an order the reader may not see are read but never
  // answered. Internal comments are the company's: this read takes a company scope only.
  const [read, files, comments] = await Promise.all([
    readOrder(db, scope, id, options),
    orderFiles(db, signer, scope, id),
    internalComments(db, scope, { orderId: id }),
  ]);
  return presentOrder(read, scope, {
    ...files,
    internal_comments: comments.map(presentInternalComment),
  });
}

/**
 * The answer of a create: what it wrote and the deliveries and lines read back with their labels
 * (one round trip, decision 0082). A new order has no internal comments yet, and no files unless
 * it was sent some (then it is read back whole).
 */
export async function presentedCreatedOrder(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  created: CreatedOrder,
) {
  if (!created.written) return presentedOrder(db, signer, scope, created.id, { afterWrite: true });
  const document = await loadDocument(db, scope, created.id);
  return presentOrder({ ...created.written, document }, scope, {
    public_purchaser_files: [],
    internal_purchaser_files: [],
    quote_files: [],
    vendor_files: [],
    internal_comments: [],
  });
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
