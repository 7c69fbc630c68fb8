import { isVendorMailAction } from '@laydown/domain';
import type { UnitOfWork } from '../../../platform/unit-of-work';

/**
 * Queues the vendor mail of a sending transition in the unit of work that takes it: a rolled-back
 * send mails no one (decision 0091). Other actions queue nothing.
 */
export async function queueVendorMail(uow: UnitOfWork, orderId: number, action: string) {
  if (!isVendorMailAction(action)) return;
  await uow.enqueue('orders.vendor_mail', { companyId: uow.scope.companyId, orderId, action });
}
