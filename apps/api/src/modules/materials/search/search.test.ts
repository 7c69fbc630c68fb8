import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createCompany, createVendorUser } from '../../../../test/factories/index';
import { createMaterial } from '../../../../test/factories/materials';
import { signIn } from '../../../../test/sign-in';
import { createProject } from '../../projects/service';
import { queryRecorder } from '../../../../test/query-counter';
import { readsThroughIndex } from './repository';
import { withFallback } from './service';
import { systemScope } from '../../../platform/scope';

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let otherAdmin: ApiCall;
let vendor: ApiCall;

interface Row {
  id: number;
  description: string;
  product_identifier: string | null;
  manufacturer: string | null;
  material: string | null;
  group: string | null;
  is_catalog: boolean;
}

const list = async (call: ApiCall, query: string) => {
  const res = await call('GET', `/api/consolidated_company_materials?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    records: Row[];
    total_count: number;
    has_more: boolean;
    search_metadata: { backend: string };
  };
};

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  otherAdmin = apiAs(t.app, await signIn(t.app, other.admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
  await createMaterial(t.db, company.id, {
    description: 'Zinc plated hex bolt 3/8" x 2"',
    productIdentifier: 'ZHB-38-2',
    manufacturer: 'Quillfast Fasteners',
    material: 'Zinc Plated Steel',
    group: 'Fasteners',
  });
});
afterAll(() => t.close());

describe('material list (GET /consolidated_company_materials)', () => {
  it('shows the provider catalogue to every company, 50 a page', async () => {
    const body = await list(admin, '');
    expect(body.records).toHaveLength(50);
    expect(body.has_more).toBe(true);
    // 2,000+ provider materials: the count stops at 1,000 and says it is not exhaustive.
    expect(body.total_count).toBe(1000);
    expect(body.search_metadata).toEqual({ backend: 'relational', exhaustive: false });
    expect(body.records.some((r) => r.is_catalog)).toBe(true);
    const other = await list(otherAdmin, 'search=CUL-PIPE-12');
    expect(other.records[0]).toMatchObject({ product_identifier: 'CUL-PIPE-12', is_catalog: true });
  });

  it("never shows another company's own materials", async () => {
    const mine = await list(admin, 'search=quillfast');
    expect(mine.records.map((r) => r.manufacturer)).toContain('Quillfast Fasteners');
    const theirs = await list(otherAdmin, 'search=quillfast');
    expect(theirs.records).toEqual([]);
  });

  it("tolerates typos: 'coper pipe' finds copper pipe", async () => {
    const body = await list(admin, 'search=coper%20pipe');
    expect(body.search_metadata.backend).toBe('fulltext');
    expect(body.records.length).toBeGreaterThan(0);
    for (const r of body.records) expect(r.description.toLowerCase()).toMatch(/copper/);
  });

  it("matches a size as one word: '1/2' is not every 1 and every 2", async () => {
    const body = await list(admin, 'search=copper%20type%20l%20pipe%201/2');
    expect(body.records.length).toBeGreaterThan(0);
    for (const r of body.records) expect(r.description).toContain('1/2"');
  });

  it('matches a word being typed as a prefix', async () => {
    const body = await list(admin, 'search=galvanized%20elb');
    expect(body.records.length).toBeGreaterThan(0);
    expect(body.records[0]?.description.toLowerCase()).toMatch(/galvanized.*elbow/);
  });

  it('answers a search in 3 round trips, 2 for its next page, 1 when it comes again', async () => {
    const main = queryRecorder(t.db);
    const indexed = queryRecorder(t.db.$indexReads);
    const roundTrips = async (query: string) => {
      const { result, statements } = await main.during(() =>
        indexed.during(() => list(admin, query)),
      );
      return { body: result.result, count: statements.length + result.statements.length };
    };
    await list(admin, ''); // the session is now in the cache
    const sorted = 'search=coper%20elbow&sort=company_materials__description__desc';
    // The vocabulary, the planner's estimate, and the page with its views.
    const first = await roundTrips(sorted);
    expect(first.count).toBe(3);
    // The estimate is remembered (the list and its facets ask for the same search).
    const next = await roundTrips(`${sorted}&per_page=2&page=2`);
    expect(next.count).toBe(2);
    // The page's ids are kept (decision 0081): only its views are read again.
    const again = await roundTrips(sorted);
    expect(again.count).toBe(1);
    expect(again.body.records.length).toBeGreaterThan(1);
    expect(again.body.records[0]).toHaveProperty('preferred_vendor_prices');
    const descriptions = again.body.records.map((r) => r.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    for (const d of descriptions) expect(d.toLowerCase()).toMatch(/copper.*elbow|elbow.*copper/);
  });

  it('reads a page without a search, its count and its views in one statement', async () => {
    const main = queryRecorder(t.db);
    await list(admin, ''); // the session is now in the cache
    const { result, statements } = await main.during(() => list(admin, 'group=Pipe&per_page=7'));
    expect(statements).toHaveLength(1);
    expect(result.records).toHaveLength(7);
    expect(result.total_count).toBeGreaterThan(7);
    const past = await list(admin, 'group=Pipe&per_page=7&page=200');
    expect(past.records).toEqual([]);
    expect(past.total_count).toBe(result.total_count);
  });

  it('ranks an exact product identifier or manufacturer hit first', async () => {
    const byId = await list(admin, 'search=cul-pipe-12');
    expect(byId.records[0]?.product_identifier).toBe('CUL-PIPE-12');
    const byManufacturer = await list(admin, 'search=Quillfast%20Fasteners');
    expect(byManufacturer.records[0]?.manufacturer).toBe('Quillfast Fasteners');
  });

  it('filters by the §9 keys and sorts with the base__field__direction format', async () => {
    const body = await list(
      admin,
      'group=Pipe&material=Copper%20Type%20L&sort=company_materials__description__desc',
    );
    expect(body.records.length).toBeGreaterThan(1);
    for (const r of body.records) expect(r.material).toBe('Copper Type L');
    const descriptions = body.records.map((r) => r.description);
    expect(descriptions).toEqual([...descriptions].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const bad = await admin('GET', '/api/consolidated_company_materials?sort=description');
    expect(bad.statusCode).toBe(400);
  });

  it('reads several values of one filter key as either of them', async () => {
    const body = await list(admin, 'group=Pipe&group=Rebar&per_page=200');
    const groups = new Set(body.records.map((r) => r.group));
    expect(groups).toEqual(new Set(['Pipe', 'Rebar']));
  });

  it('shows a material in a project only when it has no projects or lists it (§5)', async () => {
    const tower = await createProject(t.db, systemScope('test', companyId), { name: 'Tower' });
    const depot = await createProject(t.db, systemScope('test', companyId), { name: 'Depot' });
    await createMaterial(t.db, companyId, {
      description: 'Tower only grout',
      projectIds: [tower.id],
    });
    const inTower = await list(admin, `search=tower%20only%20grout&project_id=${tower.id}`);
    expect(inTower.records.map((r) => r.description)).toEqual(['Tower only grout']);
    const inDepot = await list(admin, `search=tower%20only%20grout&project_id=${depot.id}`);
    expect(inDepot.records).toEqual([]);
  });

  it('pages through search results without repeating', async () => {
    const first = await list(admin, 'search=pipe&per_page=20');
    const second = await list(admin, 'search=pipe&per_page=20&page=2');
    const ids = new Set(first.records.map((r) => r.id));
    expect(second.records.some((r) => ids.has(r.id))).toBe(false);
    expect(first.has_more).toBe(true);
  });

  it('reads a rare search through the index and finds the same material (decision 0021)', async () => {
    await createMaterial(t.db, companyId, { description: 'Zirconite anchor sleeve' });
    await t.db.execute(sql`analyze company_materials`);
    expect(await readsThroughIndex(t.db, 'zirconite')).toBe(true);
    const body = await list(admin, 'search=zirconite%20anch');
    expect(body.records.map((r) => r.description)).toEqual(['Zirconite anchor sleeve']);
  });
});

describe('facets (GET /consolidated_company_materials/facets)', () => {
  it('counts the §9 keys on the result set', async () => {
    const res = await admin(
      'GET',
      '/api/consolidated_company_materials/facets?search=copper%20pipe',
    );
    expect(res.statusCode).toBe(200);
    const { facets } = res.json() as { facets: Record<string, { value: string; count: number }[]> };
    expect(Object.keys(facets).sort()).toEqual(
      [
        'connection_type',
        'group',
        'manufacturer',
        'material',
        'size',
        'sub_group',
        // The cost code keys, since the company uses cost codes (decision 0027).
        'cost_code',
        'cost_phase',
        'cost_clazz',
        'independent_phase_codes',
        'preferred_vendor_names',
      ].sort(),
    );
    const materials = facets.material?.map((f) => f.value) ?? [];
    expect(materials).toContain('Copper Type L');
    expect(materials).not.toContain('PVC Schedule 40');
    const total = (await list(admin, 'search=copper%20pipe')).total_count;
    const summed = (facets.group ?? []).reduce((sum, f) => sum + f.count, 0);
    expect(summed).toBe(total);
  });

  it('counts without a search too, narrowed by a filter', async () => {
    const res = await admin('GET', '/api/consolidated_company_materials/facets?group=Fasteners');
    const groups = res.json().facets.group as { value: string }[];
    expect(groups.map((g) => g.value)).toEqual(['Fasteners']);
  });
});

describe('facet counts kept in memory (decision 0081)', () => {
  const fastenerCount = async () => {
    const res = await admin('GET', '/api/consolidated_company_materials/facets?group=Fasteners');
    expect(res.statusCode).toBe(200);
    const groups = res.json().facets.group as { value: string; count: number }[];
    return groups.find((g) => g.value === 'Fasteners')?.count;
  };

  it('answers the same counts again without the database, until a material changes', async () => {
    const main = queryRecorder(t.db);
    const before = await fastenerCount();
    const again = await main.during(fastenerCount);
    expect(again.result).toBe(before);
    expect(again.statements).toEqual([]);
    await createMaterial(t.db, companyId, {
      description: 'Zinc wing nut 3/8"',
      group: 'Fasteners',
    });
    await t.app.sessionCache.listener.caughtUp();
    const after = await main.during(fastenerCount);
    expect(after.result).toBe((before ?? 0) + 1);
    expect(after.statements.length).toBeGreaterThan(0);
  });
});

describe('POST /consolidated_company_materials/algolia_search', () => {
  it('answers records with a query id and the backend', async () => {
    const res = await admin('POST', '/api/consolidated_company_materials/algolia_search', {
      query: 'coper',
      filters: { group: ['Pipe'] },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.query_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.search_metadata.backend).toBe('fulltext');
    expect(body.records.length).toBeGreaterThan(0);
  });

  it('refuses unknown filters', async () => {
    const res = await admin('POST', '/api/consolidated_company_materials/algolia_search', {
      query: 'pipe',
      filters: { colour: ['red'] },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('provider catalogue and search keys', () => {
  it('GET /manufacturer_materials lists the provider catalogue alone', async () => {
    const res = await admin('GET', '/api/manufacturer_materials?search=quillfast');
    expect(res.statusCode).toBe(200);
    expect(res.json().records).toEqual([]);
    const pipes = (await admin('GET', '/api/manufacturer_materials?search=coper%20pipe')).json();
    expect(pipes.records.length).toBeGreaterThan(0);
    for (const r of pipes.records as Row[]) expect(r.is_catalog).toBe(true);
  });

  it('GET /company_materials/search_key names the index and its sort replicas', async () => {
    const res = await admin('GET', '/api/company_materials/search_key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ index_name: 'company_materials' });
    expect(res.json().replicas).toContain('company_materials__description__desc');
  });
});

describe('access', () => {
  it('answers 403 to a vendor on every search call', async () => {
    expect((await vendor('GET', '/api/consolidated_company_materials')).statusCode).toBe(403);
    expect((await vendor('GET', '/api/consolidated_company_materials/facets')).statusCode).toBe(
      403,
    );
    expect((await vendor('GET', '/api/manufacturer_materials')).statusCode).toBe(403);
    expect((await vendor('GET', '/api/company_materials/search_key')).statusCode).toBe(403);
    const post = await vendor('POST', '/api/consolidated_company_materials/algolia_search', {});
    expect(post.statusCode).toBe(403);
  });
});

describe('withFallback (§8 search backend failure)', () => {
  it('answers with the relational search and logs the failure', async () => {
    const warn = vi.fn();
    const result = await withFallback(
      () => Promise.reject(new Error('tsquery broke')),
      () => Promise.resolve(['relational']),
      { warn },
    );
    expect(result).toEqual({ value: ['relational'], backend: 'relational' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('uses the full-text answer when it works', async () => {
    const warn = vi.fn();
    const result = await withFallback(
      () => Promise.resolve(1),
      () => Promise.resolve(2),
      { warn },
    );
    expect(result).toEqual({ value: 1, backend: 'fulltext' });
    expect(warn).not.toHaveBeenCalled();
  });
});
