import { z } from 'zod';
import { MESSAGES, type VendorLinkState } from '@laydown/domain';
import { MATCHING, passwordFields } from './account';
import { idText } from './primitives';
import { vendorOrderRecord } from './vendor-orders';

/**
 * Per-document links mailed to vendor contacts without an account (issue 12 "Sending", decision
 * 0091). A token is 43 base64url characters; anything else is refused before it is looked up.
 */
export const vendorLinkToken = z
  .string({ message: 'The link token is missing.' })
  .min(1, 'The link token is missing.')
  .max(200, 'The link token is too long.')
  .regex(/^[A-Za-z0-9_-]+$/, 'The link token is not valid.');

export const vendorLinkQuery = z.object({ link_token: vendorLinkToken }).strict();
export type VendorLinkQuery = z.input<typeof vendorLinkQuery>;

/** GET /vendor_link/orders/{id}: the one document the link opens, as its vendor reads it. */
export const vendorLinkDocumentBody = z.object({
  order: vendorOrderRecord,
  link: z.object({
    email: z.string(),
    expires_at: z.string(),
    /** An account was created from this link (or exists for its email): sign in instead. */
    has_account: z.boolean(),
  }),
});
export type VendorLinkDocument = z.infer<typeof vendorLinkDocumentBody>;

const personName = (required: string) =>
  z.string({ message: required }).trim().min(1, required).max(100);

/** POST /vendor_link/account: a vendor user for the link's contact; signs them in. */
export const vendorLinkAccountRequest = z
  .object({
    vendor_user: z
      .object({
        link_token: vendorLinkToken,
        order_id: idText,
        first_name: personName(MESSAGES.registration.firstNameRequired),
        last_name: personName(MESSAGES.registration.lastNameRequired),
        ...passwordFields,
      })
      .strict()
      .refine(MATCHING.check, MATCHING.params),
  })
  .strict();
export type VendorLinkAccountRequest = z.input<typeof vendorLinkAccountRequest>;

export const VENDOR_LINK_STATES = [
  'ACTIVE',
  'EXPIRED',
  'REVOKED',
] as const satisfies readonly VendorLinkState[];

/** One link as the purchaser's order form lists it. */
export const vendorLinkRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  contact_name: z.string(),
  sent_at: z.string(),
  expires_at: z.string(),
  state: z.enum(VENDOR_LINK_STATES),
  revoked_at: z.string().nullable(),
  revoked_by_name: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  account_created: z.boolean(),
});
export type VendorLinkRecord = z.infer<typeof vendorLinkRecord>;
export const vendorLinkListBody = z.object({ records: z.array(vendorLinkRecord) });
export type VendorLinkListBody = z.infer<typeof vendorLinkListBody>;
export const vendorLinkBody = z.object({ vendor_link: vendorLinkRecord });

export const vendorLinkParams = z.object({ id: idText, link_id: idText }).strict();
