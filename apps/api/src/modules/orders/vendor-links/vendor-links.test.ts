import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VENDOR_LINK_MESSAGES } from '@laydown/domain';
import { apiAs } from '../../../../test/api-client';
import { createVendorUser } from '../../../../test/factories/index';
import { companyVendorContacts, orders, vendorDocumentLinks } from '../../../db/schema/index';
import {
  admin,
  companyId,
  companyVendorOf,
  contact,
  linkTokenFor,
  linkTokenIn,
  mailsOf,
  nextIp,
  open,
  reader,
  send,
  stranger,
  t,
  useVendorLinkCompany,
} from './vendor-link-fixture';

/**
 * A per-document link (issue 12 "Sending", decision 0091) opens only its document, read-only,
 * stops when revoked or expired, and lets its contact create a vendor account.
 */

useVendorLinkCompany();

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
    const otherCompanyVendorId = await companyVendorOf(otherVendor.vendorId);
    await t.db
      .update(orders)
      .set({ companyVendorId: otherCompanyVendorId })
      .where(eq(orders.id, moved.id));
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
    const expiring = linkTokenIn(mail!);
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
