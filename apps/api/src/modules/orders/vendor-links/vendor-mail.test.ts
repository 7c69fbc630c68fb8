import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs } from '../../../../test/api-client';
import type { TestApp } from '../../../../test/build-test-app';
import { signIn } from '../../../../test/sign-in';
import { companies, mailAttachments, vendorDocumentLinks } from '../../../db/schema/index';
import { HIDDEN_LINK } from '../../../platform/mail/templates';
import { findPrincipal } from '../../../platform/auth/session-store';
import { scopeOfSession } from '../../../platform/scope';
import { pdfPageTexts, squeeze } from '../pdf/pdf-text-for-tests';
import { takeOrderAction } from '../services/order-actions';
import {
  admin,
  adminCookie,
  companyId,
  companyVendorId,
  contact,
  draft,
  jobsOf,
  linkTokenIn,
  mailsOf,
  projectId,
  runMailJob,
  send,
  t,
  useVendorLinkCompany,
  vendorPerson,
  withAccount,
} from './vendor-link-fixture';

/**
 * Sending a document to its vendor (issue 12 "Sending", decision 0091): the send queues one mail
 * per vendor contact in its own transaction; the job attaches the vendor's PDF and a link.
 */

useVendorLinkCompany();

async function jobsOfIn(
  tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0],
  orderId: number,
) {
  const result = await tx.execute(
    sql`select 1 from pgboss.job where name = 'orders.vendor_mail' and (data->>'orderId')::int = ${orderId}`,
  );
  return result.rows;
}

describe('mail on send', () => {
  it('mails each contact the RFQ with its PDF: the portal to an account, a link to others', async () => {
    const newcomer = `newcomer-${Date.now()}@supply.test`;
    const order = await send('RFQ', [withAccount, await contact(newcomer, 'Nia')]);
    const mails = await mailsOf(order.order_number);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [vendorPerson.email.toUpperCase(), newcomer].sort(),
    );
    const [company] = await t.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    for (const mail of mails) {
      expect(mail.kind).toBe('vendor_document');
      expect(mail.subject).toContain(`RFQ ${order.order_number}`);
      expect(mail.subject).toBe(`${company!.name} sent you RFQ ${order.order_number}`);
      const files = await t.db
        .select()
        .from(mailAttachments)
        .where(eq(mailAttachments.mailId, mail.id));
      expect(files).toHaveLength(1);
      expect(files[0]!.filename).toBe(`RFQ-${order.order_number}.pdf`);
      expect(files[0]!.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
      // An RFQ goes without the purchaser's prices, as the portal shows it.
      const text = squeeze((await pdfPageTexts(files[0]!.content)).join(' '));
      expect(text).toContain('Rebar #4 20ft');
      expect(text).not.toContain('11.25');
    }
    const portal = mails.find((m) => m.toAddress !== newcomer)!;
    expect(portal.text).toContain(`/vendor/orders/${order.id}`);
    expect(portal.text).not.toContain('link_token');
    const linked = mails.find((m) => m.toAddress === newcomer)!;
    // The outbox shows the mail without the contact's secret link; the delivered one has it.
    expect(linked.text).toContain(HIDDEN_LINK);
    expect(linked.text).not.toContain('link_token');
    const token = linkTokenIn(linked);
    const links = await t.db
      .select()
      .from(vendorDocumentLinks)
      .where(eq(vendorDocumentLinks.orderId, order.id));
    expect(links).toHaveLength(1);
    expect(links[0]!.email).toBe(newcomer);
    expect(links[0]!.tokenHash).not.toContain(token);
    const days = (links[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('attaches the priced purchase order when an order is placed', async () => {
    const order = await send('ORDER', [withAccount]);
    const [mail] = await mailsOf(order.order_number);
    const [file] = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, mail!.id));
    expect(file!.filename).toBe(`PO-${order.order_number}.pdf`);
    expect(squeeze((await pdfPageTexts(file!.content)).join(' '))).toContain('11.25');
  });

  it('mails the contacts again when the purchaser asks the vendor to update a quote', async () => {
    const order = await send('RFQ', [withAccount]);
    const vendor = apiAs(t.app, await signIn(t.app, vendorPerson, 'VENDOR'));
    const quoted = await vendor('POST', `/api/vendor_orders/${order.id}/submit_quote`, {
      order: { quote_expires_at: '2026-12-31' },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(await jobsOf(order.id)).toHaveLength(1);
    const res = await admin('PATCH', `/api/order/request_update/${order.id}`, {
      comment: 'Please sharpen the rebar price',
    });
    expect(res.statusCode, res.body).toBe(200);
    const jobs = await jobsOf(order.id);
    expect(jobs.map((j) => j.action)).toEqual(['send_rfq', 'request_update']);
    await runMailJob(order.id, 'request_update');
    const mails = await mailsOf(order.order_number);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining(`sent you RFQ ${order.order_number}`),
      expect.stringContaining(`asks you to update RFQ ${order.order_number}`),
    ]);
  });

  it('queues nothing when the send is rolled back, and nothing for a refused send', async () => {
    const order = await draft('RFQ', [withAccount]);
    // The admin's own session scope, as the send route makes it.
    const scope = scopeOfSession(await findPrincipal(t.db, adminCookie.split('=')[1]!));
    await expect(
      t.db.transaction(async (tx) => {
        await takeOrderAction(tx, scope, order.id, 'send_rfq');
        expect(await jobsOfIn(tx, order.id)).toHaveLength(1);
        throw new Error('the request failed after sending');
      }),
    ).rejects.toThrow('the request failed after sending');
    expect(await jobsOf(order.id)).toEqual([]);
    const empty = await admin('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: projectId,
        company_vendor_id: companyVendorId,
        deliveries: [{}],
      },
    });
    const refused = await admin('POST', '/api/order/send_rfq', { order_id: empty.json().order.id });
    expect(refused.statusCode).toBe(422);
    expect(await jobsOf(empty.json().order.id)).toEqual([]);
  });
});
