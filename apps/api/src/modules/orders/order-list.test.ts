import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companyUserProjectGroups, units } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../test/factories/materials';
import { createCompanyVendorRow, createOrder } from '../../../test/factories/orders';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';

/**
 * GET /api/orders (issue 15, decision 0084): Load More paging of 50, search, state and project
 * filters, sort, state counts, the project-group rule and no money without can_view_costs.
 */

let t: TestApp;
let admin: ApiCall;
let grouped: ApiCall; // a material requester in the first project's group only
let ungrouped: ApiCall; // a material requester in no group
let noCosts: ApiCall; // reads every group's orders, but may not see costs
let nobody: ApiCall;
let stranger: ApiCall;
const ids = { slab: 0, roof: 0, stranger: 0, roofProject: 0 };
const names = { slabProject: '', roofProject: '', vendor: '' };
const BULK = 60;

interface Row {
  id: number;
  name: string;
  order_number: string;
  state: string;
  project_name: string;
  vendor_name: string | null;
  materials_total?: string;
}
type Page = {
  records: Row[];
  total_count: number;
  has_more: boolean;
  facets: { state: { value: string; label: string; count: number }[] };
};

async function unitOf(companyId: number) {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    // EA exists with several multipliers (each, per 100...): the plain one.
    .where(and(eq(units.companyId, companyId), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  if (!row) throw new Error('no unit EA');
  return row.id;
}

async function list(call: ApiCall, query = ''): Promise<Page> {
  const res = await call('GET', `/api/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  await setRolePermissions(t.db, company.id, 'USER', [
    'can_read_orders_and_rfqs',
    'can_see_orders_from_all_groups',
  ]);
  await setRolePermissions(t.db, company.id, 'PURCHASER', []);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  const requester = await addMember(t.db, company.id, 'MATERIAL_REQUESTER');
  grouped = apiAs(t.app, await signIn(t.app, requester));
  ungrouped = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  noCosts = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  nobody = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  stranger = apiAs(t.app, await signIn(t.app, other.admin));

  const slabProject = await createProjectRow(t.db, company.id, 'Harbor Tower');
  const roofProject = await createProjectRow(t.db, company.id, 'Mill Street Lofts');
  names.slabProject = slabProject.name;
  names.roofProject = roofProject.name;
  ids.roofProject = roofProject.id;
  const groupId = await createProjectGroupRow(t.db, company.id, [slabProject.id]);
  await createProjectGroupRow(t.db, company.id, [roofProject.id]);
  await t.db.insert(companyUserProjectGroups).values({
    companyId: company.id,
    companyUserId: requester.companyUserId,
    projectGroupId: groupId,
  });
  const vendor = await createCompanyVendorRow(t.db, company.id, 'Acme Rebar Supply');
  names.vendor = vendor.name;

  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  const costCodeId = code.json().cost_codes[0].id as number;
  const created = await admin('POST', '/api/order', {
    order: {
      kind: 'ORDER',
      project_id: slabProject.id,
      company_vendor_id: vendor.id,
      name: 'Level 2 slab',
      deliveries: [
        {
          order_materials: [
            {
              description: 'Concrete 4000 PSI',
              quantity: '4',
              unit_id: await unitOf(company.id),
              cost_code_id: costCodeId,
              unit_cost: '2.5',
            },
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.slab = created.json().order.id;
  ids.roof = await createOrder(t.db, company.id, {
    state: 'ORDERED',
    projectId: roofProject.id,
    name: 'Roof deck',
    lines: [],
  });
  const bulkProject = await createProjectRow(t.db, company.id, 'Depot');
  for (let i = 0; i < BULK; i += 1) {
    await createOrder(t.db, company.id, {
      state: i % 3 === 0 ? 'QUOTED' : 'DRAFT',
      projectId: bulkProject.id,
      name: `Bulk ${String(i).padStart(2, '0')}`,
      lines: [],
    });
  }
  const otherMaterial = await createMaterial(t.db, other.id);
  ids.stranger = await createOrder(t.db, other.id, {
    state: 'DRAFT',
    name: 'Level 2 slab',
    lines: [{ materialId: otherMaterial }],
  });
});
afterAll(() => t.close());

describe('GET /api/orders', () => {
  it('pages 50 at a time with Load More until every order was listed once', async () => {
    const first = await list(admin);
    expect(first.total_count).toBe(BULK + 2);
    expect(first.records).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const second = await list(admin, '?page=2');
    expect(second.records).toHaveLength(BULK + 2 - 50);
    expect(second.has_more).toBe(false);
    const seen = [...first.records, ...second.records].map((r) => r.id);
    expect(new Set(seen).size).toBe(BULK + 2);
    expect(seen).toContain(ids.slab);
    expect(seen).not.toContain(ids.stranger);
  });

  it('shows an order with its project, vendor, badge and number label', async () => {
    const { records } = await list(admin, '?search=Level 2 slab');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: ids.slab,
      name: 'Level 2 slab',
      state: 'DRAFT',
      project_name: names.slabProject,
      vendor_name: names.vendor,
      order_number_label: 'Ref Number',
      badge: 'Drafted',
      materials_total: '10',
    });
  });

  it('searches the order number, name, project name and vendor name, never another company', async () => {
    const byName = await list(admin, '?search=level 2');
    expect(byName.records.map((r) => r.id)).toEqual([ids.slab]);
    const byProject = await list(admin, `?search=${encodeURIComponent('mill street')}`);
    expect(byProject.records.map((r) => r.id)).toEqual([ids.roof]);
    const byVendor = await list(admin, '?search=acme rebar');
    expect(byVendor.records.map((r) => r.id)).toEqual([ids.slab]);
    const number = byName.records[0]!.order_number;
    const byNumber = await list(admin, `?search=${encodeURIComponent(number)}`);
    expect(byNumber.records.map((r) => r.id)).toContain(ids.slab);
    expect(byNumber.records.map((r) => r.id)).not.toContain(ids.stranger);
    expect((await list(admin, '?search=%25')).total_count).toBe(0);
    expect((await list(admin, '?search=nothing like this')).records).toEqual([]);
  });

  it('filters by state and project and counts every state of the search', async () => {
    const quoted = await list(admin, '?state=QUOTED');
    expect(quoted.total_count).toBe(BULK / 3);
    expect(quoted.records.every((r) => r.state === 'QUOTED')).toBe(true);
    // The counts ignore the state filter, so every state tab keeps its number.
    expect(quoted.facets.state).toEqual([
      { value: 'DRAFT', label: 'DRAFT', count: BULK - BULK / 3 + 1 },
      { value: 'ORDERED', label: 'ORDERED', count: 1 },
      { value: 'QUOTED', label: 'QUOTED', count: BULK / 3 },
    ]);
    const roof = await list(admin, `?project_id=${ids.roofProject}`);
    expect(roof.records.map((r) => r.id)).toEqual([ids.roof]);
    const none = await list(admin, `?project_id=${ids.roofProject}&state=DRAFT`);
    expect(none.total_count).toBe(0);
    expect(none.facets.state).toEqual([{ value: 'ORDERED', label: 'ORDERED', count: 1 }]);
  });

  it('sorts by the requested key in either direction', async () => {
    const asc = await list(admin, '?search=Bulk&sort=name&sort_direction=asc');
    expect(asc.records[0]!.name).toBe('Bulk 00');
    expect(asc.records.map((r) => r.name)).toEqual(asc.records.map((r) => r.name).sort());
    const desc = await list(admin, '?search=Bulk&sort=name&sort_direction=desc');
    expect(desc.records[0]!.name).toBe(`Bulk ${BULK - 1}`);
  });

  it('answers 403 before reading the query for a user without can_read_orders_and_rfqs', async () => {
    for (const query of ['', '?page=abc', '?state=NOPE', '?junk=1']) {
      expect((await nobody('GET', `/api/orders${query}`)).statusCode, query).toBe(403);
    }
  });

  it('refuses bad queries with a 400', async () => {
    for (const query of [
      '?page=0',
      '?page=abc',
      '?state=ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
      '?sort=total',
      '?project_id=-1',
      `?search=${'x'.repeat(100_000)}`,
      '?unknown=1',
    ]) {
      expect((await admin('GET', `/api/orders${query}`)).statusCode, query.slice(0, 40)).toBe(400);
    }
    const nul = await admin('GET', '/api/orders?search=a%00b');
    expect(nul.statusCode).toBeGreaterThanOrEqual(400);
    expect(nul.statusCode).toBeLessThan(500);
  });

  it("lists only the caller's company's orders", async () => {
    const page = await list(stranger);
    expect(page.records.map((r) => r.id)).toEqual([ids.stranger]);
  });
});

describe('the project-group rule (can_see_orders_from_all_groups)', () => {
  it("lists only the orders of the user's project groups", async () => {
    const page = await list(grouped);
    expect(page.records.map((r) => r.id)).toEqual([ids.slab]);
    expect(page.facets.state).toEqual([{ value: 'DRAFT', label: 'DRAFT', count: 1 }]);
    expect((await list(ungrouped)).total_count).toBe(0);
  });

  it("answers 404 for an order of a project outside the user's groups", async () => {
    expect((await grouped('GET', `/api/order/${ids.roof}`)).statusCode).toBe(404);
    expect((await grouped('GET', `/api/order/${ids.roof}/history`)).statusCode).toBe(404);
    expect((await grouped('GET', `/api/order/${ids.slab}`)).statusCode).toBe(200);
    expect((await noCosts('GET', `/api/order/${ids.roof}`)).statusCode).toBe(200);
  });

  it('lets a user with can_see_orders_from_all_groups list every project', async () => {
    expect((await list(noCosts)).total_count).toBe(BULK + 2);
  });
});

describe('costs', () => {
  it('never sends a total to a user without can_view_costs', async () => {
    for (const call of [grouped, noCosts]) {
      const res = await call('GET', '/api/orders?search=Level 2 slab');
      expect(res.statusCode).toBe(200);
      expect(res.json().records).toHaveLength(1);
      expect(res.body).not.toContain('materials_total');
      expect(res.body).not.toMatch(/"10"/);
    }
  });
});
