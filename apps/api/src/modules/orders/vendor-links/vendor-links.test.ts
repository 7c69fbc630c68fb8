import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_LINK_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../../test/factories/index';
import { setRolePermissions } from '../../../../test/factories/materials';
import { createProjectRow } from '../../../../test/factories/reference';
import { tokenIn } from '../../../../test/factories/mail';
import { signIn } from '../../../../test/sign-in';
import {
  companies,
  companyVendorContacts,
  companyVendors,
  mailAttachments,
  mailOutbox,
  orders,
  units,
  vendorDocumentLinks,
} from '../../../db/schema/index';
import { bodyToDeliver } from '../../../platform/mail/mailer';
import { HIDDEN_LINK } from '../../../platform/mail/templates';
import { findPrincipal } from '../../../platform/auth/session-store';
import { scopeOfSession } from '../../../platform/scope';
import { pdfPageTexts, squeeze } from '../pdf/pdf-text-for-tests';
import { takeOrderAction } from '../services/order-actions';
import { mailVendorDocument } from './mail-job';

/**
 * Sending a document to its vendor (issue 12 "Sending", decision 0091): the send queues one mail
 * per vendor contact in its own transaction; the job attaches the vendor's PDF and a link. A
 * per-document link opens only its document, read-only, and stops when revoked or expired.
 */

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let adminCookie: string;
let stranger: ApiCall;
let reader: ApiCall;
let projectId: number;
let ea: number;
let costCodeId: number;
let companyVendorId: number;
let vendorPerson: { email: string; password: string };
let withAccount: number;
let ip = 0;
const nextIp = () => `10.91.${Math.floor(++ip / 250)}.${ip % 250}`;

async function contact(email: string, firstName: string, vendorId = companyVendorId) {
  const [row] = await t.db
    .insert(companyVendorContacts)
    .values({ companyId, companyVendorId: vendorId, firstName, lastName: 'Contact', email })
    .returning({ id: companyVendorContacts.id });
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  await setRolePermissions(t.db, companyId, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  reader = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'PURCHASER')));
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  const person = await createVendorUser(t.db, companyId);
  vendorPerson = person;
  const [cv] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(
      and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, person.vendorId)),
    );
  companyVendorId = cv!.id;
  withAccount = await contact(person.email.toUpperCase(), 'Val');
  projectId = (await createProjectRow(t.db, companyId)).id;
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  ea = unit!.id;
  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  costCodeId = code.json().cost_codes[0].id as number;
});
afterAll(() => t.close());

/** A draft RFQ (or order) to the vendor, for the given contacts. */
async function draft(kind: 'RFQ' | 'ORDER', contactIds: number[]) {
  const res = await admin('POST', '/api/order', {
    order: {
      kind,
      project_id: projectId,
      company_vendor_id: companyVendorId,
      vendor_contact_ids: contactIds,
      name: 'Podium rebar',
      deliveries: [
        {
          requested_delivered_at: '2026-03-02',
          order_materials: [
            {
              description: 'Rebar #4 20ft',
              quantity: '10',
              unit_id: ea,
              unit_cost: '11.25',
              cost_code_id: costCodeId,
            },
          ],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; order_number: string };
}

async function jobsOf(orderId: number) {
  const result = await t.db.execute<{ data: { orderId: number; action: string } }>(
    sql`select data from pgboss.job where name = 'orders.vendor_mail'
      and (data->>'orderId')::int = ${orderId} order by created_on, id`,
  );
  return result.rows.map((r) => r.data);
}

/** Sends the draft as the purchaser, then runs the mail job the send queued. */
async function send(kind: 'RFQ' | 'ORDER', contactIds: number[]) {
  const order = await draft(kind, contactIds);
  const action = kind === 'RFQ' ? 'send_rfq' : 'place_order';
  const res = await admin('POST', `/api/order/${action}`, { order_id: order.id });
  expect(res.statusCode, res.body).toBe(200);
  const comment = await admin('POST', `/api/order/${order.id}/internal_comment`, {
    comment: 'Budget is tight: push them down',
  });
  expect(comment.statusCode, comment.body).toBeLessThan(300);
  const [job] = await jobsOf(order.id);
  expect(job).toMatchObject({ orderId: order.id, action });
  await mailVendorDocument(
    { db: t.db, config: t.config, mailer: t.deps.mailer },
    { companyId, orderId: order.id, action },
  );
  return order;
}

async function mailsOf(orderNumber: string) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, companyId),
        sql`${mailOutbox.subject} like ${`%${orderNumber}`}`,
      ),
    )
    .orderBy(asc(mailOutbox.id));
}

