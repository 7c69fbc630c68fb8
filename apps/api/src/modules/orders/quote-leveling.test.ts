import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEVELING_MESSAGES, orderTotals, type Permission } from '@laydown/domain';
import type { LevelingRecord, OrderRecord } from '@laydown/contracts';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { companyVendors, historyEntries, orderSavings, units } from '../../db/schema/index';

/**
 * Quote leveling (issue 12, decision 0092): GET /order_package/{id}/leveling compares the
 * package's quotes line by line; POST /order/place_leveling_quotes places the chosen lines, needs
 * both send permissions (§6) before the body is read, closes the other quotes and records the
 * savings against the highest quotes.
 */

let t: TestApp;
let admin: ApiCall;
let stranger: ApiCall;
let vendorA: ApiCall;
let vendorB: ApiCall;
let companyId: number;
let projectId: number;
let ea: number;
let vendorAId: number;
let vendorBId: number;
let taxCodeId: number;
let costCodeId: number;
const as: Record<string, ApiCall> = {};

async function companyVendorOf(vendorId: number) {
  const [row] = await t.db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(and(eq(companyVendors.companyId, companyId), eq(companyVendors.vendorId, vendorId)));
  return row!.id;
}

/** A member whose role holds exactly `permissions`. */
async function memberWith(role: 'USER' | 'PURCHASER' | 'MATERIAL_REQUESTER', p: Permission[]) {
  await setRolePermissions(t.db, companyId, role, [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
    ...p,
  ]);
  return apiAs(t.app, await signIn(t.app, await addMember(t.db, companyId, role)));
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  stranger = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  const a = await createVendorUser(t.db, companyId);
  const b = await createVendorUser(t.db, companyId);
  vendorA = apiAs(t.app, await signIn(t.app, a, 'VENDOR'));
  vendorB = apiAs(t.app, await signIn(t.app, b, 'VENDOR'));
  vendorAId = await companyVendorOf(a.vendorId);
  vendorBId = await companyVendorOf(b.vendorId);
  projectId = (await createProjectRow(t.db, companyId)).id;
  const [unit] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  ea = unit!.id;
  const tax = await admin('POST', '/api/tax_codes', {
    tax_code: {
      code: 'LV',
      description: 'Leveling tax',
      tax_type: 'SALES',
      tax_code_rates: [{ rate: '10', available_at: '2020-01-01', expire_at: null }],
    },
  });
  expect(tax.statusCode, tax.body).toBe(201);
  taxCodeId = tax.json().tax_code.id;
  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  costCodeId = code.json().cost_codes[0].id as number;
  as.ordersOnly = await memberWith('USER', ['can_send_and_update_orders']);
  as.rfqsOnly = await memberWith('PURCHASER', ['can_send_and_update_rfqs', 'can_view_costs']);
  as.costless = await memberWith('MATERIAL_REQUESTER', ['can_use_rfq_leveling']);
});
afterAll(() => t.close());

const LINES = ['Rebar #4 20ft', 'Tie wire roll', 'Chairs 2in'];

