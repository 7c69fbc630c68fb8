import type { OrderSavingRequest } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { canViewCosts } from '../policy';
import { insertOrderSaving, orderVisible } from '../repositories/order-savings-repository';
import { visibleOrdersCondition } from '../repositories/visibility';
import { trimZeros } from './list-orders';

/**
 * POST /order_savings {order_saving} (decision 0049): records what an order saved. The order must
 * be one the user sees (404 otherwise, like another company's). The amount is answered only to a
 * reader with can_view_costs (§6). The web app reports a failure of this call silently (§8); the
 * API still refuses a bad body with 400.
 */
export async function recordOrderSaving(
  db: Executor,
  scope: TenantScope,
  saving: OrderSavingRequest['order_saving'],
) {
  const row = await inUnitOfWork(db, scope, async ({ tx, history }) => {
    if (
      !(await orderVisible(tx, scope.companyId, saving.order_id, visibleOrdersCondition(scope)))
    ) {
      throw new NotFoundError();
    }
    const created = await insertOrderSaving(tx, {
      companyId: scope.companyId,
      orderId: saving.order_id,
      amount: saving.amount!,
      source: saving.source ?? '',
      createdByCompanyUserId: scope.kind === 'session' ? scope.companyUserId : null,
    });
    await history.record({
      subjectType: 'order_saving',
      subjectId: created.id,
      action: 'created',
      title: 'Order saving recorded',
      snapshot: { order_id: created.orderId, amount: created.amount, source: created.source },
    });
    return created;
  });
  return {
    id: row.id,
    order_id: row.orderId,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    ...(canViewCosts(scope) ? { amount: trimZeros(row.amount) } : {}),
  };
}
