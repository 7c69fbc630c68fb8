import type { Executor } from '../../../db/client';
import type { CompanyScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { requireVisibleOrder } from '../services/order-access';

/**
 * POST /order/{id}/pdf (decision 0096): queues the rendering of the order's PDF for this member.
 * The order must be one they may read now (another company's, or outside their project groups,
 * is 404, as GET /order/{id}.pdf); the job reads it again, with their rights, when it runs.
 */
export async function requestOrderPdf(db: Executor, scope: CompanyScope, orderId: number) {
  await requireVisibleOrder(db, scope, orderId);
  await inUnitOfWork(db, scope, (uow) =>
    uow.enqueue('orders.pdf', { companyId: scope.companyId, userId: scope.userId, orderId }),
  );
  return { order_id: orderId, state: 'queued' as const };
}
