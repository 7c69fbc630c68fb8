import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories/index';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';
import { SEARCH_COUNT_CAP } from './repositories/list-conditions';

/**
 * GET /api/orders with a search broader than SEARCH_COUNT_CAP (decision 0082): its page is walked
 * in the list's order and is the exact page; its counts are lower bounds, said by
 * `counts_capped_at`. A narrow search keeps exact counts and no such key.
 */

let t: TestApp;
let admin: ApiCall;
let companyId: number;
const BROAD = SEARCH_COUNT_CAP + 50;
const STATES = ['DRAFT', 'ORDERED', 'QUOTED'];

interface Page {
  records: { id: number; name: string; state: string }[];
  total_count: number;
  has_more: boolean;
  counts_capped_at?: number;
  facets: { state: { value: string; count: number }[] };
}

async function list(query: string): Promise<Page> {
  const res = await admin('GET', `/api/orders${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
}

/** The ids the list must show, in its order, read straight from the table. */
async function expectedIds(where: ReturnType<typeof sql>, orderBy: ReturnType<typeof sql>) {
  const result = await t.db.execute<{ id: number }>(
    sql`select id from orders where company_id = ${companyId} and ${where} order by ${orderBy}`,
  );
  return result.rows.map((row) => row.id);
}

const byDefault = sql`updated_at desc, id desc`;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  const project = await createProjectRow(t.db, company.id, 'Harbor Tower');
  // The newest orders are "Recent order …", the older ones "Old item …": a search for "order"
  // is broad and finds its page at the top of the list, one for "item" is as broad but finds
  // nothing in the rows a walk reads. Names sort differently from the default order.
  const block = (prefix: string, name: string, minutesBack: number) => sql`
    insert into orders (company_id, project_id, order_number, name, state, created_at, updated_at)
    select ${company.id}, ${project.id}, ${prefix} || lpad(g::text, 5, '0'),
      ${name} || (g * 7919 % ${BROAD}), (array['DRAFT', 'ORDERED', 'QUOTED'])[1 + g % 3],
      now() - ((g + ${minutesBack}) || ' minutes')::interval,
      now() - ((g + ${minutesBack}) || ' minutes')::interval
    from generate_series(1, ${BROAD}) g`;
  await t.db.execute(block('RO-', 'Recent order ', 0));
  await t.db.execute(block('OI-', 'Old item ', BROAD));
});
afterAll(() => t.close());

describe('GET /orders with a broad search', () => {
  it('answers the exact first pages in the default order, with lower-bound counts', async () => {
    const all = await expectedIds(sql`(name ilike '%order%')`, byDefault);
    expect(all.length).toBe(BROAD);
    const first = await list('?search=order');
    expect(first.counts_capped_at).toBe(SEARCH_COUNT_CAP);
    expect(first.records.map((r) => r.id)).toEqual(all.slice(0, 50));
    expect(first.has_more).toBe(true);
    expect(first.total_count).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(first.total_count).toBeLessThanOrEqual(BROAD);
    for (const state of STATES) {
      const exact = (await expectedIds(sql`name ilike '%order%' and state = ${state}`, byDefault))
        .length;
      const counted = first.facets.state.find((f) => f.value === state)?.count ?? 0;
      expect(counted).toBeLessThanOrEqual(exact);
    }
    const third = await list('?search=order&page=3');
    expect(third.records.map((r) => r.id)).toEqual(all.slice(100, 150));
  });

  it('keeps the exact order of another sort and of a state filter', async () => {
    const byName = await expectedIds(sql`name ilike '%order%'`, sql`name asc, id asc`);
    const sorted = await list('?search=order&sort=name&sort_direction=asc');
    expect(sorted.records.map((r) => r.id)).toEqual(byName.slice(0, 50));
    const ordered = await expectedIds(sql`name ilike '%order%' and state = 'ORDERED'`, byDefault);
    const filtered = await list('?search=order&state=ORDERED&page=2');
    expect(filtered.records.map((r) => r.id)).toEqual(ordered.slice(50, 100));
  });

  it('reads the exact page past what the walk reaches (a sparse broad search)', async () => {
    const items = await expectedIds(sql`name ilike '%item%'`, byDefault);
    const page = await list('?search=item');
    expect(page.counts_capped_at).toBe(SEARCH_COUNT_CAP);
    expect(page.records.map((r) => r.id)).toEqual(items.slice(0, 50));
    const last = Math.ceil(items.length / 50);
    const tail = await list(`?search=order&page=${last}`);
    const all = await expectedIds(sql`name ilike '%order%'`, byDefault);
    expect(tail.records.map((r) => r.id)).toEqual(all.slice((last - 1) * 50));
    expect(tail.records.length).toBeGreaterThan(0);
  });

  it('counts a narrow search exactly and says nothing of a cap', async () => {
    const page = await list('?search=RO-0001');
    expect(page.counts_capped_at).toBeUndefined();
    const exact = await expectedIds(sql`order_number ilike '%RO-0001%'`, byDefault);
    expect(page.total_count).toBe(exact.length);
    expect(page.records.map((r) => r.id)).toEqual(exact);
    expect(page.has_more).toBe(false);
  });
});
