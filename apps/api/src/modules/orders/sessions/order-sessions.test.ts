import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { liveMessages, orderEditSessions } from '../../../db/schema/index';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createSupportUser,
  type Person,
} from '../../../../test/factories/index';
import { createOrder } from '../../../../test/factories/orders';
import { signIn } from '../../../../test/sign-in';
import { systemScope } from '../../../platform/scope';
import { changeOrderSettings } from '../index';

let t: TestApp;

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.filter((c) => c.name === 'laydown_session').map((c) => `${c.name}=${c.value}`)[0]!;
let companyId: number;
let admin: ApiCall;
let purchaser: ApiCall;
let other: ApiCall;
let stranger: ApiCall;
let adminPerson: Person & { companyUserId: number };
let purchaserPerson: Person & { companyUserId: number };

const session = (call: ApiCall, action: 'update' | 'unlock' | 'release', orderId: number) =>
  call('PATCH', `/api/order_session/${action}`, { order_session: { order_id: orderId } });

const newOrder = () => createOrder(t.db, companyId, { state: 'DRAFT', lines: [] });

/** Makes the order's lock lapse now, as three missed heartbeats would. */
async function lapse(orderId: number) {
  await t.db
    .update(orderEditSessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(and(eq(orderEditSessions.companyId, companyId), eq(orderEditSessions.orderId, orderId)));
}

async function messagesOf(orderId: number) {
  const rows = await t.db
    .select({ payload: liveMessages.payload })
    .from(liveMessages)
    .where(
      and(
        eq(liveMessages.companyId, companyId),
        eq(liveMessages.channel, `order:contractor:${orderId}`),
      ),
    )
    .orderBy(liveMessages.id);
  return rows.map((row) => row.payload as { event: string; owner: { id: number } | null });
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  adminPerson = company.admin;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  purchaserPerson = await addMember(t.db, companyId, 'PURCHASER');
  purchaser = apiAs(t.app, await signIn(t.app, purchaserPerson));
  other = apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, 'PURCHASER')));
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
});

afterAll(() => t.close());

