import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannels, type LiveServerMessage } from '@laydown/contracts';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { createCompany, createVendorUser } from '../../../../test/factories/index';
import { isMessageOn } from '../../../../test/live/live-client';
import { listenForLive, type LiveServer } from '../../../../test/live/live-server';
import { signIn } from '../../../../test/sign-in';
import { vendorDocumentLinks, vendorUsers } from '../../../db/schema/index';
import { renderVendorRequestedPdf } from '../background-pdf/vendor-job';
import { pdfPageTexts, squeeze } from '../pdf/pdf-text-for-tests';
import {
  admin,
  companyId,
  contact,
  draft,
  linkTokenFor,
  nextIp,
  send,
  t,
  useVendorLinkCompany,
  vendorPerson,
  withAccount,
} from './vendor-link-fixture';

/**
 * The vendor's PDF (decision 0111): a vendor user asks for it in the portal and a job renders
 * the vendor's copy (the purchaser's prices only where the vendor sees them, no internal comment),
 * announced on their own vendor_user channel with a url only they open. A per-document link, with
 * no socket, downloads it directly. Another vendor, another company, a document not sent, a
 * revoked or expired link: refused, nothing queued.
 */

useVendorLinkCompany();

let vendor: ApiCall;
let vendorCookie: string;
let vendorUserId: number;
let otherVendor: ApiCall;
let foreignVendor: ApiCall;
let live: LiveServer;

beforeAll(async () => {
  vendorCookie = await signIn(t.app, vendorPerson, 'VENDOR');
  vendor = apiAs(t.app, vendorCookie);
  const [row] = await t.db
    .select({ id: vendorUsers.id })
    .from(vendorUsers)
    .where(sql`lower(${vendorUsers.email}) = lower(${vendorPerson.email})`);
  vendorUserId = row!.id;
  otherVendor = apiAs(
    t.app,
    await signIn(t.app, await createVendorUser(t.db, companyId), 'VENDOR'),
  );
  const elsewhere = await createCompany(t.db);
  foreignVendor = apiAs(
    t.app,
    await signIn(t.app, await createVendorUser(t.db, elsewhere.id), 'VENDOR'),
  );
  live = await listenForLive(t.app);
});
afterAll(() => live?.closeAll());

async function queued(orderId: number) {
  const result = await t.db.execute<{ data: { vendorUserId: number; orderId: number } }>(
    sql`select data from pgboss.job where name = 'orders.vendor_pdf'
      and (data->>'orderId')::int = ${orderId}`,
  );
  return result.rows.map((row) => row.data);
}

const pdfText = async (pdf: Buffer) => squeeze((await pdfPageTexts(pdf)).join(' '));
const jobDeps = () => ({ db: t.db, config: t.config, secrets: t.deps.secrets });

