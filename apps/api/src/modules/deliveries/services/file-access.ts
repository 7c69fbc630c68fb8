import { and, eq, isNull } from 'drizzle-orm';
import { holdsPermission } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { deliveries } from '../../../db/schema/index';
import type { FileRecord, FileScope, RecordAccessRules } from '../../files/index';
import { orderVisibleTo } from '../../orders/index';

/**
 * Who may see and attach a delivery's files (issue photos, tickets; decision 0044): whoever may
 * see its order (a member with can_read_orders_and_rfqs within their project groups, or the
 * order's vendor, who never gets internal files); members with can_edit_delivery_information
 * attach them.
 */
async function orderOf(db: Executor, record: FileRecord) {
  const [row] = await db
    .select({ orderId: deliveries.orderId })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.companyId, record.companyId),
        eq(deliveries.id, record.recordId),
        isNull(deliveries.deletedAt),
      ),
    );
  return row?.orderId;
}

async function visible(db: Executor, scope: FileScope, record: FileRecord) {
  const orderId = await orderOf(db, record);
  return (
    orderId !== undefined && orderVisibleTo(db, scope, { companyId: record.companyId, orderId })
  );
}

export const deliveryFileAccess: RecordAccessRules = {
  async canRead(db, scope, record) {
    if (
      scope.kind === 'company' &&
      !holdsPermission(scope.ctx.permissions, 'can_read_orders_and_rfqs')
    ) {
      return false;
    }
    return visible(db, scope, record);
  },
  async canWrite(db, scope, record) {
    if (scope.kind !== 'company') return false;
    if (!holdsPermission(scope.ctx.permissions, 'can_edit_delivery_information')) return false;
    return visible(db, scope, record);
  },
};