describe('order edit session (procurement-core §4, §7, §8)', () => {
  it('takes a free lock, keeps it with the heartbeat and refuses another user naming the owner', async () => {
    const orderId = await newOrder();
    const taken = await session(purchaser, 'update', orderId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().order_session).toMatchObject({
      order_id: orderId,
      owner: { id: purchaserPerson.userId, name: 'Test PURCHASER' },
      heartbeat_seconds: 30,
      lapse_seconds: 90,
      can_unlock: false,
    });
    const kept = await session(purchaser, 'update', orderId);
    expect(kept.statusCode).toBe(200);
    expect(Date.parse(kept.json().order_session.expires_at)).toBeGreaterThanOrEqual(
      Date.parse(taken.json().order_session.expires_at),
    );

    const refused = await session(admin, 'update', orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'sessions_in_use_by_another_user',
      message: 'This Order/RFQ is being edited by Test PURCHASER.',
      owner: { id: purchaserPerson.userId, name: 'Test PURCHASER' },
    });
    expect(refused.json().error.session_event).toBeUndefined();
    expect((await messagesOf(orderId)).map((m) => m.event)).toEqual(['blocked']);
  });

  it('lets anyone take a lapsed lock and tells the former owner it expired', async () => {
    const orderId = await newOrder();
    await session(purchaser, 'update', orderId);
    await lapse(orderId);
    const taken = await session(other, 'update', orderId);
    expect(taken.statusCode).toBe(200);
    const former = await session(purchaser, 'update', orderId);
    expect(former.statusCode).toBe(409);
    expect(former.json().error).toMatchObject({
      code: 'sessions_in_use_by_another_user',
      session_event: 'expired',
    });
    expect((await messagesOf(orderId)).map((m) => m.event)).toEqual(['blocked', 'expired']);
  });

  it('unlocks only with can_unlock_order and the company setting, and tells the former owner', async () => {
    const orderId = await newOrder();
    await session(purchaser, 'update', orderId);
    // A purchaser has no can_unlock_order: refused before the body is read.
    expect((await session(other, 'unlock', orderId)).statusCode).toBe(403);

    const scope = systemScope('test', companyId);
    await changeOrderSettings(t.db, scope, { orderUnlockEnabled: false });
    const settings = await admin('GET', '/api/order_settings');
    expect(settings.json().order_settings.order_unlock_enabled).toBe(false);
    const disabled = await session(admin, 'unlock', orderId);
    expect(disabled.statusCode).toBe(403);
    expect((await session(admin, 'update', orderId)).json().error.owner.id).toBe(
      purchaserPerson.userId,
    );
    await changeOrderSettings(t.db, scope, { orderUnlockEnabled: true });

    const unlocked = await session(admin, 'unlock', orderId);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json().order_session).toMatchObject({
      owner: { id: adminPerson.userId },
      can_unlock: true,
    });
    const former = await session(purchaser, 'update', orderId);
    expect(former.json().error).toMatchObject({
      code: 'sessions_in_use_by_another_user',
      owner: { id: adminPerson.userId },
      session_event: 'unlocked',
    });
    const messages = await messagesOf(orderId);
    expect(messages.at(-1)).toEqual({
      type: 'session',
      event: 'unlocked',
      owner: { id: adminPerson.userId, name: 'Ada Admin' },
      by_user_id: adminPerson.userId,
    });
  });

  it('releases for its owner only; another user is told who holds it', async () => {
    const orderId = await newOrder();
    await session(purchaser, 'update', orderId);
    const refused = await session(other, 'release', orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'sessions_belongs_to_another_user',
      owner: { id: purchaserPerson.userId },
    });
    const released = await session(purchaser, 'release', orderId);
    expect(released.statusCode).toBe(200);
    expect(released.json().order_session.owner).toBeNull();
    expect((await messagesOf(orderId)).at(-1)).toMatchObject({ event: 'released', owner: null });
    // Released twice is still released.
    expect((await session(purchaser, 'release', orderId)).statusCode).toBe(200);
    expect((await session(other, 'update', orderId)).statusCode).toBe(200);
  });

  it('refuses a save or an action on the order while another user holds the lock', async () => {
    const orderId = await newOrder();
    const order = (await admin('GET', `/api/order/${orderId}`)).json().order;
    const body = {
      order: {
        version: order.version,
        project_id: order.project_id,
        company_vendor_id: null,
        name: 'Changed while locked',
        deliveries: [{ requested_delivered_at: '2026-03-02', order_materials: [] }],
      },
    };
    await session(purchaser, 'update', orderId);
    const refused = await admin('PATCH', `/api/order/${orderId}`, body);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'sessions_in_use_by_another_user',
      owner: { id: purchaserPerson.userId },
    });
    // Nor may the blocked user send, place or cancel it.
    const cancel = await admin('POST', '/api/order/cancel_order', { order_id: orderId });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().error.code).toBe('sessions_in_use_by_another_user');
    await session(purchaser, 'release', orderId);
    const saved = await admin('PATCH', `/api/order/${orderId}`, body);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('gives the lock to exactly one of several users taking it at once', async () => {
    const orderId = await newOrder();
    const callers = [admin, purchaser, other, admin, purchaser, other];
    const answers = await Promise.all(callers.map((call) => session(call, 'update', orderId)));
    const codes = answers.map((res) => res.statusCode);
    expect(codes.every((code) => code === 200 || code === 409)).toBe(true);
    const owners = new Set(
      answers
        .filter((res) => res.statusCode === 200)
        .map((res) => res.json().order_session.owner.id),
    );
    expect(owners.size).toBe(1);
    const rows = await t.db
      .select()
      .from(orderEditSessions)
      .where(
        and(eq(orderEditSessions.companyId, companyId), eq(orderEditSessions.orderId, orderId)),
      );
    expect(rows).toHaveLength(1);
    expect((await messagesOf(orderId)).filter((m) => m.event === 'blocked')).toHaveLength(1);
  });

  it("answers 404 for another company's order and refuses an impersonator", async () => {
    const orderId = await newOrder();
    for (const action of ['update', 'release'] as const) {
      expect((await session(stranger, action, orderId)).statusCode).toBe(404);
    }
    const support = await createSupportUser(t.db);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/internal/impersonations',
      headers: { cookie: await signIn(t.app, support) },
      payload: { impersonation: { company_user_id: purchaserPerson.companyUserId } },
    });
    expect(start.statusCode).toBe(201);
    const asPurchaser = apiAs(t.app, sessionCookie(start));
    for (const action of ['update', 'release'] as const) {
      const refused = await session(asPurchaser, action, orderId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('sessions_cannot_be_updated_by_impersonating_user');
    }
    expect(await messagesOf(orderId)).toEqual([]);
  });

  it('refuses a body that is not one order id', async () => {
    const orderId = await newOrder();
    for (const payload of [
      {},
      { order_session: { order_id: 'x' } },
      { order_session: { order_id: orderId, owner: 1 } },
    ]) {
      expect((await purchaser('PATCH', '/api/order_session/update', payload)).statusCode).toBe(400);
    }
  });
});
