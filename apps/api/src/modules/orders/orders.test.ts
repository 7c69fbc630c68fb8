import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import {
  companyUserProjectGroups,
  deliveries,
  historyEntries,
  orderMaterials,
  orders,
  units,
} from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { createMaterial } from '../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../test/factories/orders';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { systemScope } from '../../platform/scope';
import { changeOrderSettings } from './index';

let t: TestApp;
let admin: ApiCall;
let requester: ApiCall;
let user: ApiCall;
let stranger: ApiCall;
let companyId: number;
let otherId: number;
let projectId: number;
let vendorId: number;
let unitId: number;
let materialId: number;
let taxCodeId: number;
let costCodeId: number;
let farCostCodeId: number;
const other = { projectId: 0, vendorId: 0, unitId: 0, materialId: 0, taxCodeId: 0, costCodeId: 0 };

async function unitOf(company: number, name = 'EA') {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, company), eq(units.name, name), eq(units.multiplier, '1')));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
}

async function taxCode(call: ApiCall, code: string) {
  const res = await call('POST', '/api/tax_codes', {
    tax_code: { code, tax_code_rates: [{ rate: '8.25', available_at: '2020-01-01' }] },
  });
  return res.json().tax_code.id as number;
}

async function costCode(call: ApiCall, code: string, projectIds: number[] = []) {
  const res = await call('POST', '/api/cost_codes', {
    cost_codes: [{ code, description: `${code} concrete`, project_ids: projectIds }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().cost_codes[0].id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const otherCompany = await createCompany(t.db);
  companyId = company.id;
  otherId = otherCompany.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  const requesterMember = await addMember(t.db, companyId, 'MATERIAL_REQUESTER');
  requester = apiAs(t.app, await signIn(t.app, requesterMember));
  const userMember = await addMember(t.db, companyId, 'USER');
  user = apiAs(t.app, await signIn(t.app, userMember));
  stranger = apiAs(t.app, await signIn(t.app, otherCompany.admin));
  projectId = (await createProjectRow(t.db, companyId)).id;
  // These roles see only the orders of their project groups' projects (decision 0084).
  const projectGroupId = await createProjectGroupRow(t.db, companyId, [projectId]);
  await t.db.insert(companyUserProjectGroups).values(
    [userMember, requesterMember].map((member) => ({
      companyId,
      companyUserId: member.companyUserId,
      projectGroupId,
    })),
  );
  vendorId = (await createCompanyVendorRow(t.db, companyId)).id;
  unitId = await unitOf(companyId);
  materialId = await createMaterial(t.db, companyId, { description: 'Rebar #4 20ft' });
  taxCodeId = await taxCode(admin, 'TX');
  costCodeId = await costCode(admin, '03-300');
  const farProject = (await createProjectRow(t.db, companyId)).id;
  farCostCodeId = await costCode(admin, '03-400', [farProject]);
  const filtering = await admin('PATCH', '/api/company_settings/other_settings', {
    other_settings: { cost_code_settings: { project_filtering_enabled: true } },
  });
  expect(filtering.statusCode, filtering.body).toBe(200);
  other.projectId = (await createProjectRow(t.db, otherId)).id;
  other.vendorId = (await createCompanyVendorRow(t.db, otherId)).id;
  other.unitId = await unitOf(otherId);
  other.materialId = await createMaterial(t.db, otherId);
  other.taxCodeId = await taxCode(stranger, 'TX');
  other.costCodeId = await costCode(stranger, '03-300');
});
afterAll(() => t.close());

const line = (fields: Record<string, unknown> = {}) => ({
  description: 'Concrete 4000 PSI',
  quantity: '4',
  unit_id: unitId,
  unit_cost: '2.5',
  tax_code_id: taxCodeId,
  cost_code_id: costCodeId,
  ...fields,
});

const draft = (fields: Record<string, unknown> = {}, lines = [line()]) => ({
  order: {
    kind: 'ORDER',
    project_id: projectId,
    company_vendor_id: vendorId,
    name: 'Level 2 slab',
    deliveries: [{ requested_delivered_at: '2026-03-02', order_materials: lines }],
    ...fields,
  },
});

async function create(call: ApiCall = admin, body: unknown = draft()) {
  const res = await call('POST', '/api/order', body as Record<string, unknown>);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order;
}

/** The whole document of an answered order as PATCH takes it back. */
function documentOf(order: {
  version: number;
  project_id: number;
  company_vendor_id: number | null;
  name: string;
  deliveries: { id: number; order_materials: Record<string, unknown>[] }[];
}) {
  return {
    version: order.version,
    project_id: order.project_id,
    company_vendor_id: order.company_vendor_id,
    name: order.name,
    deliveries: order.deliveries.map((d) => ({
      id: d.id,
      order_materials: d.order_materials.map((l) => ({
        id: l.id,
        description: l.description,
        quantity: l.quantity,
        unit_id: l.unit_id,
        unit_cost: l.unit_cost,
        tax_code_id: l.tax_code_id,
        cost_code_id: l.cost_code_id,
        company_material_id: l.company_material_id,
      })),
    })),
  };
}

const countOf = async (table: typeof orders | typeof deliveries | typeof orderMaterials) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0]!.n;

describe('POST /order', () => {
  it('creates a draft order with its deliveries and lines, money and a history entry', async () => {
    const order = await create(
      admin,
      draft({}, [
        line(),
        line({ description: '  ', quantity: '9' }),
        line({ description: 'Sand', quantity: '2', unit_cost: '1.5', tax_code_id: null }),
      ]),
    );
    expect(order).toMatchObject({
      kind: 'ORDER',
      state: 'DRAFT',
      sub_state: 'DRAFT_ORDER',
      badge: 'Drafted',
      order_number_label: 'Ref Number',
      version: 1,
      project_id: projectId,
      company_vendor_id: vendorId,
      last_action: { author_type: 'User', author_name: 'Ada Admin' },
    });
    const [delivery] = order.deliveries;
    expect(delivery.requested_delivered_at).toBe('2026-03-02T12:00:00.000Z');
    // §5: the line without a description is dropped.
    expect(delivery.order_materials.map((l: { description: string }) => l.description)).toEqual([
      'Concrete 4000 PSI',
      'Sand',
    ]);
    expect(delivery.order_materials[0]).toMatchObject({
      quantity: '4',
      unit_cost: '2.5',
      extended_cost: '10',
      tax_value: '0.83',
      ext_cost_with_tax: '10.83',
    });
    expect(delivery.order_materials[1]).toMatchObject({ extended_cost: '3', tax_value: '0' });
    expect(order.totals).toMatchObject({ materials: '13.000', total: '13.000' });
    const history = (await admin('GET', `/api/order/${order.id}/history`)).json().records;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ event: 'create', author: { name: 'Ada Admin' } });
    expect(history[0].title).toContain('{date}');
  });

  it('creates a draft RFQ whose lines need no unit cost', async () => {
    const order = await create(
      admin,
      draft({ kind: 'RFQ' }, [line({ unit_cost: null, tax_code_id: null })]),
    );
    expect(order).toMatchObject({ kind: 'RFQ', state: 'DRAFT', sub_state: 'DRAFT_QUOTE' });
  });

  it('reports the missing fields of a line with their labels and saves nothing', async () => {
    const before = await countOf(orders);
    const res = await admin(
      'POST',
      '/api/order',
      draft({}, [
        line({ unit_id: null, unit_cost: null, cost_code_id: null }),
        line({ cost_code_id: farCostCodeId }),
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'order.deliveries.0.order_materials.0': ['Missing: Unit cost, Unit, Cost code'],
      // §5: with project filtering on, a cost code of other projects is refused.
      'order.deliveries.0.order_materials.1.cost_code_id': [
        'This cost code is not available for the project.',
      ],
    });
    expect(await countOf(orders)).toBe(before);
  });

  it('refuses bad input with a 4xx and the field', async () => {
    const cases: [unknown, string, string][] = [
      [
        draft({}, [line({ quantity: '-1' })]),
        'order.deliveries.0.order_materials.0.quantity',
        'Quantity must be at least 0',
      ],
      [
        draft({}, [line({ quantity: 'ten' })]),
        'order.deliveries.0.order_materials.0.quantity',
        'Quantity must be a number',
      ],
      [
        draft({ deliveries: [{ shipping_value: 'abc', order_materials: [] }] }),
        'order.deliveries.0.shipping_value',
        'Must be a number',
      ],
      [
        draft({ deliveries: [{ discount_value: '-5', order_materials: [] }] }),
        'order.deliveries.0.discount_value',
        'Must be 0 or more',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin('POST', '/api/order', body as Record<string, unknown>);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field]).toEqual([message]);
    }
    const odd = [
      draft({ surprise: 1 }),
      draft({ project_id: 'one' }),
      draft({}, [line({ description: 'a\u0000b' })]),
      draft({}, [line({ description: 'x'.repeat(100_000) })]),
      draft({ deliveries: [] }),
      draft({ kind: 'INVOICE' }),
    ];
    for (const body of odd) {
      const res = await admin('POST', '/api/order', body);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it("answers 404 for another company's project, vendor, material, unit, tax code or cost code, and writes nothing", async () => {
    const before = [
      await countOf(orders),
      await countOf(deliveries),
      await countOf(orderMaterials),
    ];
    const bodies = [
      draft({ project_id: other.projectId }),
      draft({ company_vendor_id: other.vendorId }),
      draft({}, [line({ company_material_id: other.materialId })]),
      draft({}, [line({ unit_id: other.unitId })]),
      draft({}, [line({ tax_code_id: other.taxCodeId })]),
      draft({}, [line({ cost_code_id: other.costCodeId })]),
    ];
    for (const body of bodies) {
      const res = await admin('POST', '/api/order', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
    expect([
      await countOf(orders),
      await countOf(deliveries),
      await countOf(orderMaterials),
    ]).toEqual(before);
  });

  it('answers 403 before reading the body for a user without the permission', async () => {
    // A material requester may draft but not place a quick PO; the body is not even looked at.
    const res = await requester('POST', '/api/order/quick_po', { nonsense: true });
    expect(res.statusCode).toBe(403);
    const garbage = await requester('POST', '/api/order/cancel_order', 'not json at all');
    expect(garbage.statusCode).toBe(403);
  });

  it('gives 50 orders created at once 50 distinct numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => admin('POST', '/api/order', draft())),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.json().order.order_number);
    expect(new Set(numbers).size).toBe(50);
  });

  it('numbers orders by the company PO number method', async () => {
    const company = await createCompany(t.db);
    const call = apiAs(t.app, await signIn(t.app, company.admin));
    const project = await createProjectRow(t.db, company.id, 'Tower');
    await changeOrderSettings(t.db, systemScope('test', company.id), {
      poNumberGenerationMethod: 'PREFIX_WITH_PROJECT_ID',
    });
    const body = {
      order: {
        kind: 'ORDER',
        project_id: project.id,
        deliveries: [{ order_materials: [] }],
      },
    };
    const first = await create(call, body);
    const second = await create(call, body);
    expect([first.order_number, second.order_number]).toEqual([
      `${project.projectCode}-1`,
      `${project.projectCode}-2`,
    ]);
  });

  it('keeps nothing of a create that fails half way, and gives its number back', async () => {
    await t.db.execute(sql`
      create or replace function fail_half_way() returns trigger language plpgsql as $$
      begin
        if new.description = 'FAIL HALF WAY' then raise exception 'failing on purpose' using errcode = 'XX000'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger fail_half_way before insert on order_materials
      for each row execute function fail_half_way()`);
    const company = await createCompany(t.db);
    const call = apiAs(t.app, await signIn(t.app, company.admin));
    const project = await createProjectRow(t.db, company.id);
    const cost_code_id = await costCode(call, '01-100');
    const body = (description: string) => ({
      order: {
        kind: 'RFQ',
        project_id: project.id,
        deliveries: [
          { order_materials: [{ description, unit_name: 'EA', quantity: '1', cost_code_id }] },
        ],
      },
    });
    const failed = await call('POST', '/api/order', body('FAIL HALF WAY'));
    expect(failed.statusCode, failed.body).toBe(500);
    const rows = async (table: typeof orders | typeof deliveries) =>
      (await t.db.select({ n: count() }).from(table).where(eq(table.companyId, company.id)))[0]!.n;
    // The cost code made above has its own history entry; the order must have none.
    const orderHistory = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(historyEntries)
          .where(
            and(eq(historyEntries.companyId, company.id), eq(historyEntries.subjectType, 'order')),
          )
      )[0]!.n;
    expect([await rows(orders), await rows(deliveries), await orderHistory()]).toEqual([0, 0, 0]);
    const ok = await create(call, body('Gravel'));
    expect(ok.order_number).toBe('1');
    await t.db.execute(sql`drop trigger fail_half_way on order_materials`);
  });
});

describe('GET /order/:id and costs', () => {
  it("answers 404 for another company's order", async () => {
    const order = await create();
    expect((await stranger('GET', `/api/order/${order.id}`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/order/${order.id}/history`)).statusCode).toBe(404);
    expect((await stranger('GET', `/api/order/${order.id}.pdf`)).statusCode).toBe(404);
    expect(
      (await stranger('PATCH', `/api/order/${order.id}`, { order: documentOf(order) })).statusCode,
    ).toBe(404);
    expect(
      (await stranger('POST', '/api/order/cancel_order', { order_id: order.id })).statusCode,
    ).toBe(404);
  });

  it('never sends a cost to a user without can_view_costs', async () => {
    const order = await create();
    const moneyKeys =
      /"(unit_cost|extended_cost|tax_value|ext_cost_with_tax|discount_value|shipping_value|other_value|totals)"/;
    const read = await requester('GET', `/api/order/${order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toMatch(moneyKeys);
    expect(read.json().order.deliveries[0].order_materials[0].quantity).toBe('4');
    const edited = await requester('PATCH', `/api/order/${order.id}`, { order: documentOf(order) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.body).not.toMatch(moneyKeys);
    const history = await requester('GET', `/api/order/${order.id}/history`);
    expect(history.body).not.toMatch(moneyKeys);
    const created = await requester('POST', '/api/order', draft({}, [line({ unit_cost: '3' })]));
    expect(created.statusCode).toBe(201);
    expect(created.body).not.toMatch(moneyKeys);
    const cancelled = await requester('POST', '/api/order/cancel_order', { order_id: order.id });
    expect(cancelled.statusCode).toBe(403);
    // The admin sees them.
    expect((await admin('GET', `/api/order/${order.id}`)).body).toMatch(moneyKeys);
  });

  it('renders the PDF, without prices for a user without can_view_costs', async () => {
    const order = await create();
    const res = await admin('GET', `/api/order/${order.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { extractText } = await import('unpdf');
    const text = async (payload: Buffer) =>
      (await extractText(new Uint8Array(payload), { mergePages: true })).text;
    expect(await text(res.rawPayload)).toContain('$10.00');
    const plain = await requester('GET', `/api/order/${order.id}.pdf`);
    expect(plain.statusCode).toBe(200);
    expect(await text(plain.rawPayload)).not.toContain('$');
  });

  it('keeps a project that has orders (409 on delete)', async () => {
    const order = await create();
    const res = await admin('DELETE', `/api/project/${order.project_id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This project has orders and cannot be deleted.');
  });

  it('answers the order settings', async () => {
    const res = await user('GET', '/api/order_settings');
    expect(res.statusCode).toBe(200);
    expect(res.json().order_settings).toMatchObject({
      po_number_generation_method: 'DEFAULT',
      lock_order_option: 'NEVER',
      new_order_material_rows: 10,
    });
  });
});

describe('PATCH /order/:id', () => {
  it('replaces the document, moves the version on and records field-level changes', async () => {
    const order = await create(
      admin,
      draft({}, [line(), line({ description: 'Sand', company_material_id: materialId })]),
    );
    const doc = documentOf(order);
    const [first, second] = doc.deliveries[0]!.order_materials;
    const res = await admin('PATCH', `/api/order/${order.id}`, {
      order: {
        ...doc,
        name: 'Level 3 slab',
        deliveries: [
          {
            ...doc.deliveries[0],
            shipping_value: '25',
            order_materials: [
              { ...first, quantity: '6' },
              { ...second, description: 'Sand, washed' },
              line({ description: 'Gravel' }),
            ],
          },
          { order_materials: [line({ description: 'Forms' })] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().order;
    expect(updated.version).toBe(2);
    expect(updated.name).toBe('Level 3 slab');
    expect(updated.deliveries).toHaveLength(2);
    const lines = updated.deliveries[0].order_materials;
    expect(lines.map((l: { description: string }) => l.description)).toEqual([
      'Concrete 4000 PSI',
      'Sand, washed',
      'Gravel',
    ]);
    expect(lines[0]).toMatchObject({ quantity: '6', extended_cost: '15' });
    // §4: the changed text clears the catalogue link.
    expect(lines[1].company_material_id).toBeNull();
    expect(updated.totals.shipping).toBe('25.000');
    const [entry] = (await admin('GET', `/api/order/${order.id}/history`)).json().records;
    expect(entry.event).toBe('update');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { section: 'order', field: 'name', old: 'Level 2 slab', new: 'Level 3 slab' },
        { section: 'order_materials', field: `${first!.id}.quantity`, old: '4', new: '6' },
        {
          section: 'deliveries',
          field: `${doc.deliveries[0]!.id}.shipping_value`,
          old: null,
          new: '25',
        },
      ]),
    );
    // A line left out is deleted (kept for history, not shown).
    const removed = await admin('PATCH', `/api/order/${order.id}`, {
      order: { ...documentOf(updated), deliveries: [documentOf(updated).deliveries[0]!] },
    });
    expect(removed.json().order.deliveries).toHaveLength(1);
  });

  it('moves a stored line to a new delivery, keeping the line', async () => {
    const order = await create(admin, draft({}, [line(), line({ description: 'Sand' })]));
    const doc = documentOf(order);
    const [first, second] = doc.deliveries[0]!.order_materials;
    const res = await admin('PATCH', `/api/order/${order.id}`, {
      order: {
        ...doc,
        deliveries: [
          { ...doc.deliveries[0], order_materials: [first] },
          { order_materials: [second, line({ description: 'Gravel' })] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [stored, added] = res.json().order.deliveries;
    expect(stored.order_materials.map((l: { id: number }) => l.id)).toEqual([first!.id]);
    expect(added.id).not.toBe(stored.id);
    expect(added.order_materials.map((l: { description: string }) => l.description)).toEqual([
      'Sand',
      'Gravel',
    ]);
    expect(added.order_materials[0].id).toBe(second!.id);
    expect(
      added.order_materials.every((l: { delivery_id: number }) => l.delivery_id === added.id),
    ).toBe(true);
  });

  it('refuses a save based on an older version with 409 and the current version, keeping the newer save', async () => {
    const order = await create();
    const doc = documentOf(order);
    expect(
      (await admin('PATCH', `/api/order/${order.id}`, { order: { ...doc, name: 'First' } }))
        .statusCode,
    ).toBe(200);
    const stale = await admin('PATCH', `/api/order/${order.id}`, {
      order: { ...doc, name: 'Second' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'stale_version', current_version: 2 });
    expect((await admin('GET', `/api/order/${order.id}`)).json().order.name).toBe('First');
  });

  it("answers 404 for another company's line ids and reference ids, and writes nothing", async () => {
    const mine = await create();
    const theirs = await create(stranger, {
      order: {
        kind: 'ORDER',
        project_id: other.projectId,
        deliveries: [
          {
            order_materials: [
              {
                description: 'X',
                unit_id: other.unitId,
                quantity: '1',
                unit_cost: '1',
                cost_code_id: other.costCodeId,
              },
            ],
          },
        ],
      },
    });
    const doc = documentOf(mine);
    const foreignLine = theirs.deliveries[0].order_materials[0].id;
    const foreignDelivery = theirs.deliveries[0].id;
    const attempts = [
      {
        ...doc,
        deliveries: [
          {
            ...doc.deliveries[0],
            order_materials: [{ ...doc.deliveries[0]!.order_materials[0], id: foreignLine }],
          },
        ],
      },
      { ...doc, deliveries: [{ ...doc.deliveries[0], id: foreignDelivery }] },
      { ...doc, project_id: other.projectId },
      {
        ...doc,
        deliveries: [{ ...doc.deliveries[0], order_materials: [line({ unit_id: other.unitId })] }],
      },
    ];
    for (const attempt of attempts) {
      expect((await admin('PATCH', `/api/order/${mine.id}`, { order: attempt })).statusCode).toBe(
        404,
      );
    }
    expect((await admin('GET', `/api/order/${mine.id}`)).json().order.version).toBe(1);
  });

  it('refuses a save of a PO locked by the company lock option, with the message', async () => {
    const company = await createCompany(t.db);
    const call = apiAs(t.app, await signIn(t.app, company.admin));
    const project = await createProjectRow(t.db, company.id);
    const vendor = await createCompanyVendorRow(t.db, company.id);
    const cost_code_id = await costCode(call, '02-200');
    const res = await call('POST', '/api/order/quick_po', {
      order: {
        project_id: project.id,
        company_vendor_id: vendor.id,
        deliveries: [
          {
            order_materials: [
              { description: 'Pipe', unit_name: 'EA', quantity: '2', unit_cost: '3', cost_code_id },
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    expect(order).toMatchObject({
      state: 'ORDERED',
      sub_state: 'ORDERED_REQUESTED',
      quick_created: true,
      order_number_label: 'PO Number',
    });
    await changeOrderSettings(t.db, systemScope('test', company.id), {
      lockOrderOption: 'ORDER_CONFIRMATION',
    });
    // The vendor's confirmation (the vendor portal's call) is stood in for here.
    await t.db.update(orders).set({ subState: 'ORDERED_CONFIRMED' }).where(eq(orders.id, order.id));
    const locked = await call('PATCH', `/api/order/${order.id}`, { order: documentOf(order) });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error).toMatchObject({
      code: 'order_locked',
      message: 'This PO is locked because the vendor has confirmed it.',
    });
    expect((await call('GET', `/api/order/${order.id}`)).json().order).toMatchObject({
      locked: true,
      abilities: { update: false },
    });
  });
});

describe('order actions through the state machine', () => {
  it('cancels a draft, refuses what the state does not allow naming the state, and records it', async () => {
    const order = await create();
    const cancel = await admin('POST', '/api/order/cancel_order', {
      order_id: order.id,
      version: 1,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().order).toMatchObject({
      state: 'CANCELLED',
      sub_state: 'CANCELLED_ORDER_BY_BUYER',
      badge: 'Cancelled by Buyer',
      version: 2,
    });
    const again = await admin('POST', '/api/order/cancel_order', { order_id: order.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'invalid_transition',
      message: 'An order in state CANCELLED (CANCELLED_ORDER_BY_BUYER) cannot be cancelled',
    });
    const restore = await admin('POST', '/api/order/undiscard_order', { order_id: order.id });
    expect(restore.statusCode).toBe(409);
    const edit = await admin('PATCH', `/api/order/${order.id}`, {
      order: { ...documentOf(order), version: 2 },
    });
    expect(edit.statusCode).toBe(409);
    const history = (await admin('GET', `/api/order/${order.id}/history`)).json().records;
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { section: 'order', field: 'state', old: 'DRAFT', new: 'CANCELLED' },
      ]),
    );
  });

  it('sends a draft RFQ to its vendor, then places it as an order with a PO Number', async () => {
    const rfq = await create(admin, draft({ kind: 'RFQ' }));
    const sent = await admin('POST', '/api/order/send_rfq', { order_id: rfq.id, version: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().order).toMatchObject({
      kind: 'RFQ',
      state: 'QUOTED',
      sub_state: 'QUOTED_REQUESTED',
      badge: 'Quote Requested',
      order_number_label: 'Ref Number',
    });
    const again = await admin('POST', '/api/order/send_rfq', { order_id: rfq.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invalid_transition');
    const placed = await admin('POST', '/api/order/place_order', { order_id: rfq.id });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().order).toMatchObject({
      kind: 'ORDER',
      state: 'ORDERED',
      sub_state: 'ORDERED_REQUESTED',
      badge: 'Order Placed',
      order_number_label: 'PO Number',
    });
    const history = (await admin('GET', `/api/order/${rfq.id}/history`)).json().records;
    expect(history[0].title).toMatch(/ placed /);
    expect(history[1].title).toMatch(/ sent /);
  });

  it('refuses to send an order without a vendor or without a line, and a user without the permission', async () => {
    const noVendor = await create(admin, draft({ company_vendor_id: null }));
    const refused = await admin('POST', '/api/order/place_order', { order_id: noVendor.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'order.company_vendor_id': ['Choose a vendor before sending.'],
    });
    const noLines = await create(admin, draft({}, []));
    const empty = await admin('POST', '/api/order/place_order', { order_id: noLines.id });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toBe('Add at least one material before sending.');
    const order = await create();
    const forbidden = await requester('POST', '/api/order/place_order', { order_id: order.id });
    expect(forbidden.statusCode).toBe(403);
    expect(
      (await stranger('POST', '/api/order/place_order', { order_id: order.id })).statusCode,
    ).toBe(404);
    expect((await admin('GET', `/api/order/${order.id}`)).json().order.state).toBe('DRAFT');
  });

  it('approves only requests, and asks the vendor of a placed order for an update', async () => {
    const order = await create();
    const approve = await admin('POST', '/api/order/approve_order', { order_id: order.id });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().error.message).toBe(
      'An order in state DRAFT (DRAFT_ORDER) cannot be approved',
    );
    const stale = await admin('POST', '/api/order/cancel_order', {
      order_id: order.id,
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('stale_version');
    const po = await admin('POST', '/api/order/quick_po', {
      order: {
        project_id: projectId,
        company_vendor_id: vendorId,
        deliveries: [{ order_materials: [line()] }],
      },
    });
    const update = await admin('PATCH', `/api/order/request_update/${po.json().order.id}`, {
      comment: 'Please confirm dates',
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().order).toMatchObject({ state: 'ORDERED', sub_state: 'ORDERED_REQUESTED' });
  });
});
