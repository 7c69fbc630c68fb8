import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../test/factories/orders';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { historyEntries, orderSettings } from '../../db/schema/index';
import { upload } from '../files/testing';
import { placeBagsOrder, placeOrder } from './testing';

/** procurement-core §7 Deliveries: every call's happy path, validation, 403 and 404. */

type Method = 'GET' | 'PATCH' | 'POST';
const ROUTES: [Method, string][] = [
  ['GET', '/api/deliveries'],
  ['GET', '/api/deliveries/search_key'],
  ['GET', '/api/deliveries/fetch_deliveries'],
  ['GET', '/api/deliveries/:id'],
  ['PATCH', '/api/deliveries/:id'],
  ['POST', '/api/deliveries/:id/ai_match'],
];

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let adminCookie: string;
let nobody: ApiCall;
let reader: ApiCall;
let receiver: ApiCall;
let outsider: ApiCall;
let stranger: ApiCall;
let refs: { projectId: number; vendorId: number };

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  companyId = company.id;
  await setRolePermissions(t.db, company.id, 'MATERIAL_REQUESTER', []);
  await setRolePermissions(t.db, company.id, 'USER', ['can_read_orders_and_rfqs']);
  await setRolePermissions(t.db, company.id, 'PURCHASER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
    'can_edit_delivery_information',
  ]);
  adminCookie = await signIn(t.app, company.admin);
  admin = apiAs(t.app, adminCookie);
  nobody = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  outsider = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  receiver = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  reader = receiver;
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
  refs = {
    projectId: (await createProjectRow(t.db, company.id)).id,
    vendorId: (await createCompanyVendorRow(t.db, company.id)).id,
  };
});
afterAll(() => t.close());

const receive = (id: number, lineId: number, quantity: string) =>
  admin('PATCH', `/api/deliveries/${id}`, {
    delivery: { received_materials: [{ id: lineId, quantity_received: quantity }] },
  });

