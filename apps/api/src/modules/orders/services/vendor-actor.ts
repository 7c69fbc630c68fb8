import type { Executor } from '../../../db/client';
import type { VendorScope } from '../../../platform/scope';
import * as repo from '../repositories/vendor-order-repository';

/** The vendor user as the order's last action and history name them (decision 0073). */
export async function vendorActor(db: Executor, vendor: VendorScope) {
  const author = await repo.findVendorAuthor(db, vendor.vendorUserId);
  const name = author
    ? [author.firstName, author.lastName].filter(Boolean).join(' ') || author.email
    : 'Vendor';
  return { name, label: `${name} (${author?.vendorName ?? 'vendor'})` };
}
