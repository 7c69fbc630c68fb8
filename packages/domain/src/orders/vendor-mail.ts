import type { OrderAction } from './order-transitions';

/**
 * Sending a document to its vendor (issue 12 "Sending", decision 0091): the §4 transitions after
 * which the order's vendor contacts are mailed the document, its PDF and a link to it.
 */
export const VENDOR_MAIL_ACTIONS = [
  'create_quote',
  'create_order',
  'send_rfq',
  'place_order',
  'request_update',
] as const satisfies readonly OrderAction[];
export type VendorMailAction = (typeof VENDOR_MAIL_ACTIONS)[number];

export function isVendorMailAction(action: string): action is VendorMailAction {
  return (VENDOR_MAIL_ACTIONS as readonly string[]).includes(action);
}

/** How long a per-document link mailed to a contact without an account opens its document. */
export const VENDOR_LINK_VALID_DAYS = 30;

/** What a per-document link's state is, as the purchaser's list shows it. */
export type VendorLinkState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export function vendorLinkState(
  link: { expiresAt: Date; revokedAt: Date | null },
  now: Date = new Date(),
): VendorLinkState {
  if (link.revokedAt) return 'REVOKED';
  return link.expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : 'ACTIVE';
}

export const VENDOR_LINK_STATE_LABELS: Record<VendorLinkState, string> = {
  ACTIVE: 'Active',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
};

export const VENDOR_LINK_MESSAGES = {
  noLongerValid: 'This link is no longer valid',
  noLongerValidDetail:
    'Ask the purchaser to send the document again, or sign in to the vendor portal if you have an account.',
  accountExists: 'An account with this email already exists. Sign in to open the document.',
  revoked: 'Link revoked',
  revokeConfirm:
    'Revoke this link? The vendor contact will no longer be able to open the document with it.',
  createAccountToAnswer: 'Create an account to answer',
} as const;
