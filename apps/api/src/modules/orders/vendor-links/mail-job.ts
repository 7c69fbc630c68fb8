import {
  formatLongDateTimeUtc,
  SENT_TO_VENDOR_STATES,
  VENDOR_LINK_VALID_DAYS,
  type OrderState,
} from '@laydown/domain';
import type { AppDeps } from '../../../deps';
import { newToken } from '../../../platform/auth/tokens';
import type { JobPayloads } from '../../../platform/jobs/job-names';
import { systemScope } from '../../../platform/scope';
import { vendorDocumentPdf } from '../services/vendor-document-pdf';
import * as repo from './repository';
import { vendorDocumentMail } from './vendor-mail';

type Payload = JobPayloads['orders.vendor_mail'];

const DAY_MS = 86_400_000;

/** The portal's page of the document (the vendor signs in first) and the per-document link page. */
export const portalUrl = (appUrl: string, orderId: number) => `${appUrl}/vendor/orders/${orderId}`;
export const linkUrl = (appUrl: string, orderId: number, token: string) =>
  `${appUrl}/vendor/link/${orderId}?link_token=${encodeURIComponent(token)}`;

/**
 * The `orders.vendor_mail` job (decision 0091): one mail per vendor contact of the order, with
 * the vendor's PDF attached. A contact whose email is a vendor user of the order's vendor gets
 * the portal's page; any other gets a per-document link (random token, kept hashed, expiring in
 * VENDOR_LINK_VALID_DAYS). Links and mails are written in one transaction, so a failed run
 * leaves nothing and its retry starts afresh. A document no longer with the vendor (cancelled
 * meanwhile) is not mailed. Answers how many mails it wrote.
 */
export async function mailVendorDocument(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  payload: Payload,
): Promise<number> {
  const { db, config, mailer } = deps;
  const scope = systemScope('vendor mail', payload.companyId);
  const facts = await repo.findMailFacts(db, scope, payload.orderId);
  if (!facts || facts.companyVendorId === null) return 0;
  if (!(SENT_TO_VENDOR_STATES as readonly string[]).includes(facts.state as OrderState)) return 0;
  const contacts = await repo.findOrderContacts(
    db,
    scope,
    facts.companyVendorId,
    facts.vendorId,
    facts.vendorContactIds,
  );
  if (contacts.length === 0) return 0;
  const pdf = await vendorDocumentPdf(db, payload.companyId, payload.orderId);
  const documentKind = facts.state === 'QUOTED' ? 'RFQ' : 'Purchase Order';
  await db.transaction(async (tx) => {
    for (const contact of contacts) {
      const expiresAt = new Date(Date.now() + VENDOR_LINK_VALID_DAYS * DAY_MS);
      let url = portalUrl(config.appUrl, payload.orderId);
      if (contact.vendorUserId === null) {
        const { token, hash } = newToken();
        await repo.insertLink(tx, {
          companyId: payload.companyId,
          orderId: payload.orderId,
          vendorId: facts.vendorId,
          contactId: contact.id,
          email: contact.email,
          contactName: [contact.firstName, contact.lastName].filter(Boolean).join(' '),
          tokenHash: hash,
          expiresAt,
        });
        url = linkUrl(config.appUrl, payload.orderId, token);
      }
      const mail = vendorDocumentMail({
        companyName: facts.companyName,
        vendorName: facts.vendorName,
        documentKind,
        number: facts.orderNumber,
        name: facts.name,
        contactFirstName: contact.firstName,
        url,
        link:
          contact.vendorUserId === null
            ? { kind: 'document', expiresOn: formatLongDateTimeUtc(expiresAt) }
            : { kind: 'portal' },
        update: payload.action === 'request_update',
      });
      await mailer.send(tx, {
        ...mail,
        to: contact.email,
        companyId: payload.companyId,
        attachments: [
          { filename: pdf.filename, contentType: 'application/pdf', content: pdf.file },
        ],
      });
    }
  });
  return contacts.length;
}

/** Registers the job's worker (modules/workers.ts). */
export function registerVendorMail(deps: AppDeps): void {
  deps.jobs.work('orders.vendor_mail', async (payload) => {
    await mailVendorDocument(deps, payload);
  });
}
