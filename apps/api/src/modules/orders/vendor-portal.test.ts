import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, VENDOR_PORTAL_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { systemScope } from '../../platform/scope';
import { advanceOrder } from './services/order-actions';
import { companyVendors, liveMessages, quoteIssueReports, units } from '../../db/schema/index';

/**
 * The vendor portal (issue 12, decision 0087): a vendor user lists and reads the documents sent to
 * their vendor, answers lines, and takes the vendor's §4 transitions. A vendor never reads another
 * vendor's document, one not sent, internal comments or files, or an RFQ's purchaser prices.
 */

let t: TestApp;
let admin: ApiCall;
let reader: ApiCall;
let vendor: ApiCall;
let otherVendor: ApiCall;
let foreignVendor: ApiCall;
let stranger: ApiCall;
let projectId: number;
let vendorCompanyId: number;
let otherVendorCompanyId: number;
let ea: number;
let box: number;
let costCodeId: number;
let companyId: number;
let adminUserId: number;

async function companyVendorOf(companyId: number, vendorId: number) {
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, vendorId)));
  return row!.id;
}

async function unitOf(companyId: number, name: string) {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, name), eq(units.multiplier, '1')));
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  adminUserId = company.admin.userId;
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  reader = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  const person = await createVendorUser(t.db, company.id);
  vendor = apiAs(t.app, await signIn(t.app, person, 'VENDOR'));
  vendorCompanyId = await companyVendorOf(company.id, person.vendorId);
  const otherPerson = await createVendorUser(t.db, company.id);
  otherVendor = apiAs(t.app, await signIn(t.app, otherPerson, 'VENDOR'));
  otherVendorCompanyId = await companyVendorOf(company.id, otherPerson.vendorId);
  const foreign = await createCompany(t.db);
  foreignVendor = apiAs(
    t.app,
    await signIn(t.app, await createVendorUser(t.db, foreign.id), 'VENDOR'),
  );
  projectId = (await createProjectRow(t.db, company.id)).id;
  ea = await unitOf(company.id, 'EA');
  box = await unitOf(company.id, 'BOX');
  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  costCodeId = code.json().cost_codes[0].id as number;
});
afterAll(() => t.close());

const lines = () => [
  {
    description: 'Rebar #4 20ft',
    quantity: '10',
    unit_id: ea,
    unit_cost: '11.25',
    cost_code_id: costCodeId,
    company_note: 'Bundle by 10',
  },
  {
    description: 'Tie wire roll',
    quantity: '4',
    unit_id: ea,
    unit_cost: '6',
    cost_code_id: costCodeId,
  },
];

/** The live messages on an order's contractor channel after a given one (0: all of them). */
async function contractorMessagesAfter(orderId: number, sinceId: number) {
  const rows = await t.db
    .select()
    .from(liveMessages)
    .where(eq(liveMessages.channel, `order:contractor:${orderId}`))
    .orderBy(asc(liveMessages.id));
  return rows.filter((row) => row.id > sinceId);
}

const lastContractorMessageId = async (orderId: number) =>
  (await contractorMessagesAfter(orderId, 0)).at(-1)?.id ?? 0;

