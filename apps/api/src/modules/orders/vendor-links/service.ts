import { MESSAGES, VENDOR_LINK_MESSAGES, vendorLinkState } from '@laydown/domain';
import type { VendorLinkDocument, VendorLinkRecord } from '@laydown/contracts';
import type { Database, Executor } from '../../../db/client';
import { hashPassword } from '../../../platform/auth/passwords';
import { hashToken } from '../../../platform/auth/tokens';
import { AppError, ConflictError, NotFoundError } from '../../../platform/errors';
import { assertUnderLimit, recordHit, type Limit } from '../../../platform/rate-limit';
import { vendorLinkScope, type TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as vendors from '../../vendors/service';
import { requireVisibleOrder } from '../services/order-access';
import { SUBJECT } from '../services/order-history';
import { findVendorOrder } from '../repositories/vendor-order-repository';
import { vendorDocumentPdf } from '../services/vendor-document-pdf';
import { readVendorDocument } from '../services/vendor-portal';
import { presentVendorLink } from './presenter';
import * as repo from './repository';

/**
 * Per-document links (issue 12 "Sending", decision 0091): a token opens the one document it was
 * mailed for, read-only, until it expires or is revoked; its contact may create a vendor account
 * from it. The purchaser lists and revokes an order's links.
 */

/** Token calls per address: every call counts, as a guess costs as much as a sign-in. */
export const LINK_LIMIT: Limit = {
  bucket: 'vendor_link:ip',
  max: 120,
  windowSeconds: 15 * 60,
  message: MESSAGES.account.tooManyRequests,
};

const noLongerValid = () =>
  new AppError(410, 'link_no_longer_valid', VENDOR_LINK_MESSAGES.noLongerValid);

/** The active link of `token` for `orderId`: 404 for any other document, 410 once revoked or expired. */
async function activeLink(db: Executor, token: string, orderId: number, ip: string) {
  await assertUnderLimit(db, LINK_LIMIT, ip);
  await recordHit(db, LINK_LIMIT, ip);
  const link = await repo.findLinkByToken(db, hashToken(token), orderId);
  if (!link) throw new NotFoundError();
  if (vendorLinkState(link) !== 'ACTIVE') throw noLongerValid();
  return link;
}

/** GET /vendor_link/orders/{id}: the document as its vendor reads it, with no action offered. */
export async function openLinkedDocument(
  db: Database,
  token: string,
  orderId: number,
  ip: string,
): Promise<VendorLinkDocument> {
  const link = await activeLink(db, token, orderId, ip);
  const order = await readVendorDocument(db, vendorLinkScope(link.vendorId), orderId);
  await repo.markOpened(db, link.id);
  const account =
    link.vendorUserId !== null || !!(await vendors.findVendorUserByEmail(db, link.email));
  const none = Object.fromEntries(Object.keys(order.abilities).map((k) => [k, false]));
  return {
    order: { ...order, abilities: none as typeof order.abilities },
    link: { email: link.email, expires_at: link.expiresAt.toISOString(), has_account: account },
  };
}

/**
 * GET /vendor_link/orders/{id}.pdf (decision 0111): the vendor's PDF of the link's one document,
 * rendered in the request. A link has no user and no socket for a background PDF's message; its
 * calls are rate-limited per address (LINK_LIMIT) like every token call.
 */
export async function linkedDocumentPdf(db: Database, token: string, orderId: number, ip: string) {
  const link = await activeLink(db, token, orderId, ip);
  const order = await findVendorOrder(db, vendorLinkScope(link.vendorId), orderId);
  if (!order) throw new NotFoundError();
  return vendorDocumentPdf(db, order.companyId, orderId);
}

export interface LinkAccountInput {
  token: string;
  orderId: number;
  firstName: string;
  lastName: string;
  password: string;
  ip: string;
}

/**
 * POST /vendor_link/account: a vendor user of the link's vendor with the link's email; the route
 * signs them in. An email that already has an account signs in instead (409).
 */
export async function createAccountFromLink(db: Database, input: LinkAccountInput) {
  const link = await activeLink(db, input.token, input.orderId, input.ip);
  // The document must still be the vendor's to read, as the link itself needs.
  await readVendorDocument(db, vendorLinkScope(link.vendorId), input.orderId);
  if (await vendors.findVendorUserByEmail(db, link.email)) {
    throw new ConflictError(VENDOR_LINK_MESSAGES.accountExists, 'email_taken');
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const vendorUserId = await vendors.addVendorUser(tx, link.vendorId, {
      email: link.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'USER',
    });
    await repo.recordAccount(tx, link, vendorUserId);
    return { vendorUserId };
  });
}

/** GET /order/{id}/vendor_links. */
export async function listOrderLinks(
  db: Executor,
  scope: TenantScope,
  orderId: number,
): Promise<VendorLinkRecord[]> {
  await requireVisibleOrder(db, scope, orderId);
  const rows = await repo.listLinks(db, scope, orderId);
  const now = new Date();
  return rows.map((row) => presentVendorLink(row.link, row.revokedByName, now));
}

/** POST /order/{id}/vendor_links/{link_id}/revoke: the link stops working at once. */
export async function revokeOrderLink(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  linkId: number,
): Promise<VendorLinkRecord> {
  return inUnitOfWork(db, scope, async ({ tx, history }) => {
    await requireVisibleOrder(tx, scope, orderId);
    const [before] = await repo.listLinks(tx, scope, orderId, linkId);
    if (!before) throw new NotFoundError();
    if (!before.link.revokedAt) {
      await repo.revokeLink(tx, scope, orderId, linkId);
      await history.record({
        subjectType: SUBJECT,
        subjectId: orderId,
        action: 'update',
        title: `The document link of ${before.link.email} was revoked on {date}`,
      });
    }
    const [after] = await repo.listLinks(tx, scope, orderId, linkId);
    return presentVendorLink(after!.link, after!.revokedByName, new Date());
  });
}
