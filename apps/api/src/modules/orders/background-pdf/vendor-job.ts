import { liveChannels, type LivePdfAvailablePayload } from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { findVendorUserScope } from '../../../platform/auth/member-scope';
import type { JobPayloads } from '../../../platform/jobs/job-names';
import { vendorWorkScope } from '../../../platform/scope';
import { vendorDocumentPdf } from '../services/vendor-document-pdf';
import { findVendorOrder } from '../repositories/vendor-order-repository';
import { storeAndAnnouncePdf } from './announce';

type Payload = JobPayloads['orders.vendor_pdf'];

/**
 * The `orders.vendor_pdf` job (decision 0111): renders the vendor's PDF of a document sent to the
 * vendor user's vendor (the copy their mail carries: the purchaser's prices only once sent, no
 * internal comments or files), stores it as a file only they can open, and announces it on their
 * vendor_user channel in the same unit of work. A vendor user no longer active, or a document no
 * longer with their vendor, gets nothing. Answers the message published, or null.
 */
export async function renderVendorRequestedPdf(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  payload: Payload,
): Promise<LivePdfAvailablePayload | null> {
  const { db } = deps;
  const vendor = await findVendorUserScope(db, payload.vendorUserId);
  if (!vendor) return null;
  const order = await findVendorOrder(db, vendor, payload.orderId);
  if (!order) return null;
  const pdf = await vendorDocumentPdf(db, order.companyId, payload.orderId);
  const scope = vendorWorkScope(vendor, order.companyId);
  return storeAndAnnouncePdf(deps, scope, {
    orderId: payload.orderId,
    pdf,
    channel: liveChannels.vendorUser(vendor.vendorUserId),
    asker: { by_user_id: null, by_vendor_user_id: vendor.vendorUserId },
  });
}

/** Registers the job's worker (modules/workers.ts). */
export function registerVendorOrderPdf(deps: AppDeps): void {
  deps.jobs.work('orders.vendor_pdf', async (payload) => {
    await renderVendorRequestedPdf(deps, payload);
  });
}
