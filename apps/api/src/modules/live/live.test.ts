import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveChannels } from '@laydown/contracts';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { isMessageOn, openLive } from '../../../test/live/live-client';
import { listenForLive, type LiveServer } from '../../../test/live/live-server';
import { companyVendors, liveMessages } from '../../db/schema/index';
import { LIVE_MESSAGES_CHANNEL } from '../../platform/unit-of-work';

/**
 * GET /api/live (decision 0085): the session cookie opens the socket, from this site only; a
 * channel is subscribed only by who may read it (another company's order is refused like a
 * missing one); order writes reach the subscribers, never another company's or vendor's socket; a
 * dropped socket catches up; a dead one is dropped; a signed-out session's socket closes.
 */

let t: TestApp;
let live: LiveServer;
let adminCookie: string;
let admin: ApiCall;
let adminUserId: number;
let outsiderCookie: string;
let strangerCookie: string;
let strangerCompanyId: number;
let vendorCookie: string;
let otherVendorCookie: string;
let projectId: number;
let companyVendorId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'USER', ['can_read_orders_and_rfqs']);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  adminUserId = company.admin.userId;
  // May read orders but belongs to no project group: GET /order/{id} answers 404.
  outsiderCookie = await signIn(t.app, await addMember(t.db, company.id, 'USER'));
  const stranger = await createCompany(t.db);
  strangerCompanyId = stranger.id;
  strangerCookie = await signIn(t.app, stranger.admin);
  const vendorPerson = await createVendorUser(t.db, company.id);
  vendorCookie = await signIn(t.app, vendorPerson, 'VENDOR');
  otherVendorCookie = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(
      and(
        eq(companyVendors.companyId, company.id),
        eq(companyVendors.vendorId, vendorPerson.vendorId),
      ),
    );
  companyVendorId = row!.id;
  projectId = (await createProjectRow(t.db, company.id)).id;
  live = await listenForLive(t.app);
});
afterAll(async () => {
  live?.closeAll();
  await t.close();
});

interface OrderAnswer {
  id: number;
  version: number;
  project_id: number;
  company_vendor_id: number | null;
  name: string;
  deliveries: { id: number }[];
}

