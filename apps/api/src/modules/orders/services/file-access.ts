import { and, eq } from 'drizzle-orm';
import { holdsPermission, isVendorUploadKey, type Permission } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { orders } from '../../../db/schema/index';
import type { FileRecord, FileScope, RecordAccessRules } from '../../files/index';
import { findVendorOrder } from '../repositories/vendor-order-repository';
import { visibleOrdersCondition } from '../repositories/visibility';

/**
 * Who may see and attach the files of an order (issue 10, decisions 0044 and 0073): public and
 * internal purchaser files, the quote, vendor files. A member reads them when they may read the
 * order (can_read_orders_and_rfqs and the project-group rule of decision 0084) and attaches them
 * when they may write orders; the order's vendor reads them once it was sent to them, never the
 * internal ones (the files module filters those by visibility), and attaches and removes its
 * vendor files and the quote.
 */

/**
 * The order, when it is the company's and visible to the member; for a vendor, when it is theirs
 * and has been sent to them (a draft's files stay the contractor's).
 */
export async function orderVisibleTo(
  db: Executor,
  scope: FileScope,
  record: Pick<FileRecord, 'companyId'> & { orderId: number },
): Promise<boolean> {
  if (scope.kind === 'company') {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.companyId, record.companyId),
          eq(orders.id, record.orderId),
          visibleOrdersCondition(scope.ctx),
        ),
      );
    return row !== undefined;
  }
  const order = await findVendorOrder(db, scope, record.orderId);
  return order?.companyId === record.companyId;
}

const holds = (scope: FileScope, permissions: readonly Permission[]) =>
  scope.kind === 'company' && permissions.some((p) => holdsPermission(scope.ctx.permissions, p));

export const ORDER_FILE_RECORD = 'order';

export const orderFileAccess: RecordAccessRules = {
  async canRead(db, scope, record) {
    if (scope.kind === 'company' && !holds(scope, ['can_read_orders_and_rfqs'])) return false;
    return orderVisibleTo(db, scope, { companyId: record.companyId, orderId: record.recordId });
  },
  async canWrite(db, scope, record, key) {
    const allowed =
      scope.kind === 'vendor'
        ? isVendorUploadKey(key)
        : holds(scope, [
            'can_create_drafts',
            'can_send_and_update_rfqs',
            'can_send_and_update_orders',
          ]);
    if (!allowed) return false;
    return orderVisibleTo(db, scope, { companyId: record.companyId, orderId: record.recordId });
  },
};