async function linkTokenFor(orderNumber: string, to: string) {
  const mail = (await mailsOf(orderNumber)).find((m) => m.toAddress === to)!;
  return tokenIn(bodyToDeliver(t.deps.secrets, mail).text, 'link_token');
}

const open = (orderId: number, token: string, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/vendor_link/orders/${orderId}?link_token=${encodeURIComponent(token)}`,
    remoteAddress,
  });

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
    const token = tokenIn(bodyToDeliver(t.deps.secrets, linked).text, 'link_token');
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
    await mailVendorDocument(
      { db: t.db, config: t.config, mailer: t.deps.mailer },
      { companyId, orderId: order.id, action: 'request_update' },
    );
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

async function jobsOfIn(
  tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0],
  orderId: number,
) {
  const result = await tx.execute(
    sql`select 1 from pgboss.job where name = 'orders.vendor_mail' and (data->>'orderId')::int = ${orderId}`,
  );
  return result.rows;
}

describe('a per-document link', () => {
  let order: { id: number; order_number: string };
  let other: { id: number; order_number: string };
  let token: string;
  let email: string;

  beforeAll(async () => {
    email = `linked-${Date.now()}@supply.test`;
    const id = await contact(email, 'Lee');
    order = await send('RFQ', [id]);
    other = await send('RFQ', [id]);
    token = await linkTokenFor(order.order_number, email);
  });

  it('opens its document as the vendor reads it, without prices, comments or actions', async () => {
    const res = await open(order.id, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({ id: order.id, order_number: order.order_number });
    expect(body.order.order_materials[0].unit_cost).toBeNull();
    expect(res.body).not.toContain('Budget is tight');
    expect(Object.values(body.order.abilities).every((v) => v === false)).toBe(true);
    expect(body.link).toMatchObject({ email, has_account: false });
  });

  it('opens nothing else: another order with the same token, or a made-up token, is 404', async () => {
    expect((await open(other.id, token)).statusCode).toBe(404);
    expect((await open(order.id + 100000, token)).statusCode).toBe(404);
    expect((await open(order.id, 'A'.repeat(43))).statusCode).toBe(404);
    // The other order's own link opens it, and not the first.
    const otherToken = await linkTokenFor(other.order_number, email);
    expect((await open(other.id, otherToken)).statusCode).toBe(200);
    expect((await open(order.id, otherToken)).statusCode).toBe(404);
  });

  it("opens nothing once the document is another vendor's", async () => {
    const address = `moved-${Date.now()}@supply.test`;
    const moved = await send('RFQ', [await contact(address, 'Mo')]);
    const movedToken = await linkTokenFor(moved.order_number, address);
    expect((await open(moved.id, movedToken)).statusCode).toBe(200);
    const otherVendor = await createVendorUser(t.db, companyId);
    const [cv] = await t.db
      .select({ id: companyVendors.id })
      .from(companyVendors)
      .where(
        and(
          eq(companyVendors.companyId, companyId),
          eq(companyVendors.vendorId, otherVendor.vendorId),
        ),
      );
    await t.db.update(orders).set({ companyVendorId: cv!.id }).where(eq(orders.id, moved.id));
    expect((await open(moved.id, movedToken)).statusCode).toBe(404);
  });

  it('refuses a malformed token with 400, never a 500', async () => {
    expect((await open(order.id, 'abc\u0000def')).statusCode).toBe(400);
    expect((await open(order.id, 'x'.repeat(100_000))).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor_link/account',
      remoteAddress: nextIp(),
      payload: {
        vendor_user: {
          link_token: 'y'.repeat(100_000),
          order_id: order.id,
          first_name: 'A\u0000',
          last_name: 'B',
          password: 'Sup3r-secret-pass',
          password_confirmation: 'Sup3r-secret-pass',
        },
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('is listed for the purchaser, and stops working once revoked', async () => {
    const list = await admin('GET', `/api/order/${other.id}/vendor_links`);
    expect(list.statusCode, list.body).toBe(200);
    const [link] = list.json().records;
    expect(link).toMatchObject({ email, state: 'ACTIVE', revoked_at: null });
    expect(list.body).not.toContain('token');
    const revoked = await admin('POST', `/api/order/${other.id}/vendor_links/${link.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().vendor_link).toMatchObject({ state: 'REVOKED' });
    const otherToken = await linkTokenFor(other.order_number, email);
    const res = await open(other.id, otherToken);
    expect(res.statusCode).toBe(410);
    expect(res.json().error).toMatchObject({
      code: 'link_no_longer_valid',
      message: VENDOR_LINK_MESSAGES.noLongerValid,
    });
    // The first order's link is another link: it still opens its document.
    expect((await open(order.id, token)).statusCode).toBe(200);
  });

  it('stops working once expired', async () => {
    const fresh = await send('RFQ', [await contact(`exp-${Date.now()}@supply.test`, 'Eve')]);
    const [mail] = await mailsOf(fresh.order_number);
    const expiring = tokenIn(bodyToDeliver(t.deps.secrets, mail!).text, 'link_token');
    expect((await open(fresh.id, expiring)).statusCode).toBe(200);
    await t.db
      .update(vendorDocumentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vendorDocumentLinks.orderId, fresh.id));
    expect((await open(fresh.id, expiring)).statusCode).toBe(410);
    const list = await admin('GET', `/api/order/${fresh.id}/vendor_links`);
    expect(list.json().records[0].state).toBe('EXPIRED');
  });

  it('is neither listed nor revoked for another company (404) nor for a user who cannot send (403)', async () => {
    const [link] = (await admin('GET', `/api/order/${order.id}/vendor_links`)).json().records;
    expect((await stranger('GET', `/api/order/${order.id}/vendor_links`)).statusCode).toBe(404);
    const attempt = await stranger('POST', `/api/order/${order.id}/vendor_links/${link.id}/revoke`);
    expect(attempt.statusCode).toBe(404);
    expect((await reader('GET', `/api/order/${order.id}/vendor_links`)).statusCode).toBe(403);
    // A link of another order named under this order is not found either.
    const [otherLink] = (await admin('GET', `/api/order/${other.id}/vendor_links`)).json().records;
    const crossed = await admin(
      'POST',
      `/api/order/${order.id}/vendor_links/${otherLink.id}/revoke`,
    );
    expect(crossed.statusCode).toBe(404);
    expect((await open(order.id, token)).statusCode).toBe(200);
  });

  it('lets the contact create a vendor account, which signs them in to the portal', async () => {
    const body = {
      vendor_user: {
        link_token: token,
        order_id: order.id,
        first_name: 'Lee',
        last_name: 'Linked',
        password: 'Sup3r-secret-pass',
        password_confirmation: 'Sup3r-secret-pass',
      },
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor_link/account',
      remoteAddress: nextIp(),
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ email });
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const portal = apiAs(t.app, cookie);
    const doc = await portal('GET', `/api/vendor_orders/${order.id}`);
    expect(doc.statusCode, doc.body).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/vendor_link/account',
      remoteAddress: nextIp(),
      payload: body,
    });
    expect(again.statusCode).toBe(409);
    const [listed] = (await admin('GET', `/api/order/${order.id}/vendor_links`)).json().records;
    expect(listed.account_created).toBe(true);
    expect((await open(order.id, token)).json().link.has_account).toBe(true);
    // The contact now has an account: the next send mails them the portal's page.
    const [row] = await t.db
      .select({ vendorUserId: companyVendorContacts.vendorUserId })
      .from(companyVendorContacts)
      .where(
        and(eq(companyVendorContacts.companyId, companyId), eq(companyVendorContacts.email, email)),
      );
    expect(row!.vendorUserId).toBe(res.json().user.id);
  });

  it('refuses account creation from a revoked link', async () => {
    const address = `rev-${Date.now()}@supply.test`;
    const fresh = await send('RFQ', [await contact(address, 'Rae')]);
    const freshToken = await linkTokenFor(fresh.order_number, address);
    const [link] = (await admin('GET', `/api/order/${fresh.id}/vendor_links`)).json().records;
    await admin('POST', `/api/order/${fresh.id}/vendor_links/${link.id}/revoke`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor_link/account',
      remoteAddress: nextIp(),
      payload: {
        vendor_user: {
          link_token: freshToken,
          order_id: fresh.id,
          first_name: 'Rae',
          last_name: 'R',
          password: 'Sup3r-secret-pass',
          password_confirmation: 'Sup3r-secret-pass',
        },
      },
    });
    expect(res.statusCode).toBe(410);
  });

  it('limits token calls per address', async () => {
    const address = '10.92.0.1';
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await open(order.id, 'B'.repeat(43), address)).statusCode;
    expect(last).toBe(429);
  });
});