/** A placed order (sent to its vendor). */
async function placedOrder(): Promise<OrderAnswer> {
  const res = await admin('POST', '/api/order/quick_po', {
    order: {
      project_id: projectId,
      company_vendor_id: companyVendorId,
      deliveries: [{ order_materials: [] }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as OrderAnswer;
}

async function rename(order: OrderAnswer, name: string): Promise<OrderAnswer> {
  const res = await admin('PATCH', `/api/order/${order.id}`, {
    order: {
      version: order.version,
      project_id: order.project_id,
      company_vendor_id: order.company_vendor_id,
      name,
      deliveries: order.deliveries.map((d) => ({ id: d.id, order_materials: [] })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order as OrderAnswer;
}

describe('opening the socket', () => {
  it('needs a session and this site as the origin', async () => {
    await expect(openLive(live.url, { origin: live.origin })).rejects.toThrow('status 401');
    await expect(
      openLive(live.url, { cookie: adminCookie, origin: 'https://evil.example' }),
    ).rejects.toThrow('status 403');
    const client = await live.connect(adminCookie);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it('answers an upgrade sent to any other route as plain HTTP, then closes its connection', async () => {
    const answerTo = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const ws = new WebSocket(live.url.replace('/api/live', path), {
          headers: { cookie: adminCookie, origin: live.origin },
        });
        ws.on('open', () => reject(new Error(`${path} upgraded`)));
        ws.on('error', reject);
        // The connection ends once the answer is out: nothing keeps it open.
        ws.on('unexpected-response', (_request, response) => {
          response.resume();
          response.socket.on('close', () => resolve(response.statusCode ?? 0));
        });
      });
    expect(await answerTo('/api/health')).toBe(200);
    expect(await answerTo('/api/orders')).toBe(200);
    expect(await answerTo('/api/no_such_route')).toBe(404);
  });

  it('answers unknown or malformed messages with an error, and keeps the socket', async () => {
    const client = await live.connect(adminCookie);
    client.send({ type: 'subscribe', channel: 'order:contractor:1\u0000' });
    await client.next((m) => m.type === 'error');
    client.ws.send('not json');
    await client.next((m) => m.type === 'error' && client.received.length === 2);
    expect((await client.subscribe(liveChannels.user(adminUserId))).type).toBe('subscribed');
  });
});

describe('limits', () => {
  it('closes a socket that floods subscriptions faster than they are answered', async () => {
    const client = await live.connect(adminCookie);
    for (let i = 1; i <= 200; i++) {
      client.send({ type: 'subscribe', channel: liveChannels.orderContractor(i) });
    }
    expect(await client.closed).toBe(1008);
  });
});

describe('subscribing', () => {
  it('refuses what the user may not read, as if it did not exist', async () => {
    const order = await placedOrder();
    const channel = liveChannels.orderContractor(order.id);
    const refused = { type: 'refused', channel, code: 'not_found' };
    expect(await (await live.connect(strangerCookie)).subscribe(channel)).toEqual(refused);
    expect(await (await live.connect(outsiderCookie)).subscribe(channel)).toEqual(refused);
    expect(await (await live.connect(vendorCookie)).subscribe(channel)).toEqual(refused);
    const missing = liveChannels.orderContractor(2_000_000_000);
    expect((await (await live.connect(adminCookie)).subscribe(missing)).type).toBe('refused');
    // Someone else's user channel, and the vendor channel for another vendor.
    const own = await live.connect(adminCookie);
    expect((await own.subscribe(liveChannels.user(adminUserId + 1))).type).toBe('refused');
    const vendorChannel = liveChannels.orderVendor(order.id);
    expect((await (await live.connect(otherVendorCookie)).subscribe(vendorChannel)).type).toBe(
      'refused',
    );
    expect((await own.subscribe(vendorChannel)).type).toBe('refused');
    expect((await own.subscribe(channel)).type).toBe('subscribed');
    expect((await (await live.connect(vendorCookie)).subscribe(vendorChannel)).type).toBe(
      'subscribed',
    );
  });
});

describe('fan-out', () => {
  it('announces an order write to its readers and its vendor, naming who made it', async () => {
    const order = await placedOrder();
    const reader = await live.connect(adminCookie);
    const vendor = await live.connect(vendorCookie);
    await reader.subscribe(liveChannels.orderContractor(order.id));
    await vendor.subscribe(liveChannels.orderVendor(order.id));
    await rename(order, 'Level 2 rebar');
    const heard = await reader.next(isMessageOn(liveChannels.orderContractor(order.id)));
    expect(heard).toMatchObject({ payload: { type: 'refresh', by_user_id: adminUserId } });
    const vendorHeard = await vendor.next(isMessageOn(liveChannels.orderVendor(order.id)));
    expect(vendorHeard).toMatchObject({ payload: { type: 'refresh' } });
    expect(JSON.stringify(vendorHeard)).not.toContain('by_user_id');
  });

  it('never hands a socket another company’s message, whatever the channel name', async () => {
    const order = await placedOrder();
    const channel = liveChannels.orderContractor(order.id);
    const reader = await live.connect(adminCookie);
    await reader.subscribe(channel);
    // Another company writes on a channel of the same name (a bug elsewhere, or a forged id).
    await t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(liveMessages)
        .values({ companyId: strangerCompanyId, channel, payload: { type: 'leak' } })
        .returning({ id: liveMessages.id });
      await tx.execute(sql`select pg_notify(${LIVE_MESSAGES_CHANNEL}, ${String(row!.id)})`);
    });
    await rename(order, 'After the forged one');
    await reader.next(isMessageOn(channel));
    await t.app.live.hub.settled();
    expect(JSON.stringify(reader.received)).not.toContain('leak');
  });

  it('announces nothing for a write that is refused', async () => {
    const order = await placedOrder();
    const channel = liveChannels.orderContractor(order.id);
    const reader = await live.connect(adminCookie);
    await reader.subscribe(channel);
    const stale = await admin('PATCH', `/api/order/${order.id}`, {
      order: { version: order.version + 5, project_id: projectId, name: 'stale', deliveries: [] },
    });
    expect(stale.statusCode).toBeGreaterThanOrEqual(400);
    await new Promise((r) => setTimeout(r, 100));
    await t.app.live.hub.settled();
    expect(reader.received.filter(isMessageOn(channel))).toEqual([]);
  });
});

describe('reconnecting', () => {
  it('catches up on what was missed since the last id, and hints a refresh for an old gap', async () => {
    const order = await placedOrder();
    const channel = liveChannels.orderContractor(order.id);
    const first = await live.connect(adminCookie);
    const subscribed = await first.subscribe(channel);
    const since = subscribed.type === 'subscribed' ? subscribed.last_id : -1;
    first.ws.close();
    await rename(order, 'While away');
    const again = await live.connect(adminCookie);
    await again.subscribe(channel, since);
    const missed = await again.next(isMessageOn(channel));
    expect(missed).toMatchObject({ payload: { type: 'refresh', by_user_id: adminUserId } });

    // A row older than the catch-up window: the client is told to reload instead.
    const [old] = await t.db
      .insert(liveMessages)
      .values({
        companyId: await companyOf(order.id),
        channel,
        payload: { type: 'refresh' },
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning({ id: liveMessages.id });
    const late = await live.connect(adminCookie);
    await late.subscribe(channel, old!.id - 1);
    const hint = await late.next(isMessageOn(channel));
    expect(hint).toMatchObject({ payload: { type: 'refresh', catch_up: true } });
  });
});

async function companyOf(orderId: number): Promise<number> {
  const rows = await t.db.execute<{ company_id: number }>(
    sql`select company_id from orders where id = ${orderId}`,
  );
  return rows.rows[0]!.company_id;
}

describe('keepalive and session', () => {
  it('drops a socket that stops answering pings', async () => {
    const dead = await live.connect(adminCookie, { autoPong: false });
    const before = t.app.live.hub.stats().sockets;
    await t.app.live.hub.tick();
    await t.app.live.hub.tick();
    expect(t.app.live.hub.stats().sockets).toBeLessThan(before);
    await dead.closed;
  });

  it('closes the socket of a session that signed out', async () => {
    const person = await createCompany(t.db);
    const cookie = await signIn(t.app, person.admin);
    const client = await live.connect(cookie);
    const out = await apiAs(t.app, cookie)('DELETE', '/api/users/sign_out');
    expect(out.statusCode).toBeLessThan(300);
    await t.app.live.hub.tick();
    expect(await client.closed).toBe(4401);
  });
});
