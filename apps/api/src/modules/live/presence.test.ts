import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChannels, type LivePresencePayload, type LiveServerMessage } from '@laydown/contracts';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { isPresenceOn, type LiveTestClient } from '../../../test/live/live-client';
import { listenForLive, type LiveServer } from '../../../test/live/live-server';
import { livePresence, users } from '../../db/schema/index';

/**
 * Presence on the order channel (issue 12 "who else has the order open", decision 0093): the
 * sockets subscribed to order:contractor:{id} hear who has it open, by name; a socket that goes
 * is announced gone; another company's user never appears and never hears it.
 */

let t: TestApp;
let live: LiveServer;
let admin: ApiCall;
let adminCookie: string;
let buyerCookie: string;
let strangerCookie: string;
let stranger: ApiCall;
let adminName: string;
let buyerName: string;
let strangerName: string;
let projectId: number;
let strangerProjectId: number;

const fullName = async (userId: number) => {
  const [row] = await t.db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return `${row!.first} ${row!.last}`.trim();
};

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  const buyer = await addMember(t.db, company.id, 'PURCHASER');
  buyerCookie = await signIn(t.app, buyer);
  adminName = await fullName(company.admin.userId);
  buyerName = await fullName(buyer.userId);
  const other = await createCompany(t.db);
  strangerCookie = await signIn(t.app, other.admin);
  strangerName = await fullName(other.admin.userId);
  stranger = apiAs(t.app, strangerCookie);
  await createVendorUser(t.db, company.id);
  projectId = (await createProjectRow(t.db, company.id)).id;
  strangerProjectId = (await createProjectRow(t.db, other.id)).id;
  live = await listenForLive(t.app);
});
afterAll(async () => {
  live?.closeAll();
  await t.close();
});

async function draft(call: ApiCall, project: number): Promise<number> {
  const res = await call('POST', '/api/order', {
    order: { kind: 'ORDER', project_id: project, deliveries: [{ order_materials: [] }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order.id as number;
}

const names = (m: LiveServerMessage) =>
  m.type === 'message' ? (m.payload as LivePresencePayload).viewers.map((v) => v.name) : [];

/** The latest presence heard on the channel once it names exactly `expected`. */
const heardWith = (client: LiveTestClient, channel: string, expected: string[]) =>
  client.next(
    (m) =>
      isPresenceOn(channel)(m) &&
      client.received.filter(isPresenceOn(channel)).at(-1) === m &&
      [...names(m)].sort().join('|') === [...expected].sort().join('|'),
  );

describe('presence on an order', () => {
  it('two sockets on one order see each other, and one leaving is announced', async () => {
    const orderId = await draft(admin, projectId);
    const channel = liveChannels.orderContractor(orderId);
    const first = await live.connect(adminCookie);
    await first.subscribe(channel);
    await heardWith(first, channel, [adminName]);
    const second = await live.connect(buyerCookie);
    await second.subscribe(channel);
    const both = await heardWith(second, channel, [adminName, buyerName]);
    await heardWith(first, channel, [adminName, buyerName]);
    expect(both).toMatchObject({
      payload: { type: 'presence', count: 2, by_user_id: null },
    });
    second.ws.close();
    await heardWith(first, channel, [adminName]);
  });

  it('never shows another company’s user, who is refused the channel and hears nothing of it', async () => {
    const orderId = await draft(admin, projectId);
    const channel = liveChannels.orderContractor(orderId);
    const theirOrder = await draft(stranger, strangerProjectId);
    const theirChannel = liveChannels.orderContractor(theirOrder);
    const mine = await live.connect(adminCookie);
    await mine.subscribe(channel);
    const theirs = await live.connect(strangerCookie);
    expect((await theirs.subscribe(channel)).type).toBe('refused');
    await theirs.subscribe(theirChannel);
    await heardWith(theirs, theirChannel, [strangerName]);
    await heardWith(mine, channel, [adminName]);
    // A moment for any stray announcement to arrive, then nothing crossed companies.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(mine.received.filter(isPresenceOn(theirChannel))).toEqual([]);
    expect(theirs.received.filter(isPresenceOn(channel))).toEqual([]);
    for (const m of mine.received.filter(isPresenceOn(channel))) {
      expect(names(m)).toEqual([adminName]);
    }
    const rows = await t.db.select().from(livePresence).where(eq(livePresence.channel, channel));
    expect(rows.map((r) => r.companyId)).toEqual([rows[0]!.companyId]);
  });
});
