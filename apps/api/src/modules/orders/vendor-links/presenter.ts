import { vendorLinkState } from '@laydown/domain';
import type { VendorLinkRecord } from '@laydown/contracts';
import type { VendorLinkRow } from './repository';

/** A link as the purchaser's order form lists it: never its token (only the hash is kept). */
export function presentVendorLink(
  link: VendorLinkRow,
  revokedByName: string | null,
  now: Date,
): VendorLinkRecord {
  return {
    id: link.id,
    email: link.email,
    contact_name: link.contactName,
    sent_at: link.createdAt.toISOString(),
    expires_at: link.expiresAt.toISOString(),
    state: vendorLinkState(link, now),
    revoked_at: link.revokedAt?.toISOString() ?? null,
    revoked_by_name: revokedByName,
    last_opened_at: link.lastOpenedAt?.toISOString() ?? null,
    account_created: link.vendorUserId !== null,
  };
}