/** A document made by the purchaser, sent to the vendor (an RFQ or a placed order). */
async function sent(
  kind: 'RFQ' | 'ORDER',
  companyVendorId = vendorCompanyId,
  name = 'Level 2 slab',
) {
  const created = await admin('POST', '/api/order', {
    order: {
      kind,
      project_id: projectId,
      company_vendor_id: companyVendorId,
      name,
      deliveries: [{ requested_delivered_at: '2026-03-02', order_materials: lines() }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().order.id as number;
  const action = kind === 'RFQ' ? 'send_rfq' : 'place_order';
  const res = await admin('POST', `/api/order/${action}`, { order_id: id });
  expect(res.statusCode, res.body).toBe(200);
  const comment = await admin('POST', `/api/order/${id}/internal_comment`, {
    comment: 'Budget is tight: push them down',
  });
  expect(comment.statusCode, comment.body).toBeLessThan(300);
  return res.json().order as { id: number; order_number: string; deliveries: { id: number }[] };
}

const read = async (call: ApiCall, id: number) => call('GET', `/api/vendor_orders/${id}`);
const answer = (call: ApiCall, id: number, order_materials: unknown[]) =>
  call('PATCH', `/api/vendor_orders/${id}/responses`, { order: { order_materials } });

describe('the vendor’s list and document', () => {
  it('lists only the documents sent to the vendor, searchable and filtered by state', async () => {
    const rfq = await sent('RFQ', vendorCompanyId, 'Podium rebar');
    const order = await sent('ORDER');
    const others = await sent('RFQ', otherVendorCompanyId);
    const draft = await admin('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: projectId,
        company_vendor_id: vendorCompanyId,
        deliveries: [{}],
      },
    });
    const res = await vendor('GET', '/api/vendor_orders?per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().records.map((r: { id: number }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([rfq.id, order.id]));
    expect(ids).not.toContain(others.id);
    expect(ids).not.toContain(draft.json().order.id);
    const found = (await vendor('GET', '/api/vendor_orders?search=podium')).json();
    expect(found.records.map((r: { id: number }) => r.id)).toEqual([rfq.id]);
    expect(found.records[0]).toMatchObject({ badge: 'Quote Requested', title_type: 'RFQ' });
    const quoted = (await vendor('GET', '/api/vendor_orders?state=ORDERED&per_page=1')).json();
    expect(quoted.records.every((r: { state: string }) => r.state === 'ORDERED')).toBe(true);
    expect(quoted.records).toHaveLength(1);
    const paged = (await vendor('GET', '/api/vendor_orders?per_page=1')).json();
    expect(paged).toMatchObject({ has_more: true, total_count: expect.any(Number) });
    expect((await foreignVendor('GET', '/api/vendor_orders')).json().total_count).toBe(0);
    const ids100 = (query: string) =>
      vendor('GET', `/api/vendor_orders?per_page=100${query}`).then((r) =>
        r.json().records.map((x: { id: number }) => x.id),
      );
    const latestFirst = await ids100('');
    expect(await ids100('&sort=updated_at&sort_direction=asc')).toEqual([...latestFirst].reverse());
  });

  it('reads an RFQ without the purchaser’s prices, internal comments or internal files', async () => {
    const rfq = await sent('RFQ');
    const res = await read(vendor, rfq.id);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().order;
    expect(doc).toMatchObject({
      state: 'QUOTED',
      purchaser_costs_sent: false,
      number_label: 'Ref Number',
    });
    expect(doc.abilities).toEqual({
      can_respond: true,
      can_submit_quote: true,
      can_confirm: false,
      can_request_cancellation: true,
      can_ship: false,
      can_answer_cancellation: false,
    });
    expect(doc.order_materials[0]).toMatchObject({
      description: 'Rebar #4 20ft',
      unit_name: 'EA',
      quantity: '10',
      unit_cost: null,
      extended_cost: null,
      company_note: 'Bundle by 10',
    });
    expect(res.body).not.toContain('11.25');
    expect(res.body).not.toContain('Budget is tight');
    expect(res.body).not.toMatch(/internal/);
    expect(doc.units.map((u: { name: string }) => u.name)).toContain('BOX');
  });

  it('reads a placed order with its prices', async () => {
    const order = await sent('ORDER');
    const doc = (await read(vendor, order.id)).json().order;
    expect(doc).toMatchObject({ purchaser_costs_sent: true, number_label: 'PO Number' });
    expect(doc.order_materials[0]).toMatchObject({ unit_cost: '11.25', extended_cost: '112.5' });
    expect(JSON.stringify(doc)).not.toContain('Budget is tight');
  });

  it('answers 404 to another vendor, a vendor of another company and a draft never sent', async () => {
    const rfq = await sent('RFQ');
    const draft = await admin('POST', '/api/order', {
      order: {
        kind: 'RFQ',
        project_id: projectId,
        company_vendor_id: vendorCompanyId,
        deliveries: [{}],
      },
    });
    expect((await read(otherVendor, rfq.id)).statusCode).toBe(404);
    expect((await read(foreignVendor, rfq.id)).statusCode).toBe(404);
    expect((await read(vendor, draft.json().order.id)).statusCode).toBe(404);
    expect((await read(vendor, 2_000_000_000)).statusCode).toBe(404);
    const write = await answer(otherVendor, rfq.id, [{ id: 1, vendor_response: ['OTHER'] }]);
    expect(write.statusCode).toBe(404);
    const broken = await otherVendor('POST', `/api/vendor_orders/${rfq.id}/confirm`, { nope: 1 });
    expect(broken.statusCode).toBe(404);
  });

  it('refuses company users (403) and the signed-out (401) before the body', async () => {
    const rfq = await sent('RFQ');
    for (const call of [admin, reader, stranger]) {
      expect((await read(call, rfq.id)).statusCode).toBe(403);
      expect((await call('GET', '/api/vendor_orders')).statusCode).toBe(403);
      expect((await call('POST', `/api/vendor_orders/${rfq.id}/confirm`, 'x')).statusCode).toBe(
        403,
      );
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/vendor_orders/${rfq.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the vendor’s answers on lines', () => {
  it('saves responses, notes and an RFQ price; the purchaser sees them and the history names the vendor', async () => {
    const rfq = await sent('RFQ');
    const [first, second] = (await read(vendor, rfq.id)).json().order.order_materials;
    const res = await answer(vendor, rfq.id, [
      {
        id: first.id,
        vendor_response: ['SUBSTITUTION'],
        vendor_note: 'Grade 40 instead',
        unit_cost: '10.5',
      },
      { id: second.id, vendor_response: ['DID_NOT_QUOTE'] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json().order.order_materials[0];
    expect(line).toMatchObject({
      vendor_response: ['SUBSTITUTION'],
      vendor_note: 'Grade 40 instead',
      unit_cost: '10.5',
      extended_cost: '105',
      changed_unit_cost_by_vendor: true,
    });
    // The purchaser's second price stays hidden: only the vendor's own shows.
    expect(res.json().order.order_materials[1].unit_cost).toBeNull();
    const seen = (await admin('GET', `/api/order/${rfq.id}`)).json().order;
    expect(seen.deliveries[0].order_materials[0]).toMatchObject({
      vendor_response: ['SUBSTITUTION'],
      vendor_note: 'Grade 40 instead',
      unit_cost: '10.5',
    });
    expect(seen.deliveries[0].order_materials[1].vendor_response).toEqual(['DID_NOT_QUOTE']);
    expect(seen.last_action).toMatchObject({
      author_type: 'VendorUser',
      author_name: 'Val Vendor',
    });
    const history = (await admin('GET', `/api/order/${rfq.id}/history`)).json().records;
    expect(history[0]).toMatchObject({
      title: expect.stringMatching(/^Val Vendor \(.+\) answered RFQ /),
      author: { name: 'Val Vendor', company_id: null, vendor_user_id: expect.any(Number) },
    });
    const live = await t.db
      .select()
      .from(liveMessages)
      .where(eq(liveMessages.channel, `order:contractor:${rfq.id}`))
      .orderBy(asc(liveMessages.id));
    expect(live.at(-1)?.payload).toMatchObject({
      type: 'refresh',
      by_user_id: null,
      by_vendor_user_id: expect.any(Number),
    });
  });

  it('announces each vendor write with exactly one refresh on the order’s channel (decision 0095)', async () => {
    const rfq = await sent('RFQ');
    const refreshesAfter = (sinceId: number) => contractorMessagesAfter(rfq.id, sinceId);
    const lastId = () => lastContractorMessageId(rfq.id);
    const one = [{ type: 'refresh', by_user_id: null, by_vendor_user_id: expect.any(Number) }];

    const [first] = (await read(vendor, rfq.id)).json().order.order_materials;
    let since = await lastId();
    const answered = await answer(vendor, rfq.id, [
      { id: first.id, vendor_response: ['DID_NOT_QUOTE'] },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await refreshesAfter(since)).map((row) => row.payload)).toEqual(one);

    since = await lastId();
    const quoted = await vendor('POST', `/api/vendor_orders/${rfq.id}/submit_quote`, {
      order: { quote_expires_at: '2026-12-31' },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect((await refreshesAfter(since)).map((row) => row.payload)).toEqual(one);
  });

  it('changes quantity and unit only with Changed Units, and keeps that tag once saved (§8)', async () => {
    const rfq = await sent('RFQ');
    const [first] = (await read(vendor, rfq.id)).json().order.order_materials;
    const without = await answer(vendor, rfq.id, [
      { id: first.id, vendor_response: [], quantity: '2' },
    ]);
    expect(without.statusCode).toBe(422);
    expect(without.json().error.fields['order.order_materials.0.quantity']).toEqual([
      VENDOR_PORTAL_MESSAGES.unitsNeedChangedUnits,
    ]);
    const changed = await answer(vendor, rfq.id, [
      { id: first.id, vendor_response: ['CHANGED_UNITS'], quantity: '1', unit_id: box },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().order.order_materials[0]).toMatchObject({
      quantity: '1',
      unit_name: 'BOX',
      prev_quantity: '10',
      prev_unit_name: 'EA',
    });
    const removed = await answer(vendor, rfq.id, [{ id: first.id, vendor_response: ['OTHER'] }]);
    expect(removed.statusCode).toBe(422);
    expect(removed.json().error.message).toBe(ORDER_MESSAGES.changedUnitsRemoval);
    expect(removed.json().error.message).toBe(
      "Once you've saved unit changes on an item you cannot remove this tag.",
    );
  });

  it('prices an order only with Changed Price, and refuses a line of another document', async () => {
    const order = await sent('ORDER');
    const other = await sent('ORDER');
    const [first] = (await read(vendor, order.id)).json().order.order_materials;
    const [foreignLine] = (await read(vendor, other.id)).json().order.order_materials;
    const bare = await answer(vendor, order.id, [
      { id: first.id, vendor_response: [], unit_cost: '9' },
    ]);
    expect(bare.statusCode).toBe(422);
    const priced = await answer(vendor, order.id, [
      { id: first.id, vendor_response: ['CHANGED_PRICE'], unit_cost: '9' },
    ]);
    expect(priced.json().order.order_materials[0]).toMatchObject({
      unit_cost: '9',
      extended_cost: '90',
    });
    const foreign = await answer(vendor, order.id, [
      { id: foreignLine.id, vendor_response: ['OTHER'] },
    ]);
    expect(foreign.statusCode).toBe(422);
    const nul = await answer(vendor, order.id, [
      { id: first.id, vendor_response: [], vendor_note: 'a\u0000b' },
    ]);
    expect(nul.statusCode).toBe(400);
  });
});

describe('the vendor’s transitions', () => {
  it('submits a quote with its expiry, then can no longer submit it twice', async () => {
    const rfq = await sent('RFQ');
    const res = await vendor('POST', `/api/vendor_orders/${rfq.id}/submit_quote`, {
      order: { quote_expires_at: '2026-12-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      state: 'QUOTED',
      sub_state: 'QUOTED_RECEIVED',
      badge: 'Quote Provided',
      quote_expires_at: '2026-12-31T12:00:00.000Z',
    });
    const seen = (await admin('GET', `/api/order/${rfq.id}`)).json().order;
    expect(seen).toMatchObject({ sub_state: 'QUOTED_RECEIVED' });
    const confirm = await vendor('POST', `/api/vendor_orders/${rfq.id}/confirm`, {});
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.code).toBe('invalid_transition');
  });

  it('confirms an order, ships it with carrier, tracking and ETA', async () => {
    const order = await sent('ORDER');
    const confirmed = await vendor('POST', `/api/vendor_orders/${order.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().order).toMatchObject({
      sub_state: 'ORDERED_CONFIRMED',
      badge: 'Order Confirmed',
    });
    expect(confirmed.json().order.abilities.can_confirm).toBe(false);
    const shipped = await vendor('POST', `/api/vendor_orders/${order.id}/ship`, {
      delivery: { carrier: 'UPS', tracking_number: '1Z999', estimated_delivered_at: '2026-03-05' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().order).toMatchObject({ state: 'SHIPPED', badge: 'Shipped' });
    expect(shipped.json().order.deliveries[0]).toMatchObject({
      state: 'SHIPPED',
      carrier: 'UPS',
      tracking_number: '1Z999',
      estimated_delivered_at: '2026-03-05T12:00:00.000Z',
    });
    const history = (await admin('GET', `/api/order/${order.id}/history`)).json().records;
    expect(history.slice(0, 2).map((h: { title: string }) => h.title)).toEqual([
      expect.stringMatching(/^Val Vendor .* shipped /),
      expect.stringMatching(/^Val Vendor .* confirmed /),
    ]);
  });

  it('cancels with a reason; the vendor still reads it but can no longer act', async () => {
    const order = await sent('ORDER');
    const empty = await vendor('POST', `/api/vendor_orders/${order.id}/request_cancellation`, {
      order: { cancellation_reason: '' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await vendor('POST', `/api/vendor_orders/${order.id}/request_cancellation`, {
      order: { cancellation_reason: 'Discontinued by the mill' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({
      state: 'CANCELLED',
      badge: 'Cancelled by Vendor',
      cancellation_reason: 'Discontinued by the mill',
      abilities: { can_respond: false, can_ship: false, can_request_cancellation: false },
    });
    // Still listed for the vendor (cancelled after it was sent), but no longer answerable.
    const listed = (await vendor('GET', '/api/vendor_orders?state=CANCELLED&per_page=100')).json();
    expect(listed.records.map((r: { id: number }) => r.id)).toContain(order.id);
    const late = await vendor('POST', `/api/vendor_orders/${order.id}/confirm`, {});
    expect(late.statusCode).toBe(404);
    const seen = (await admin('GET', `/api/order/${order.id}`)).json().order;
    expect(seen).toMatchObject({
      state: 'CANCELLED',
      sub_state: 'CANCELLED_ORDER_BY_VENDOR',
      badge: 'Cancelled by Vendor',
    });
  });
});

describe('the purchaser’s cancellation request', () => {
  it('is rejected, then asked again and accepted by the vendor', async () => {
    const order = await sent('ORDER');
    expect((await vendor('POST', `/api/vendor_orders/${order.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    // The purchaser's request has no call of its own yet: the state machine's row, as the system.
    const ask = () =>
      advanceOrder(t.db, systemScope('test', companyId), order.id, ['request_cancellation']);
    await ask();
    const seen = (await read(vendor, order.id)).json().order;
    expect(seen).toMatchObject({
      badge: 'Requested Cancellation',
      abilities: { can_answer_cancellation: true, can_ship: false, can_respond: false },
    });
    const rejected = await vendor('POST', `/api/vendor_orders/${order.id}/reject_cancellation`, {});
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().order).toMatchObject({
      state: 'ORDERED',
      sub_state: 'ORDERED_CONFIRMED',
    });
    await ask();
    const accepted = await vendor('POST', `/api/vendor_orders/${order.id}/accept_cancellation`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order).toMatchObject({
      state: 'CANCELLED',
      badge: 'Cancelled by Buyer',
    });
    const after = (await admin('GET', `/api/order/${order.id}`)).json().order;
    expect(after).toMatchObject({ state: 'CANCELLED', sub_state: 'CANCELLED_ORDER_BY_BUYER' });
  });
});

describe('the purchaser’s decision on each vendor response', () => {
  const decide = (call: ApiCall, id: number, body: unknown) =>
    call('POST', `/api/order/${id}/vendor_response`, body as Record<string, unknown>);

  it('accepts a substitution (history shows both) and rejects a changed price (the price comes back)', async () => {
    const rfq = await sent('RFQ');
    const [first, second] = (await read(vendor, rfq.id)).json().order.order_materials;
    const answered = await answer(vendor, rfq.id, [
      { id: first.id, vendor_response: ['SUBSTITUTION'], vendor_note: 'Rebar #4 grade 40, 20ft' },
      { id: second.id, vendor_response: ['CHANGED_PRICE'], unit_cost: '7' },
    ]);
    expect(answered.statusCode, answered.body).toBe(200);

    const since = await lastContractorMessageId(rfq.id);
    const accepted = await decide(admin, rfq.id, {
      order_material_id: first.id,
      decision: 'accept',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // One refresh per decision: the history follower's, naming the purchaser (decision 0095).
    expect((await contractorMessagesAfter(rfq.id, since)).map((row) => row.payload)).toEqual([
      { type: 'refresh', by_user_id: adminUserId },
    ]);
    const lines = accepted.json().order.deliveries[0].order_materials;
    expect(lines[0]).toMatchObject({
      description: 'Rebar #4 grade 40, 20ft',
      company_material_id: null,
    });
    const history = (await admin('GET', `/api/order/${rfq.id}/history`)).json().records;
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        {
          section: 'order_materials',
          field: `${first.id}.description`,
          old: 'Rebar #4 20ft',
          new: 'Rebar #4 grade 40, 20ft',
        },
      ]),
    );
    const again = await decide(admin, rfq.id, { order_material_id: first.id, decision: 'reject' });
    expect(again.statusCode).toBe(422);

    const rejected = await decide(admin, rfq.id, {
      order_material_id: second.id,
      decision: 'reject',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().order.deliveries[0].order_materials[1]).toMatchObject({
      unit_cost: '6',
      extended_cost: '24',
    });
    // The vendor no longer reads the purchaser's restored price on the RFQ.
    expect((await read(vendor, rfq.id)).json().order.order_materials[1].unit_cost).toBeNull();
  });

  it('refuses a reader without a send permission (403), another company (404), a line without an answer (422)', async () => {
    const rfq = await sent('RFQ');
    const [first] = (await read(vendor, rfq.id)).json().order.order_materials;
    const body = { order_material_id: first.id, decision: 'accept' };
    expect((await decide(reader, rfq.id, body)).statusCode).toBe(403);
    expect((await decide(vendor, rfq.id, body)).statusCode).toBe(403);
    expect((await decide(stranger, rfq.id, body)).statusCode).toBe(404);
    const bare = await decide(admin, rfq.id, body);
    expect(bare.statusCode).toBe(422);
  });
});

describe('POST /quotes/report_issue', () => {
  it('takes a report from the vendor and from a member who reads the order, 404 for others', async () => {
    const rfq = await sent('RFQ');
    const byVendor = await vendor('POST', '/api/quotes/report_issue', {
      issue: 'Prices on page 2 are wrong',
      order_id: rfq.id,
    });
    expect(byVendor.statusCode, byVendor.body).toBe(201);
    const byReader = await reader('POST', '/api/quotes/report_issue', {
      issue: 'Quote total does not match',
      order_id: rfq.id,
      quote_id: null,
    });
    expect(byReader.statusCode, byReader.body).toBe(201);
    const rows = await t.db
      .select()
      .from(quoteIssueReports)
      .where(eq(quoteIssueReports.orderId, rfq.id));
    expect(rows).toHaveLength(2);
    for (const call of [otherVendor, foreignVendor, stranger]) {
      const res = await call('POST', '/api/quotes/report_issue', { issue: 'x', order_id: rfq.id });
      expect(res.statusCode).toBe(404);
    }
  });
});