/** An RFQ to vendors A and B, sent, answered by both and submitted: its package's id. */
async function answeredPackage(): Promise<{ packageId: number; a: number; b: number }> {
  const created = await admin('POST', '/api/order', {
    order: {
      kind: 'RFQ',
      project_id: projectId,
      name: 'Slab rebar',
      company_vendor_ids: [vendorAId, vendorBId],
      deliveries: [
        {
          requested_delivered_at: '2030-03-02',
          order_materials: LINES.map((description) => ({
            description,
            quantity: '10',
            unit_id: ea,
            tax_code_id: taxCodeId,
            cost_code_id: costCodeId,
          })),
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const packageId = created.json().order.order_package_id as number;
  const pkg = (await admin('GET', `/api/order_package/${packageId}`)).json().order_package;
  const [a, b] = pkg.orders.map((o: { id: number }) => o.id) as [number, number];
  for (const id of [a, b]) {
    const sent = await admin('POST', '/api/order/send_rfq', { order_id: id });
    expect(sent.statusCode, sent.body).toBe(200);
  }
  const lineIds = async (call: ApiCall, id: number) =>
    (
      (await call('GET', `/api/vendor_orders/${id}`)).json().order.order_materials as {
        id: number;
      }[]
    ).map((l) => l.id);
  const [a1, a2, a3] = await lineIds(vendorA, a);
  const answerA = await vendorA('PATCH', `/api/vendor_orders/${a}/responses`, {
    order: {
      order_materials: [
        {
          id: a1,
          vendor_response: ['SUBSTITUTION'],
          vendor_note: 'Rebar #4 epoxy',
          unit_cost: '10',
        },
        { id: a2, vendor_response: [], unit_cost: '7' },
        { id: a3, vendor_response: ['DO_NOT_CARRY'] },
      ],
    },
  });
  expect(answerA.statusCode, answerA.body).toBe(200);
  const [b1, b2, b3] = await lineIds(vendorB, b);
  const answerB = await vendorB('PATCH', `/api/vendor_orders/${b}/responses`, {
    order: {
      order_materials: [
        { id: b1, vendor_response: ['CHANGED_PRICE'], unit_cost: '12' },
        { id: b2, vendor_response: [], unit_cost: '6' },
        { id: b3, vendor_response: [], unit_cost: '2' },
      ],
    },
  });
  expect(answerB.statusCode, answerB.body).toBe(200);
  for (const [call, id] of [
    [vendorA, a],
    [vendorB, b],
  ] as const) {
    const res = await call('POST', `/api/vendor_orders/${id}/submit_quote`, {
      order: { quote_expires_at: '2030-01-31T12:00:00.000Z' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return { packageId, a, b };
}

const leveling = async (packageId: number) => {
  const res = await admin('GET', `/api/order_package/${packageId}/leveling`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().leveling as LevelingRecord;
};
const cellIds = (l: LevelingRecord, orderId: number, rows: number[]) =>
  rows.map((r) => l.lines[r]!.cells.find((c) => c.order_id === orderId)!.order_material_id!);

describe('GET /order_package/{id}/leveling', () => {
  it('compares the vendors line by line with the lowest marked, missing and substituted lines', async () => {
    const { packageId, a, b } = await answeredPackage();
    const l = await leveling(packageId);
    expect(l.quotes.map((q) => q.id)).toEqual([a, b]);
    expect(l.lines.map((line) => line.description)).toEqual(LINES);
    const [rebar, wire, chairs] = l.lines;
    expect(rebar!.cells.map((c) => [c.unit_cost, c.lowest])).toEqual([
      ['10', true],
      ['12', false],
    ]);
    expect(rebar!.cells[0]!.substitute_description).toBe('Rebar #4 epoxy');
    expect(wire!.cells.map((c) => c.lowest)).toEqual([false, true]);
    expect(chairs!.cells.map((c) => c.missing)).toEqual(['DO_NOT_CARRY', null]);
    expect(rebar!.cells[0]).toMatchObject({ extended_cost: '100', ext_cost_with_tax: '110' });
    expect(l.quotes[0]).toMatchObject({ quote_received: true, quote_expiry_warning: false });
  });

  it('answers each vendor’s totals with tax as the domain’s orderTotals computes them', async () => {
    const { packageId, a } = await answeredPackage();
    const l = await leveling(packageId);
    const order = (await admin('GET', `/api/order/${a}`)).json().order as OrderRecord;
    const flags = (await admin('GET', '/api/order_settings')).json().order_settings;
    const deliveries = order.deliveries.map((d) => ({
      ...d,
      order_materials: d.order_materials.map((m) => ({
        extended_cost: m.extended_cost ?? null,
        tax_value: m.tax_value ?? null,
      })),
    }));
    const expected = orderTotals(deliveries, { tax_codes: flags.tax_codes });
    expect(l.quotes[0]!.totals).toEqual(expected);
    // 10 × 10 + 10 × 7: the substitution is priced, Do Not Carry is not.
    expect(l.quotes[0]!.totals.materials).toBe('170.000');
  });

  it('is refused without can_use_rfq_leveling or can_view_costs, and 404 across companies', async () => {
    const { packageId } = await answeredPackage();
    const path = `/api/order_package/${packageId}/leveling`;
    expect((await as.costless!('GET', path)).statusCode).toBe(403);
    expect((await as.ordersOnly!('GET', path)).statusCode).toBe(403);
    const foreign = await stranger('GET', path);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('not_found');
  });
});

describe('POST /order/place_leveling_quotes', () => {
  const place = (call: ApiCall, orders: unknown) =>
    call('POST', '/api/order/place_leveling_quotes', { orders });

  it('needs both send permissions, before the body is read', async () => {
    for (const call of [as.ordersOnly!, as.rfqsOnly!]) {
      const res = await call('POST', '/api/order/place_leveling_quotes', { nonsense: '\u0000' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });

  it('places the lines chosen per vendor, closes nothing else open, records the savings', async () => {
    const { packageId, a, b } = await answeredPackage();
    const l = await leveling(packageId);
    const res = await place(admin, [
      { order_id: a, order_material_ids: cellIds(l, a, [0]) },
      { order_id: b, order_material_ids: cellIds(l, b, [1, 2]) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.orders.map((o: { id: number; state: string }) => [o.id, o.state])).toEqual([
      [a, 'ORDERED'],
      [b, 'ORDERED'],
    ]);
    // Rebar 110 (highest 132), wire 66 (highest 77), chairs 22 (only quote): saved 22 + 11.
    expect(body).toMatchObject({ total: '198.000', savings: '33.000', closed_order_ids: [] });
    const orderA = (await admin('GET', `/api/order/${a}`)).json().order as OrderRecord;
    expect(orderA.deliveries.flatMap((d) => d.order_materials.map((m) => m.description))).toEqual([
      'Rebar #4 20ft',
    ]);
    const savings = await t.db
      .select()
      .from(orderSavings)
      .where(eq(orderSavings.companyId, companyId));
    const mine = savings.filter((s) => [a, b].includes(s.orderId));
    expect(mine.map((s) => [s.orderId, Number(s.amount), s.source])).toEqual([
      [a, 22, 'leveling'],
      [b, 11, 'leveling'],
    ]);
    const titles = (
      await t.db
        .select({ title: historyEntries.title })
        .from(historyEntries)
        .where(
          and(eq(historyEntries.companyId, companyId), eq(historyEntries.subjectId, packageId)),
        )
    ).map((h) => h.title);
    expect(titles.some((x) => x.includes('placed 2 orders from quote leveling'))).toBe(true);
    // Each placed order is mailed to its vendor contacts, as any placed order is (decision 0091).
    const mailJobs = await t.db.execute<{ order_id: number }>(
      sql`select (data->>'orderId')::int as order_id from pgboss.job
        where name = 'orders.vendor_mail' and data->>'action' = 'place_order'
        and (data->>'orderId')::int in (${a}, ${b}) order by 1`,
    );
    expect(mailJobs.rows.map((r) => r.order_id)).toEqual([a, b].sort((x, y) => x - y));
  });

  it('closes the quote nobody chose as cancelled by the buyer', async () => {
    const { packageId, a, b } = await answeredPackage();
    const l = await leveling(packageId);
    const res = await place(admin, [{ order_id: b, order_material_ids: cellIds(l, b, [0, 1, 2]) }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().closed_order_ids).toEqual([a]);
    const closed = (await admin('GET', `/api/order/${a}`)).json().order;
    expect([closed.state, closed.badge]).toEqual(['CANCELLED', 'Cancelled by Buyer']);
  });

  it('refuses lines outside the package, missing lines and a line chosen twice (422)', async () => {
    const { packageId, a, b } = await answeredPackage();
    const other = await answeredPackage();
    const l = await leveling(packageId);
    const lo = await leveling(other.packageId);
    const outside = await place(admin, [
      { order_id: a, order_material_ids: cellIds(lo, other.a, [0]) },
    ]);
    expect(outside.statusCode).toBe(422);
    expect(outside.json().error.message).toMatch(/is not on .* in this package/);
    const missing = await place(admin, [{ order_id: a, order_material_ids: cellIds(l, a, [2]) }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.message).toContain('Do not carry');
    const twice = await place(admin, [
      { order_id: a, order_material_ids: cellIds(l, a, [0]) },
      { order_id: b, order_material_ids: cellIds(l, b, [0]) },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe(LEVELING_MESSAGES.chosenTwice('Rebar #4 20ft'));
    const mixed = await place(admin, [
      { order_id: a, order_material_ids: cellIds(l, a, [0]) },
      { order_id: other.b, order_material_ids: cellIds(lo, other.b, [1]) },
    ]);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error.message).toBe(LEVELING_MESSAGES.onePackage);
    // Nothing was placed by the refused calls.
    expect((await leveling(packageId)).quotes).toHaveLength(2);
  });

  it('answers 404 for another company’s quote, whatever lines are sent', async () => {
    const { packageId, a } = await answeredPackage();
    const l = await leveling(packageId);
    const res = await place(stranger, [{ order_id: a, order_material_ids: cellIds(l, a, [0]) }]);
    expect(res.statusCode).toBe(404);
    expect((await leveling(packageId)).quotes).toHaveLength(2);
  });

  it('places one set of orders when two place calls race', async () => {
    const { packageId, a, b } = await answeredPackage();
    const l = await leveling(packageId);
    const choice = [
      { order_id: a, order_material_ids: cellIds(l, a, [0, 1]) },
      { order_id: b, order_material_ids: cellIds(l, b, [2]) },
    ];
    // The second names the same quotes the other way round: the calls wait, never deadlock.
    const answers = await Promise.all([place(admin, choice), place(admin, [...choice].reverse())]);
    expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join()).toEqual([
      201, 409,
    ]);
    const savings = await t.db
      .select()
      .from(orderSavings)
      .where(and(eq(orderSavings.companyId, companyId), eq(orderSavings.orderId, a)));
    expect(savings).toHaveLength(1);
  });
});
