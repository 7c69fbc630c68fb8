import type { Executor } from '../../../db/client';
import { vendorWorkScope, type VendorScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { requireVendorOrder } from '../services/vendor-order-files';

/**
 * POST /vendor_orders/{id}/pdf (decision 0111): queues the rendering of the document's PDF for
 * this vendor user. The document must have been sent to their vendor (another vendor's, another
 * company's unsent one or a missing one is 404, nothing queued); the job checks again when it runs.
 */
export async function requestVendorOrderPdf(db: Executor, vendor: VendorScope, orderId: number) {
  const order = await requireVendorOrder(db, vendor, orderId);
  await inUnitOfWork(db, vendorWorkScope(vendor, order.companyId), (uow) =>
    uow.enqueue('orders.vendor_pdf', { vendorUserId: vendor.vendorUserId, orderId }),
  );
  return { order_id: orderId, state: 'queued' as const };
}
