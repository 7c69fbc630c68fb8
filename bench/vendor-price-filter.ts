// `npm run bench:vendor-prices` (needs DATABASE_URL): the §9 preferred_vendor_names filter at scale
// (decision 0023). Runs on a COPY of the 1M-material bench database (BENCH_DB, default
// laydown_bench_prices: `createdb -T laydown_bench_materials laydown_bench_prices`), never on the
// bench database itself. Adds ~200,000 prices over 50 vendors once — 'Bench Vendor 01' on every
// 50th material (~20,000, the broad vendor), the other 49 ~3,700 each — then measures list and
// facet calls through the real server's HTTP API, one request at a time (p50/p95 per call).
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DB_NAME = process.env.BENCH_DB ?? 'laydown_bench_prices';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl || DB_NAME === 'laydown_bench_materials') {
  console.error(
    'bench:vendor-prices needs DATABASE_URL and a copy of the bench database (BENCH_DB)',
  );
  process.exit(1);
}
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${DB_NAME}`;

async function seedPrices() {
  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  try {
    const company = await c.query<{ id: number }>(
      "select id from companies where name = 'Demo Construction' and not is_catalog",
    );
    const companyId = company.rows[0]?.id;
    if (!companyId)
      throw new Error('demo company missing: is BENCH_DB a copy of the bench database?');
    const seeded = await c.query("select 1 from vendors where name = 'Bench Vendor 01'");
    if (seeded.rowCount) return console.log('seed: bench vendor prices already there');
    await c.query(
      "insert into vendors (name) select 'Bench Vendor ' || lpad(g::text, 2, '0') from generate_series(1, 50) g",
    );
    await c.query(
      "insert into company_vendors (company_id, vendor_id) select $1, id from vendors where name like 'Bench Vendor %'",
      [companyId],
    );
    // Vendor number n of a material: 1 for every 50th, else 2..50 on about one in 5.4 of the rest.
    await c.query(
      `insert into company_material_vendor_prices (company_id, material_id, company_vendor_id, price)
       select $1, m.id, cv.id, 10 from company_materials m
       join vendors v on v.name = 'Bench Vendor ' || lpad(n::text, 2, '0')
       join company_vendors cv on cv.company_id = $1 and cv.vendor_id = v.id,
       lateral (select 1 as n where m.id % 50 = 0
                union all select m.id % 272 + 1 where m.id % 272 between 1 and 49) x
       where m.company_id = $1`,
      [companyId],
    );
    await c.query('vacuum analyze company_material_vendor_prices');
    console.log('seed: bench vendor prices added');
  } finally {
    await c.end();
  }
}

async function measure(title: string, url: string, cookie: string) {
  await fetch(url, { headers: { cookie } }); // warm-up
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${title}: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${title.padEnd(40)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
  );
}

await seedPrices();
const server = await startServer({
  DATABASE_URL: dbUrl.toString(),
  DEMO_PASSWORD: BENCH_PASSWORD,
  LOG_LEVEL: 'error',
});
try {
  const cookie = await signIn(server.baseUrl);
  const api = `${server.baseUrl}/api/consolidated_company_materials`;
  const cases: [string, string][] = [
    ['broad vendor (~20,000 materials)', 'preferred_vendor_names=Bench%20Vendor%2001'],
    ['vendor with ~3,700 materials', 'preferred_vendor_names=Bench%20Vendor%2002'],
    [
      'two vendors',
      'preferred_vendor_names=Bench%20Vendor%2001&preferred_vendor_names=Bench%20Vendor%2002',
    ],
    ['vendor without prices', 'preferred_vendor_names=Demo%20Supply%20Co.'],
    ['broad vendor + search', 'search=copper%20pipe&preferred_vendor_names=Bench%20Vendor%2001'],
    ['broad vendor + group', 'group=Pipe&preferred_vendor_names=Bench%20Vendor%2001'],
  ];
  for (const [title, query] of cases) await measure(`list, ${title}`, `${api}?${query}`, cookie);
  for (const [title, query] of cases)
    await measure(`facets, ${title}`, `${api}/facets?${query}`, cookie);
  await measure('list, no filter (the floor)', api, cookie);
  await measure('facets, no filter', `${api}/facets`, cookie);
} finally {
  await server.stop();
}
