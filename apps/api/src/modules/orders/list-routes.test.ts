import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { companyUserProjectGroups, orderMaterials, orders, units } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../test/factories/materials';
import { createCompanyVendorRow, createOrder } from '../../../test/factories/orders';
import { createProjectGroupRow, createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';

/**
 * The order list calls beside GET /orders (decisions 0048, 0049): facets, material text search,
 * the consolidated order and line lists, their CSV/XLSX exports, the search keys,
 * GET /orders_last_updated and POST /order_savings — each with its permission checked before
 * the input, another company's and another group's orders out of sight, no cost without
 * can_view_costs.
 */

let t: TestApp;
let admin: ApiCall;
let grouped: ApiCall; // a material requester in the slab project's group only
let noCosts: ApiCall; // reads every group's orders, may not see costs
let nobody: ApiCall; // no order permission at all
let stranger: ApiCall; // admin of another company
const ids = { slab: 0, roof: 0, stranger: 0, slabProject: 0, roofProject: 0, vendor: 0 };
const ids2 = { strangerProject: 0, adminUser: 0 };

interface Facet {
  value: string;
  label: string;
  count: number;
}
type Facets = Record<'state' | 'project' | 'vendor' | 'tag' | 'created_by', Facet[]>;

async function json<T>(
  call: ApiCall,
  method: Parameters<ApiCall>[0],
  path: string,
  body?: Parameters<ApiCall>[2],
): Promise<T> {
  const res = await call(method, path, body);
  expect(res.statusCode, res.body).toBe(
    method === 'POST' && path === '/api/order_savings' ? 201 : 200,
  );
  return res.json() as T;
}

async function unitOf(companyId: number) {
  const [row] = await t.db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  return row!.id;
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
  noCosts = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  nobody = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  stranger = apiAs(t.app, await signIn(t.app, other.admin));

  const slabProject = await createProjectRow(t.db, company.id, 'Harbor Tower');
  const roofProject = await createProjectRow(t.db, company.id, 'Mill Street Lofts');
  ids.slabProject = slabProject.id;
  ids.roofProject = roofProject.id;
  const groupId = await createProjectGroupRow(t.db, company.id, [slabProject.id]);
  await createProjectGroupRow(t.db, company.id, [roofProject.id]);
  await t.db.insert(companyUserProjectGroups).values({
    companyId: company.id,
    companyUserId: requester.companyUserId,
    projectGroupId: groupId,
  });
  const vendor = await createCompanyVendorRow(t.db, company.id, 'Acme Rebar Supply');
  ids.vendor = vendor.id;

  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  const line = (description: string, quantity: string, unit_cost: string) => ({
    description,
    quantity,
    unit_id: unitId,
    cost_code_id: code.json().cost_codes[0].id as number,
    unit_cost,
  });
  const unitId = await unitOf(company.id);
  const created = await admin('POST', '/api/order', {
    order: {
      kind: 'ORDER',
      project_id: slabProject.id,
      company_vendor_id: vendor.id,
      name: 'Level 2 slab',
      deliveries: [
        {
          order_materials: [
            line('Concrete 4000 PSI', '4', '2.5'),
            line('=HYPERLINK("x") rebar #4', '10', '1.25'),
          ],
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  ids.slab = created.json().order.id;
  await t.db
    .update(orders)
    .set({ tags: ['urgent'] })
    .where(eq(orders.id, ids.slab));
  const [slabRow] = await t.db
    .select({ createdBy: orders.createdByCompanyUserId })
    .from(orders)
    .where(eq(orders.id, ids.slab));
  ids2.adminUser = slabRow!.createdBy!;
  ids.roof = await createOrder(t.db, company.id, {
    state: 'ORDERED',
    projectId: roofProject.id,
    name: 'Roof deck',
    lines: [{ materialId: await createMaterial(t.db, company.id) }],
  });
  await t.db
    .update(orderMaterials)
    .set({ description: 'Roofing felt 30 lb' })
    .where(eq(orderMaterials.orderId, ids.roof));

  const strangerProject = await createProjectRow(t.db, other.id, 'Harbor Tower');
  ids2.strangerProject = strangerProject.id;
  ids.stranger = await createOrder(t.db, other.id, {
    state: 'DRAFT',
    projectId: strangerProject.id,
    name: 'Level 2 slab',
    lines: [{ materialId: await createMaterial(t.db, other.id) }],
  });
  await t.db
    .update(orderMaterials)
    .set({ description: 'Concrete 4000 PSI' })
    .where(eq(orderMaterials.orderId, ids.stranger));
});
afterAll(() => t.close());

describe('facets and the material text search of the order lists', () => {
  it('counts orders per state, project, vendor, tag and creator, with their labels', async () => {
    for (const path of ['/api/orders', '/api/consolidated_orders']) {
      const page = await json<{ facets: Facets; total_count: number }>(admin, 'GET', path);
      expect(page.total_count).toBe(2);
      expect(page.facets.state).toEqual([
        { value: 'DRAFT', label: 'DRAFT', count: 1 },
        { value: 'ORDERED', label: 'ORDERED', count: 1 },
      ]);
      expect(page.facets.project).toEqual(
        expect.arrayContaining([
          { value: String(ids.slabProject), label: 'Harbor Tower', count: 1 },
          { value: String(ids.roofProject), label: 'Mill Street Lofts', count: 1 },
        ]),
      );
      expect(page.facets.vendor).toEqual([
        { value: String(ids.vendor), label: 'Acme Rebar Supply', count: 1 },
      ]);
      expect(page.facets.tag).toEqual([{ value: 'urgent', label: 'urgent', count: 1 }]);
      expect(page.facets.created_by.map((f) => [f.value, f.count])).toEqual([
        [String(ids2.adminUser), 1],
      ]);
    }
    const facets = await json<{ facets: Facets }>(
      admin,
      'GET',
      '/api/consolidated_orders/facets?state=ORDERED',
    );
    // The state facet ignores the state filter; the others follow it.
    expect(facets.facets.state.map((f) => f.value)).toEqual(['DRAFT', 'ORDERED']);
    expect(facets.facets.project).toEqual([
      { value: String(ids.roofProject), label: 'Mill Street Lofts', count: 1 },
    ]);
  });

  it('filters by vendor, tag and creator', async () => {
    const list = (query: string) =>
      json<{ records: { id: number }[] }>(admin, 'GET', `/api/consolidated_orders${query}`);
    expect((await list(`?company_vendor_id=${ids.vendor}`)).records.map((r) => r.id)).toEqual([
      ids.slab,
    ]);
    expect((await list('?tag=urgent')).records.map((r) => r.id)).toEqual([ids.slab]);
    expect((await list('?tag=nothing')).records).toEqual([]);
    expect(
      (await list(`?created_by_company_user_id=${ids2.adminUser}`)).records.map((r) => r.id),
    ).toEqual([ids.slab]);
  });

  it("finds an order by the material text of its live lines, never another company's", async () => {
    const page = await json<{ records: { id: number }[] }>(
      admin,
      'GET',
      '/api/orders?search=4000 psi',
    );
    expect(page.records.map((r) => r.id)).toEqual([ids.slab]);
    const felt = await json<{ records: { id: number }[] }>(
      admin,
      'GET',
      '/api/orders?search=roofing felt',
    );
    expect(felt.records.map((r) => r.id)).toEqual([ids.roof]);
  });

  it('keeps facets to the project groups of the user', async () => {
    const page = await json<{ facets: Facets; records: { id: number }[] }>(
      grouped,
      'GET',
      '/api/consolidated_orders',
    );
    expect(page.records.map((r) => r.id)).toEqual([ids.slab]);
    expect(page.facets.project.map((f) => f.label)).toEqual(['Harbor Tower']);
  });

  it('answers 403 before reading the query, and 400 for a bad one', async () => {
    for (const path of ['/api/consolidated_orders', '/api/consolidated_orders/facets']) {
      for (const query of ['', '?tag=%00', '?company_vendor_id=x', '?junk=1']) {
        expect((await nobody('GET', `${path}${query}`)).statusCode, path + query).toBe(403);
      }
      for (const query of [
        '?company_vendor_id=x',
        '?tag=a%00b',
        `?tag=${'x'.repeat(100_000)}`,
        '?junk=1',
        '?created_by_company_user_id=0',
      ]) {
        expect((await admin('GET', `${path}${query}`)).statusCode, path + query.slice(0, 30)).toBe(
          400,
        );
      }
    }
  });
});

interface LineRow {
  id: number;
  order_id: number;
  description: string;
  project_name: string;
  vendor_name: string | null;
  quantity: string;
  unit_name: string | null;
  unit_cost?: string | null;
  extended_cost?: string | null;
}

describe('GET /api/consolidated_order_materials', () => {
  it('lists one row per live line with its order, and facets counted in lines', async () => {
    const page = await json<{ records: LineRow[]; total_count: number; facets: Facets }>(
      admin,
      'GET',
      '/api/consolidated_order_materials',
    );
    expect(page.total_count).toBe(3);
    const concrete = page.records.find((r) => r.description === 'Concrete 4000 PSI');
    expect(concrete).toMatchObject({
      order_id: ids.slab,
      project_name: 'Harbor Tower',
      vendor_name: 'Acme Rebar Supply',
      quantity: '4',
      unit_name: 'EA',
      unit_cost: '2.5',
      extended_cost: '10',
    });
    expect(page.facets.state).toEqual([
      { value: 'DRAFT', label: 'DRAFT', count: 2 },
      { value: 'ORDERED', label: 'ORDERED', count: 1 },
    ]);
    const facets = await json<{ facets: Facets }>(
      admin,
      'GET',
      '/api/consolidated_order_materials/facets',
    );
    expect(facets.facets).toEqual(page.facets);
  });

  it("searches a line's own text or its order's, and pages", async () => {
    const search = (term: string) =>
      json<{ records: LineRow[]; total_count: number; facets: Facets }>(
        admin,
        'GET',
        `/api/consolidated_order_materials?search=${encodeURIComponent(term)}`,
      );
    const psi = await search('4000 psi');
    expect(psi.records.map((r) => r.description)).toEqual(['Concrete 4000 PSI']);
    expect(psi.facets.state).toEqual([{ value: 'DRAFT', label: 'DRAFT', count: 1 }]);
    expect((await search('level 2')).total_count).toBe(2);
    const paged = await json<{ records: LineRow[]; has_more: boolean }>(
      admin,
      'GET',
      '/api/consolidated_order_materials?per_page=2&sort=description&sort_direction=asc',
    );
    expect(paged.records.map((r) => r.description)).toEqual([
      '=HYPERLINK("x") rebar #4',
      'Concrete 4000 PSI',
    ]);
    expect(paged.has_more).toBe(true);
  });

  it('never sends a cost to a user without can_view_costs, and keeps to the groups', async () => {
    const res = await noCosts('GET', '/api/consolidated_order_materials');
    expect(res.statusCode).toBe(200);
    expect(res.json().records).toHaveLength(3);
    expect(res.body).not.toMatch(/unit_cost|extended_cost|"2\.5"|"12\.5"/);
    const mine = await json<{ records: LineRow[] }>(
      grouped,
      'GET',
      '/api/consolidated_order_materials',
    );
    expect(new Set(mine.records.map((r) => r.order_id))).toEqual(new Set([ids.slab]));
    const theirs = await json<{ records: LineRow[] }>(
      stranger,
      'GET',
      '/api/consolidated_order_materials',
    );
    expect(theirs.records.map((r) => r.order_id)).toEqual([ids.stranger]);
  });

  it('answers 403 before reading the query, and 400 for a bad one', async () => {
    for (const path of [
      '/api/consolidated_order_materials',
      '/api/consolidated_order_materials/facets',
    ]) {
      expect((await nobody('GET', `${path}?sort=nope`)).statusCode).toBe(403);
      for (const query of ['?sort=nope', '?page=0', '?search=a%00b', '?state=NOPE']) {
        expect((await admin('GET', `${path}${query}`)).statusCode, path + query).toBe(400);
      }
    }
  });
});

describe('the exports', () => {
  const paths = ['/api/consolidated_orders/export', '/api/consolidated_order_materials/export'];

  it('writes the filtered list as CSV, with costs only for can_view_costs', async () => {
    const res = await admin('POST', paths[1]!, { format: 'csv', search: 'level 2' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('order_materials.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Extended cost');
    expect(lines).toHaveLength(3);
    expect(res.body).toContain('Concrete 4000 PSI');
    // A text that starts like a formula is written so a spreadsheet shows it, never runs it.
    expect(res.body).toContain(`"'=HYPERLINK(""x"") rebar #4"`);
    expect(res.body).not.toContain('Roofing felt');
    const orderCsv = await admin('POST', paths[0]!, { format: 'csv', state: 'DRAFT' });
    expect(orderCsv.statusCode).toBe(200);
    expect(orderCsv.body).toContain('Level 2 slab');
    expect(orderCsv.body).toContain('Materials total');
    expect(orderCsv.body).not.toContain('Roof deck');

    for (const path of paths) {
      const hidden = await noCosts('POST', path, { format: 'csv' });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.body).not.toMatch(/cost|total|2\.5/i);
    }
    const theirs = await stranger('POST', paths[0]!, { format: 'csv' });
    expect(theirs.body).toContain('Level 2 slab');
    expect(theirs.body).not.toMatch(/Roof deck|Acme Rebar/);
  });

  it('writes an XLSX workbook with the same rows', async () => {
    const res = await admin('POST', paths[0]!, { format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const text = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, content]) => strFromU8(content))
      .join('');
    expect(text).toContain('Level 2 slab');
    expect(text).toContain('Roof deck');
    expect(text).toContain('Materials total');
  });

  it('answers 403 before reading the body, and 400 for a bad one', async () => {
    for (const path of paths) {
      expect((await nobody('POST', path, { format: 'pdf' })).statusCode).toBe(403);
      for (const body of [
        {},
        { format: 'pdf' },
        { format: 'csv', junk: 1 },
        { format: 'csv', search: 'a\u0000b' },
      ]) {
        expect((await admin('POST', path, body)).statusCode, JSON.stringify(body)).toBe(400);
      }
    }
  });
});

describe('the search keys', () => {
  it('name the PostgreSQL-served index and its sort values', async () => {
    const orderKey = await json<{ index_name: string; replicas: string[] }>(
      admin,
      'GET',
      '/api/orders/search_key',
    );
    expect(orderKey.index_name).toBe('orders');
    expect(orderKey.replicas).toContain('orders__updated_at__desc');
    const lineKey = await json<{ index_name: string; replicas: string[] }>(
      admin,
      'GET',
      '/api/order_materials/search_key',
    );
    expect(lineKey.index_name).toBe('order_materials');
    expect(lineKey.replicas).toContain('order_materials__description__asc');
    expect((await nobody('GET', '/api/orders/search_key')).statusCode).toBe(403);
    expect((await nobody('GET', '/api/order_materials/search_key')).statusCode).toBe(403);
  });
});

describe('GET /api/orders_last_updated', () => {
  it('answers the newest change of the projects the user may see', async () => {
    const [slab] = await t.db
      .select({ at: orders.updatedAt })
      .from(orders)
      .where(eq(orders.id, ids.slab));
    const bySlab = await json<{ last_updated_at: string | null }>(
      admin,
      'GET',
      `/api/orders_last_updated?project_id=${ids.slabProject}`,
    );
    expect(bySlab.last_updated_at).toBe(slab!.at.toISOString());
    const both = await json<{ last_updated_at: string | null }>(
      admin,
      'GET',
      `/api/orders_last_updated?allowed_project_ids=${ids.slabProject},${ids.roofProject}&state=DRAFT`,
    );
    expect(both.last_updated_at).toBe(slab!.at.toISOString());
    const none = await json<{ last_updated_at: string | null }>(
      admin,
      'GET',
      `/api/orders_last_updated?project_id=${ids.roofProject}&state=DRAFT`,
    );
    expect(none.last_updated_at).toBeNull();
    // Another company's project, or one outside the user's groups, reads as one without orders.
    const foreign = await json<{ last_updated_at: string | null }>(
      admin,
      'GET',
      `/api/orders_last_updated?project_id=${ids2.strangerProject}`,
    );
    expect(foreign.last_updated_at).toBeNull();
    const outside = await json<{ last_updated_at: string | null }>(
      grouped,
      'GET',
      `/api/orders_last_updated?project_id=${ids.roofProject}`,
    );
    expect(outside.last_updated_at).toBeNull();
  });

  it('answers 403 before reading the query, and 400 without a project', async () => {
    expect((await nobody('GET', '/api/orders_last_updated')).statusCode).toBe(403);
    for (const query of [
      '',
      '?state=DRAFT',
      '?project_id=x',
      '?allowed_project_ids=1,x',
      '?junk=1',
    ]) {
      expect((await admin('GET', `/api/orders_last_updated${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('POST /api/order_savings', () => {
  it('records a saving of a visible order', async () => {
    const body = await json<{
      order_saving: { id: number; order_id: number; amount?: string; source: string };
    }>(admin, 'POST', '/api/order_savings', {
      order_saving: { order_id: ids.slab, amount: '125.50', source: 'RFQ leveling' },
    });
    expect(body.order_saving).toMatchObject({
      order_id: ids.slab,
      amount: '125.5',
      source: 'RFQ leveling',
    });
  });

  it('answers 404 for an order of another company', async () => {
    const res = await admin('POST', '/api/order_savings', {
      order_saving: { order_id: ids.stranger, amount: '1' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 403 before reading the body, and 400 for a bad one', async () => {
    expect((await nobody('POST', '/api/order_savings', { junk: 1 })).statusCode).toBe(403);
    expect((await noCosts('POST', '/api/order_savings', { junk: 1 })).statusCode).toBe(403);
    for (const saving of [
      {},
      { order_id: ids.slab },
      { order_id: ids.slab, amount: '-1' },
      { order_id: ids.slab, amount: 'ten' },
      { order_id: ids.slab, amount: '1', junk: true },
      { order_id: ids.slab, amount: '1', source: 'a\u0000b' },
      { order_id: ids.slab, amount: '1', source: 'x'.repeat(100_000) },
      { order_id: 0, amount: '1' },
    ]) {
      const res = await admin('POST', '/api/order_savings', { order_saving: saving });
      expect(res.statusCode, JSON.stringify(saving).slice(0, 60)).toBe(400);
    }
  });
});

describe('order_list_counts (the facets without a search)', () => {
  const recount = async () => {
    const result = await t.db.execute<{ key: string; orders: string; lines: string }>(sql`
      select concat_ws('|', company_id, state, project_id, company_vendor_id,
          created_by_company_user_id, tags::text) as key,
        sum(orders)::text as orders, sum(lines)::text as lines
      from order_list_counts group by 1 having sum(orders) <> 0 or sum(lines) <> 0 order by 1`);
    const truth = await t.db.execute<{ key: string; orders: string; lines: string }>(sql`
      select concat_ws('|', o.company_id, o.state, o.project_id, coalesce(o.company_vendor_id, 0),
          coalesce(o.created_by_company_user_id, 0), o.tags::text) as key,
        count(*)::text as orders,
        coalesce(sum((select count(*) from order_materials l
          where l.company_id = o.company_id and l.order_id = o.id and l.deleted_at is null)), 0)::text as lines
      from orders o group by 1 order by 1`);
    expect(result.rows).toEqual(truth.rows);
  };

  it('follow inserts, line changes, state and tag changes and deletes', async () => {
    await recount();
    const [project] = await t.db
      .select({ companyId: orders.companyId, projectId: orders.projectId })
      .from(orders)
      .where(eq(orders.id, ids.slab));
    const material = await createMaterial(t.db, project!.companyId);
    const id = await createOrder(t.db, project!.companyId, {
      state: 'DRAFT',
      projectId: project!.projectId,
      lines: [{ materialId: material }, { materialId: material }, { materialId: material }],
    });
    await recount();
    const [first] = await t.db
      .select({ id: orderMaterials.id })
      .from(orderMaterials)
      .where(eq(orderMaterials.orderId, id));
    await t.db
      .update(orderMaterials)
      .set({ deletedAt: new Date() })
      .where(eq(orderMaterials.id, first!.id));
    await recount();
    await t.db
      .update(orders)
      .set({ state: 'ORDERED', tags: ['phase 2'], companyVendorId: ids.vendor })
      .where(eq(orders.id, id));
    await recount();
    await t.db
      .update(orderMaterials)
      .set({ orderId: ids.slab })
      .where(eq(orderMaterials.orderId, id));
    await recount();
    await t.db.delete(orders).where(eq(orders.id, ids.slab));
    await recount();
    const page = await json<{ facets: Facets }>(admin, 'GET', '/api/consolidated_orders');
    expect(page.facets.tag).toEqual([{ value: 'phase 2', label: 'phase 2', count: 1 }]);
  });
});