describe('access to every delivery call', () => {
  let deliveryId: number;
  beforeAll(async () => {
    deliveryId = (await placeBagsOrder(admin, refs, ['5'])).deliveries[0]!.id;
  });
  const url = (p: string) =>
    p.replace(':id', String(deliveryId)) +
    (p.endsWith('fetch_deliveries') ? '?start_date=2026-01-01&end_date=2026-01-07' : '');

  it('answers 403 before the body is read for a user without the permission', async () => {
    for (const [method, p] of ROUTES) {
      for (const body of [undefined, { junk: true }, 'not json']) {
        const res = await nobody(method, url(p), method === 'GET' ? undefined : body);
        expect(res.statusCode, `${method} ${p}`).toBe(403);
      }
    }
    // Reading the orders is not editing deliveries.
    for (const [method, p] of ROUTES.filter(([m]) => m !== 'GET')) {
      expect((await outsider(method, url(p), { junk: true })).statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's delivery, whatever the body", async () => {
    for (const [method, p] of ROUTES.filter(([, p]) => p.includes(':id'))) {
      const res = await stranger(method, url(p), method === 'GET' ? undefined : { junk: true });
      expect(res.statusCode, `${method} ${p}`).toBe(404);
    }
    expect((await stranger('GET', '/api/deliveries')).json().total_count).toBe(0);
  });

  it('hides a delivery of an order outside the reader’s project groups (decision 0084)', async () => {
    expect((await outsider('GET', `/api/deliveries/${deliveryId}`)).statusCode).toBe(404);
    const list = (await outsider('GET', '/api/deliveries')).json();
    expect(list.records.map((r: { id: number }) => r.id)).not.toContain(deliveryId);
  });

  it('refuses malformed input with 400', async () => {
    const bad = [
      ['GET', '/api/deliveries?state=LOST'],
      ['GET', '/api/deliveries?per_page=0'],
      ['GET', '/api/deliveries/fetch_deliveries'],
      ['GET', '/api/deliveries/fetch_deliveries?start_date=2026-01-08&end_date=2026-01-01'],
      ['GET', '/api/deliveries/fetch_deliveries?start_date=2026-02-30&end_date=2026-03-01'],
      ['GET', '/api/deliveries/abc'],
    ] as const;
    for (const [method, u] of bad) expect((await admin(method, u)).statusCode, u).toBe(400);
    const bodies = [
      { delivery: { tracking_number: 'a\u0000b' } },
      { delivery: { instructions: 'x'.repeat(100_000) } },
      { delivery: { state: 'LOST' } },
      { delivery: { received_materials: [{ id: 1, quantity_received: 'ten' }] } },
      { delivery: { received_materials: [{ id: 1, quantity_received: '-1' }] } },
      { delivery: { issue: { delivery_issue_type: 'STOLEN' } } },
      { delivery: {}, extra: true },
    ];
    for (const body of bodies) {
      const res = await admin('PATCH', `/api/deliveries/${deliveryId}`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const ai = await admin('POST', `/api/deliveries/${deliveryId}/ai_match`, {
      image_signed_ids: 'x',
    });
    expect(ai.statusCode).toBe(400);
  });
});

describe('GET /deliveries, /deliveries/:id, /deliveries/search_key', () => {
  it('lists with search, state counts and Load More paging', async () => {
    const { orderId } = await placeBagsOrder(admin, refs, ['1', '2', '3']);
    const order = (await admin('GET', `/api/order/${orderId}`)).json().order;
    const res = await admin(
      'GET',
      `/api/deliveries?search=${encodeURIComponent(order.order_number)}&order_id=${orderId}&per_page=2`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ total_count: 3, has_more: true });
    expect(page.records).toHaveLength(2);
    expect(page.records[0]).toMatchObject({ order_id: orderId, display_text: 'Unscheduled' });
    expect(page.facets.state).toContainEqual({ value: 'UNSCHEDULED', count: 3 });
    const next = await admin(
      'GET',
      `/api/deliveries?search=${encodeURIComponent(order.order_number)}&order_id=${orderId}&per_page=2&page=2`,
    );
    expect(next.json()).toMatchObject({ has_more: false, records: [expect.any(Object)] });
    const missed = await admin(
      'GET',
      `/api/deliveries?search=no-such-order-zz&order_id=${orderId}`,
    );
    expect(missed.json()).toMatchObject({ total_count: 0, records: [] });
  });

  it('shows one delivery with its lines, costs only for can_view_costs', async () => {
    const { deliveries } = await placeBagsOrder(admin, refs, ['4']);
    const mine = await admin('GET', `/api/deliveries/${deliveries[0]!.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().delivery.order_materials[0]).toMatchObject({
      quantity: '4',
      quantity_delivered: '0',
      remaining_quantity: '4',
      unit_cost: '12.5',
    });
    const theirs = await receiver('GET', `/api/deliveries/${deliveries[0]!.id}`);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toMatch(/unit_cost|extended_cost|tax_value|shipping_value/);
  });

  it('answers the search key', async () => {
    const res = await reader('GET', '/api/deliveries/search_key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ index_name: 'deliveries', search_key: '' });
    expect(res.json().replicas).toContain('deliveries__best_guess_delivered_at__desc');
  });
});

describe('state moves (PATCH /deliveries/:id)', () => {
  it('schedules, ships and delivers with the §4 texts; the order follows', async () => {
    const { orderId, deliveries } = await placeBagsOrder(admin, refs, ['10']);
    const id = deliveries[0]!.id;
    const refused = await admin('PATCH', `/api/deliveries/${id}`, {
      delivery: { state: 'SCHEDULED' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      message: 'A scheduled delivery needs its estimated date.',
      fields: {
        'delivery.estimated_delivered_at': ['A scheduled delivery needs its estimated date.'],
      },
    });
    const scheduled = await admin('PATCH', `/api/deliveries/${id}`, {
      delivery: { state: 'SCHEDULED', estimated_delivered_at: '2026-03-10' },
    });
    expect(scheduled.json().delivery.display_text).toBe('Scheduled - 03/10/2026');
    const shipped = await receiver('PATCH', `/api/deliveries/${id}`, {
      delivery: { state: 'SHIPPED', carrier: 'UPS', tracking_number: '1Z999' },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().delivery).toMatchObject({
      display_text: 'Shipped - UPS, ETA: 03/10/2026',
      tracking_number: '1Z999',
      order_state: 'SHIPPED',
    });
    const back = await admin('PATCH', `/api/deliveries/${id}`, {
      delivery: { state: 'UNSCHEDULED' },
    });
    expect(back.statusCode).toBe(422);
    const delivered = await admin('PATCH', `/api/deliveries/${id}`, {
      delivery: { state: 'DELIVERED', actual_delivered_at: '2026-03-11' },
    });
    expect(delivered.json().delivery).toMatchObject({
      display_text: 'Delivered - 03/11/2026',
      marked_delivered_by: expect.any(Number),
    });
    expect((await admin('GET', `/api/order/${orderId}`)).json().order.state).toBe('DELIVERED');
  });

  it("refuses another company's carrier with 404 and a draft's delivery with 409", async () => {
    const { deliveries } = await placeBagsOrder(admin, refs, ['1']);
    const res = await admin('PATCH', `/api/deliveries/${deliveries[0]!.id}`, {
      delivery: { shipping_carrier_id: 999_999 },
    });
    expect(res.statusCode).toBe(404);
    const draft = await admin('POST', '/api/order', {
      order: { kind: 'ORDER', project_id: refs.projectId, deliveries: [{ order_materials: [] }] },
    });
    const draftDelivery = draft.json().order.deliveries[0].id;
    const shipped = await admin('PATCH', `/api/deliveries/${draftDelivery}`, {
      delivery: { state: 'SHIPPED' },
    });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error.code).toBe('invalid_transition');
  });
});

describe('receiving', () => {
  const historyCount = async (orderId: number) =>
    (await t.db.select().from(historyEntries).where(eq(historyEntries.subjectId, orderId))).filter(
      (h) => h.subjectType === 'order',
    ).length;

  it('refuses over-receipt with a clear message and keeps nothing', async () => {
    const { orderId, deliveries } = await placeBagsOrder(admin, refs, ['10']);
    const d = deliveries[0]!;
    const before = await historyCount(orderId);
    const res = await admin('PATCH', `/api/deliveries/${d.id}`, {
      delivery: {
        state: 'DELIVERED',
        received_materials: [{ id: d.lineId, quantity_received: '10.5' }],
        issue: { delivery_issue_type: 'OTHER', delivery_issues: 'too many' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Cannot receive 10.5 of "Portland cement 94 lb bag": at most 10 can be received (the quantity ordered plus the company\'s tolerance).',
    );
    const after = (await admin('GET', `/api/deliveries/${d.id}`)).json().delivery;
    expect(after).toMatchObject({
      state: 'UNSCHEDULED',
      delivery_issue_type: null,
      order_state: 'ORDERED',
    });
    expect(after.order_materials[0].quantity_delivered).toBe('0');
    expect(await historyCount(orderId)).toBe(before);
  });

  it("allows the company's tolerance, refuses a line of another delivery", async () => {
    const { deliveries } = await placeBagsOrder(admin, refs, ['10', '10']);
    const [a, b] = deliveries as [(typeof deliveries)[0], (typeof deliveries)[0]];
    await t.db
      .insert(orderSettings)
      .values({ companyId, overReceiptTolerancePercent: '5' })
      .onConflictDoUpdate({
        target: orderSettings.companyId,
        set: { overReceiptTolerancePercent: '5' },
      });
    try {
      expect((await receive(a.id, a.lineId, '10.5')).statusCode).toBe(200);
    } finally {
      await t.db
        .update(orderSettings)
        .set({ overReceiptTolerancePercent: null })
        .where(eq(orderSettings.companyId, companyId));
    }
    const wrong = await receive(a.id, b.lineId, '1');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toBe('This material is not on this delivery.');
  });

  it('adds decimal quantities exactly over many trucks', async () => {
    const { orderId, deliveries } = await placeOrder(admin, refs, [
      [{ description: 'Rebar #4 cut', unit_name: 'LF', quantity: '1.3' }],
    ]);
    const d = deliveries[0]!;
    expect((await receive(d.id, d.lineId, '1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await receive(d.id, d.lineId, '0.1')).statusCode).toBe(200);
    const delivery = (await admin('GET', `/api/deliveries/${d.id}`)).json().delivery;
    expect(delivery).toMatchObject({ status: 'COMPLETE', incomplete_items: null });
    expect(delivery.order_materials[0]).toMatchObject({
      quantity_delivered: '1.3',
      remaining_quantity: '0',
    });
    expect((await admin('GET', `/api/order/${orderId}`)).json().order.state).toBe('DELIVERED');
    expect((await receive(d.id, d.lineId, '0.0000001')).statusCode).toBe(422);
  });

  it('resolving needs an open issue', async () => {
    const { deliveries } = await placeBagsOrder(admin, refs, ['1']);
    const res = await admin('PATCH', `/api/deliveries/${deliveries[0]!.id}`, {
      delivery: { resolve_issue: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This delivery has no open issue to resolve.');
  });
});

describe('GET /deliveries/fetch_deliveries', () => {
  it("answers the week's deliveries by best guess date", async () => {
    const { deliveries } = await placeBagsOrder(admin, refs, ['1', '1', '1']);
    const [inWeek, later, unscheduled] = deliveries.map((d) => d.id) as [number, number, number];
    await admin('PATCH', `/api/deliveries/${inWeek}`, {
      delivery: { state: 'SCHEDULED', estimated_delivered_at: '2030-06-05' },
    });
    await admin('PATCH', `/api/deliveries/${later}`, {
      delivery: { state: 'REQUESTED', requested_delivered_at: '2030-06-09' },
    });
    const res = await reader(
      'GET',
      '/api/deliveries/fetch_deliveries?start_date=2030-06-02&end_date=2030-06-08',
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().records.map((r: { id: number }) => r.id);
    expect(ids).toContain(inWeek);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(unscheduled);
  });
});

describe('POST /deliveries/:id/ai_match', () => {
  const fixtures = path.join(__dirname, 'tickets', 'fixtures');
  const expected = JSON.parse(
    readFileSync(path.join(fixtures, 'plumbing-backorder.expected.json'), 'utf8'),
  ) as {
    order_lines: {
      description: string;
      product_identifier: string | null;
      quantity: string;
      unit: string;
    }[];
    expected: { quantity: string | null }[];
  };

  it('proposes per line the quantity the ticket lists', async () => {
    const { deliveries } = await placeOrder(admin, refs, [
      expected.order_lines.map((l) => ({
        description: l.description,
        product_identifier: l.product_identifier,
        quantity: l.quantity,
        unit_name: l.unit,
      })),
    ]);
    const d = deliveries[0]!;
    const none = await admin('POST', `/api/deliveries/${d.id}/ai_match`, {});
    expect(none.statusCode).toBe(422);
    const { signedId } = await upload(
      t.app,
      adminCookie,
      'ticket.pdf',
      readFileSync(path.join(fixtures, 'plumbing-backorder.pdf')),
      'application/pdf',
    );
    const res = await admin('POST', `/api/deliveries/${d.id}/ai_match`, {
      image_signed_ids: [signedId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const proposals = res.json().proposals as {
      order_material_id: number;
      quantity: string | null;
    }[];
    expect(proposals.map((p) => [p.order_material_id, p.quantity])).toEqual(
      d.lineIds.map((lineId, i) => [lineId, expected.expected[i]!.quantity]),
    );
    const theirs = await receiver('POST', `/api/deliveries/${d.id}/ai_match`, {
      image_signed_ids: [signedId],
    });
    expect(theirs.statusCode).toBe(404);

    // The ticket attached to the delivery (§3 delivery_files) is read when no image is sent.
    const attached = await admin('PATCH', `/api/deliveries/${d.id}`, {
      delivery: { delivery_file_signed_ids: [signedId] },
    });
    expect(attached.statusCode, attached.body).toBe(200);
    const fromFiles = await admin('POST', `/api/deliveries/${d.id}/ai_match`, {});
    expect(fromFiles.statusCode, fromFiles.body).toBe(200);
    expect(fromFiles.json().proposals).toEqual(proposals);
  });
});
