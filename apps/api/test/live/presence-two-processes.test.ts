import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannels, type LivePresencePayload } from '@laydown/contracts';
import { buildTestApp, type TestApp } from '../build-test-app';
import { addMember, createCompany, type TestCompany } from '../factories/index';
import { setRolePermissions } from '../factories/materials';
import { createProjectRow } from '../factories/reference';
import { users } from '../../src/db/schema/index';
import { sessionCookie, startApi } from './api-processes';
import { isPresenceOn, openLive, type LiveTestClient } from './live-client';

/**
 * Presence across processes (decision 0093): two users with the same order open through two API
 * processes on one database see each other, through the presence rows and the live outbox.
 */

let t: TestApp;
let company: TestCompany;
let buyer: Awaited<ReturnType<typeof addMember>>;
let projectId: number;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  buyer = await addMember(t.db, company.id, 'PURCHASER');
  projectId = (await createProjectRow(t.db, company.id)).id;
});
afterAll(() => t.close());

const nameOf = async (userId: number) => {
  const [row] = await t.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return `${row!.first} ${row!.last}`.trim();
};

const hearsBoth = (socket: LiveTestClient, channel: string, names: string[]) =>
  socket.next((m) => {
    if (!isPresenceOn(channel)(m) || m.type !== 'message') return false;
    const heard = (m.payload as LivePresencePayload).viewers.map((v) => v.name).sort();
    return heard.join('|') === [...names].sort().join('|');
  }, 5_000);

describe('presence across two API processes', () => {
  it('shows two users on two processes to each other', async () => {
    const [first, second] = [await startApi(), await startApi()];
    const adminCookie = await sessionCookie(first, company.admin);
    const buyerCookie = await sessionCookie(second, buyer);
    const created = await fetch(`http://${first}/api/order`, {
      method: 'POST',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        order: { kind: 'ORDER', project_id: projectId, deliveries: [{ order_materials: [] }] },
      }),
    });
    expect(created.status).toBe(201);
    const orderId = ((await created.json()) as { order: { id: number } }).order.id;
    const channel = liveChannels.orderContractor(orderId);
    const names = [await nameOf(company.admin.userId), await nameOf(buyer.userId)];
    const a = await openLive(`ws://${first}/api/live`, {
      cookie: adminCookie,
      origin: `http://${first}`,
    });
    const b = await openLive(`ws://${second}/api/live`, {
      cookie: buyerCookie,
      origin: `http://${second}`,
    });
    try {
      expect((await a.subscribe(channel)).type).toBe('subscribed');
      expect((await b.subscribe(channel)).type).toBe('subscribed');
      await hearsBoth(a, channel, names);
      await hearsBoth(b, channel, names);
    } finally {
      a.ws.terminate();
      b.ws.terminate();
    }
  });
});
