// `npm run bench:materials` (needs DATABASE_URL): 1,000,000 materials in the demo company, made in
// SQL from the provider catalogue, then search and facet calls measured through the real server's
// HTTP API, one request at a time. Prints p50/p95 per call; the targets are in decision 0021.
// The seeded database is kept (laydown_bench_materials) so a second run skips the seed;
// BENCH_RESEED=1 starts over; BENCH_DB names another database (one per engineer on a shared machine).
import os from 'node:os';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';
import { SEARCHES } from './material-searches';

const TARGET_ROWS = 1_000_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DB_NAME = process.env.BENCH_DB ?? 'laydown_bench_materials';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error(
    'bench:materials needs DATABASE_URL (a PostgreSQL server it may create a database on)',
  );
  process.exit(1);
}
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${DB_NAME}`;

async function withClient<T>(url: string, work: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  await withClient(serverUrl as string, async (c) => {
    if (process.env.BENCH_RESEED === '1')
      await c.query(`drop database if exists ${DB_NAME} with (force)`);
    const exists = await c.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (exists.rowCount === 0) await c.query(`create database ${DB_NAME}`);
  });
}

/** Catalogue x variants into the demo company; the GIN index is rebuilt once instead of per row. */
async function seedMaterials() {
  await withClient(dbUrl.toString(), async (c) => {
    const company = await c.query<{ id: number }>(
      "select id from companies where name = 'Demo Construction' and not is_catalog",
    );
    const companyId = company.rows[0]?.id;
    if (!companyId) throw new Error('demo company missing');
    const have = await c.query<{ n: string }>(
      'select count(*) as n from company_materials where company_id = $1',
      [companyId],
    );
    if (Number(have.rows[0]?.n) >= TARGET_ROWS)
      return console.log(`seed: ${have.rows[0]?.n} materials already there`);
    const started = Date.now();
    const catalog = await c.query<{ n: string }>(
      'select count(*) as n from company_materials m join companies c on c.id = m.company_id and c.is_catalog',
    );
    const variants = Math.ceil(TARGET_ROWS / Number(catalog.rows[0]?.n));
    await c.query('drop index if exists company_materials_search_idx');
    await c.query(
      `insert into company_materials (company_id, description, product_identifier, manufacturer, size,
         material, "group", sub_group, connection_type, weight, unit_id, tags, mix_code, mix_design, created_from)
       select $1, m.description || ' (lot ' || v || ')', m.product_identifier || '-' || v, m.manufacturer,
         m.size, m.material, m."group", m.sub_group, m.connection_type, m.weight, u.id, m.tags,
         m.mix_code, m.mix_design, 'bench'
       from company_materials m
       join companies c on c.id = m.company_id and c.is_catalog
       join units cu on cu.company_id = m.company_id and cu.id = m.unit_id
       join units u on u.company_id = $1 and u.name = cu.name and u.multiplier = cu.multiplier
       cross join generate_series(1, $2::int) v
       on conflict do nothing`,
      [companyId, variants],
    );
    await c.query(
      'create index company_materials_search_idx on company_materials using gin (company_id, search_vector)',
    );
    await c.query('select refresh_material_search_words($1)', [companyId]);
    // VACUUM, not only ANALYZE: without it (this machine's PostgreSQL runs with autovacuum off)
    // the visibility map stays empty and every index-only scan reads the heap as well.
    await c.query('vacuum analyze company_materials');
    await c.query('vacuum analyze material_search_words');
    console.log(
      `seed: ${variants} variants of the catalogue in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  });
}

async function measure(title: string, urls: string[], cookie: string) {
  // The first call of each URL finds nothing kept in memory (decision 0081): timed on its own.
  const first: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    first.push(performance.now() - started);
  }
  first.sort((a, b) => a - b);
  const times: number[] = [];
  const perUrl = new Map<string, number[]>(urls.map((url) => [url, []]));
  let failures = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const url of urls) {
      const started = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      await res.arrayBuffer();
      const elapsed = performance.now() - started;
      times.push(elapsed);
      perUrl.get(url)?.push(elapsed);
      if (!res.ok) failures++;
    }
  }
  times.sort((a, b) => a - b);
  const slowest = [...perUrl]
    .map(([url, t]) => ({
      url,
      p50: percentile(
        t.sort((a, b) => a - b),
        50,
      ),
    }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 3)
    .map(
      ({ url, p50 }) => `${decodeURIComponent(url.replace(/^.*\/api\//, ''))} ${p50.toFixed(1)}`,
    );
  console.log(
    `${title.padEnd(34)} n=${times.length}  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  max ${times[times.length - 1]?.toFixed(1)} ms  failures ${failures}`,
  );
  console.log(`  slowest (p50 ms): ${slowest.join(' | ')}`);
  console.log(
    `  first call of each: p50 ${percentile(first, 50).toFixed(1)} ms  max ${first[first.length - 1]?.toFixed(1)} ms`,
  );
}

await prepareDatabase();
const server = await startServer({
  DATABASE_URL: dbUrl.toString(),
  DEMO_PASSWORD: BENCH_PASSWORD,
  LOG_LEVEL: 'error',
});
try {
  await seedMaterials();
  const cookie = await signIn(server.baseUrl);
  // Latency on a shared machine depends on what else runs: the load is printed with the numbers.
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const api = `${server.baseUrl}/api/consolidated_company_materials`;
  const q = (s: string) => encodeURIComponent(s);
  await measure(
    'search (GET ?search=)',
    SEARCHES.map((s) => `${api}?search=${q(s)}`),
    cookie,
  );
  await measure(
    'facets (GET /facets?search=)',
    SEARCHES.map((s) => `${api}/facets?search=${q(s)}`),
    cookie,
  );
  await measure(
    'browse, no search (GET)',
    [`${api}`, `${api}?group=Pipe`, `${api}?page=3`],
    cookie,
  );
  await measure(
    'facets, no search (GET /facets)',
    [`${api}/facets`, `${api}/facets?group=Rebar`],
    cookie,
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.stop();
}