describe('POST /vendor_orders/{id}/pdf', () => {
  it("announces the vendor's PDF on the asker's channel, with a url only they open", async () => {
    const rfq = await send('RFQ', [withAccount]);
    const socket = await live.connect(vendorCookie);
    expect(await socket.subscribe(liveChannels.vendorUser(vendorUserId))).toMatchObject({
      type: 'subscribed',
    });
    const res = await vendor('POST', `/api/vendor_orders/${rfq.id}/pdf`);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ order_pdf: { order_id: rfq.id, state: 'queued' } });
    const [job] = await queued(rfq.id);
    expect(job).toEqual({ vendorUserId, orderId: rfq.id });
    await renderVendorRequestedPdf(jobDeps(), job!);

    const heard = (await socket.next(
      isMessageOn(liveChannels.vendorUser(vendorUserId)),
    )) as Extract<LiveServerMessage, { type: 'message' }>;
    expect(heard.payload).toMatchObject({
      type: 'pdf_available',
      by_vendor_user_id: vendorUserId,
      order_id: rfq.id,
      order_number: rfq.order_number,
      kind: 'RFQ',
    });
    const url = heard.payload.file_url as string;
    const file = await vendor('GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Rebar #4 20ft');
    // An RFQ's purchaser prices are not the vendor's to see; internal comments never are.
    expect(text).not.toContain('11.25');
    expect(text).not.toContain('Budget is tight');
    for (const someoneElse of [otherVendor, foreignVendor, admin]) {
      expect((await someoneElse('GET', url)).statusCode).toBe(404);
    }
  });

  it('is 404 with nothing queued for another vendor, another company or a document not sent', async () => {
    const rfq = await send('RFQ', [withAccount]);
    const unsent = await draft('RFQ', [withAccount]);
    expect((await otherVendor('POST', `/api/vendor_orders/${rfq.id}/pdf`)).statusCode).toBe(404);
    expect((await foreignVendor('POST', `/api/vendor_orders/${rfq.id}/pdf`)).statusCode).toBe(404);
    expect((await vendor('POST', `/api/vendor_orders/${unsent.id}/pdf`)).statusCode).toBe(404);
    expect((await admin('POST', `/api/vendor_orders/${rfq.id}/pdf`)).statusCode).toBe(403);
    expect(await queued(rfq.id)).toEqual([]);
    expect(await queued(unsent.id)).toEqual([]);
  });

  it('tells a socket that dropped while the PDF was made, once it reconnects', async () => {
    const rfq = await send('RFQ', [withAccount]);
    const channel = liveChannels.vendorUser(vendorUserId);
    const first = await live.connect(vendorCookie);
    const subscribed = await first.subscribe(channel);
    const since = subscribed.type === 'subscribed' ? subscribed.last_id : -1;
    expect((await vendor('POST', `/api/vendor_orders/${rfq.id}/pdf`)).statusCode).toBe(202);
    first.ws.close();
    await first.closed;
    const [job] = await queued(rfq.id);
    await renderVendorRequestedPdf(jobDeps(), job!);
    const again = await live.connect(vendorCookie);
    await again.subscribe(channel, since);
    expect(await again.next(isMessageOn(channel))).toMatchObject({
      payload: { type: 'pdf_available', order_id: rfq.id, by_vendor_user_id: vendorUserId },
    });
  });

  it('gives nothing to a vendor user deactivated before the job ran', async () => {
    const rfq = await send('RFQ', [withAccount]);
    expect((await vendor('POST', `/api/vendor_orders/${rfq.id}/pdf`)).statusCode).toBe(202);
    const [job] = await queued(rfq.id);
    await t.db.update(vendorUsers).set({ active: false }).where(eq(vendorUsers.id, vendorUserId));
    try {
      expect(await renderVendorRequestedPdf(jobDeps(), job!)).toBeNull();
    } finally {
      await t.db.update(vendorUsers).set({ active: true }).where(eq(vendorUsers.id, vendorUserId));
    }
  });
});

describe('GET /vendor_link/orders/{id}.pdf', () => {
  const pdfOf = (orderId: number, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/vendor_link/orders/${orderId}.pdf?link_token=${encodeURIComponent(token)}`,
      remoteAddress: nextIp(),
    });

  it("downloads the link's document only, as its vendor gets it; revoked or expired: refused", async () => {
    const email = `pdf-${Date.now()}@supply.test`;
    const id = await contact(email, 'Pia');
    const order = await send('ORDER', [id]);
    const other = await send('ORDER', [id]);
    const token = await linkTokenFor(order.order_number, email);
    const res = await pdfOf(order.id, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(order.order_number);
    // A placed order's prices are the vendor's to see (the copy their mail carries).
    expect(text).toContain('$112.50');
    expect(text).not.toContain('Budget is tight');

    expect((await pdfOf(other.id, token)).statusCode).toBe(404);
    expect((await pdfOf(order.id, 'A'.repeat(43))).statusCode).toBe(404);

    const otherToken = await linkTokenFor(other.order_number, email);
    const [link] = (await admin('GET', `/api/order/${other.id}/vendor_links`)).json().records;
    await admin('POST', `/api/order/${other.id}/vendor_links/${link.id}/revoke`);
    expect((await pdfOf(other.id, otherToken)).statusCode).toBe(410);

    await t.db
      .update(vendorDocumentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorDocumentLinks.orderId, order.id));
    expect((await pdfOf(order.id, token)).statusCode).toBe(410);
    expect(await queued(order.id)).toEqual([]);
  });
});
