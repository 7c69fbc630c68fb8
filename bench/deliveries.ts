// `DATABASE_URL=postgres://… npm run bench:deliveries`: issue 10's delivery figures through the real
// server's HTTP API, one request at a time (decision 0053):
// - marking a delivery of 200 lines received (PATCH /deliveries/{id} with every line's quantity):
//   p95 ≤ 100 ms. Each round receives a fresh quick PO's delivery (made before the clock starts), so
//   every round is a first receipt that moves the delivery and its order.
// - GET /deliveries/fetch_deliveries for a week, with 10,000 deliveries in the company (spread over
//   a year of best guess dates, ~190 a week, 5 lines each): p95 ≤ 40 ms.
// The floor measured in the same run is GET /order_settings (a signed-in call that reads one row).
// BENCH_ROUNDS (default 40); DELIVERIES_DB=<name> reuses a database an earlier run kept (KEEP_DB=1).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const DELIVERIES = 10_000;
const DELIVERIES_PER_ORDER = 2;
const LINES_PER_DELIVERY = 5;
const RECEIVED_LINES = 200;
/** The calendar's year of dates, and the week asked (a Monday-to-Sunday week in the middle). */
const YEAR_START = '2026-01-05';
const WEEK = { start_date: '2026-06-29', end_date: '2026-07-05' };
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('bench:deliveries needs DATABASE_URL (a PostgreSQL server)');

function databaseUrl(name: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/**
 * Placed orders with two deliveries each (10,000 with the demo company's own) and five lines a delivery, in the demo company,
 * written by PostgreSQL itself. Dates: a third arrived (actual), a third estimated, a third only
 * requested, spread over 52 weeks, so a week holds ~190 of the 10,000 deliveries.
 */
async function seed(db: pg.Client) {
  const started = performance.now();
  const { rows } = await db.query<{ company_id: number }>(
    `select cu.company_id from company_users cu join users u on u.id = cu.user_id
     where u.email = 'purchaser@demo.test'`,
  );
  const companyId = rows[0]!.company_id;
  // The demo company's own deliveries count towards the 10,000.
  const existing = await db.query<{ n: number }>(
    `select count(*)::int n from deliveries where company_id = $1`,
    [companyId],
  );
  const orders = Math.round((DELIVERIES - existing.rows[0]!.n) / DELIVERIES_PER_ORDER);
  await db.query(
    `with p as (select array_agg(id order by id) ids from projects where company_id = $1),
          v as (select array_agg(id order by id) ids from company_vendors where company_id = $1),
          u as (select array_agg(id order by id) ids from company_users where company_id = $1)
     insert into orders (company_id, project_id, company_vendor_id, order_number, name, state,
                         created_by_company_user_id, created_at, updated_at)
     select $1, p.ids[1 + g % cardinality(p.ids)], v.ids[1 + g % cardinality(v.ids)],
       'D-' || lpad(g::text, 6, '0'), 'Bench delivery order ' || g,
       (array['ORDERED','SHIPPED','PARTIALLY_SHIPPED','DELIVERED'])[1 + g % 4],
       u.ids[1 + g % cardinality(u.ids)], now(), now()
     from generate_series(1, $2::int) g, p, v, u`,
    [companyId, orders],
  );
  await db.query(
    `insert into deliveries (company_id, order_id, position, state, requested_delivered_at,
                             estimated_delivered_at, actual_delivered_at, carrier, tracking_number)
     select o.company_id, o.id, d,
       case n % 3 when 0 then 'DELIVERED' when 1 then 'SCHEDULED' else 'REQUESTED' end,
       day + interval '12 hours',
       case when n % 3 < 2 then day + interval '1 day 12 hours' end,
       case when n % 3 = 0 then day + interval '1 day 15 hours' end,
       'Delivered by vendor', 'TRK' || n
     from orders o
     cross join generate_series(0, ${DELIVERIES_PER_ORDER - 1}) d
     cross join lateral (select o.id * ${DELIVERIES_PER_ORDER} + d as n) k
     cross join lateral (select $2::timestamptz + ((n * 7919) % 364) * interval '1 day' as day) t
     where o.company_id = $1 and o.order_number like 'D-%'`,
    [companyId, YEAR_START],
  );
  await db.query(
    `insert into order_materials (company_id, order_id, delivery_id, position, description,
                                  quantity, unit_cost, extended_cost)
     select d.company_id, d.order_id, d.id, d.position * ${LINES_PER_DELIVERY} + l,
       'Bench material ' || (1 + (d.id + l) % 500), 1 + l, 10 + l, (1 + l) * (10 + l)
     from deliveries d, generate_series(0, ${LINES_PER_DELIVERY - 1}) l
     where d.company_id = $1`,
    [companyId],
  );
  for (const table of ['orders', 'deliveries', 'order_materials']) {
    await db.query(`vacuum analyze ${table}`);
  }
  const counted = await db.query<{ n: number }>(
    `select count(*)::int n from deliveries where company_id = $1`,
    [companyId],
  );
  console.log(
    `seeded ${counted.rows[0]!.n} deliveries (${orders} orders, ${LINES_PER_DELIVERY} lines each) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Times `run` ROUNDS times after 3 warm-ups; `prepare` (untimed) makes each round's input. */
async function measure<T>(
  title: string,
  prepare: () => Promise<T>,
  run: (input: T) => Promise<void>,
) {
  for (let i = 0; i < 3; i++) await run(await prepare());
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const input = await prepare();
    const started = performance.now();
    await run(input);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `${title.padEnd(48)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (n=${ROUNDS})`,
  );
  return p95;
}

const kept = process.env.DELIVERIES_DB;
const name = kept ?? `laydown_deliveries_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
if (!kept) await admin.query(`create database ${name}`);
const server = await startServer({
  DEMO_PASSWORD: BENCH_PASSWORD,
  LOG_LEVEL: 'error',
  WEB_CONCURRENCY: '1',
  DATABASE_URL: databaseUrl(name),
});
try {
  if (!kept) {
    const db = new pg.Client({ connectionString: databaseUrl(name) });
    await db.connect();
    try {
      await seed(db);
    } finally {
      await db.end();
    }
  }
  const cookie = await signIn(server.baseUrl);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const projects = await json<{ records: { id: number }[] }>(await call('GET', '/projects'), 'p');
  const vendors = await json<{ records: { id: number }[] }>(
    await call('GET', '/company_vendors'),
    'vendors',
  );
  const codes = await json<{ records: { id: number }[] }>(
    await call('GET', '/cost_codes'),
    'codes',
  );
  const quickPo = {
    order: {
      project_id: projects.records[0]!.id,
      company_vendor_id: vendors.records[0]!.id,
      deliveries: [
        {
          requested_delivered_at: '2026-06-30',
          order_materials: Array.from({ length: RECEIVED_LINES }, (_, i) => ({
            description: `Received material ${i + 1}`,
            unit_name: 'EA',
            quantity: String(10 + (i % 7)),
            unit_cost: '12.5',
            cost_code_id: codes.records[0]!.id,
          })),
        },
      ],
    },
  };
  type Placed = {
    order: { deliveries: { id: number; order_materials: { id: number; quantity: string }[] }[] };
  };
  const placeOrder = async () => {
    const placed = await json<Placed>(await call('POST', '/order/quick_po', quickPo), 'quick_po');
    const delivery = placed.order.deliveries[0]!;
    return {
      id: delivery.id,
      body: {
        delivery: {
          received_materials: delivery.order_materials.map((line) => ({
            id: line.id,
            quantity_received: line.quantity,
          })),
        },
      },
    };
  };
  const get = (path: string) => async () => {
    const res = await fetch(`${server.baseUrl}/api${path}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  };
  const none = async () => undefined;

  console.log(`load before: ${load()}`);
  const floor = await measure('floor: GET /order_settings', none, get('/order_settings'));
  const week = `/deliveries/fetch_deliveries?start_date=${WEEK.start_date}&end_date=${WEEK.end_date}`;
  const inWeek = await json<{ records: unknown[] }>(await call('GET', week), 'week');
  const calendar = await measure(
    `GET fetch_deliveries, a week (${inWeek.records.length} records)`,
    none,
    get(week),
  );
  const receive = await measure(
    `PATCH /deliveries/{id}: receive ${RECEIVED_LINES} lines`,
    placeOrder,
    async ({ id, body }) => {
      await json(await call('PATCH', `/deliveries/${id}`, body), 'receive');
    },
  );
  console.log(`load after: ${load()}`);
  console.log(
    `receive p95 ${receive.toFixed(1)} ms (goal 100); calendar p95 ${calendar.toFixed(1)} ms (goal 40, ${(calendar / floor).toFixed(1)}× the floor)`,
  );
  if (receive > 100 || calendar > 40) process.exitCode = 1;
} finally {
  await server.stop();
  if (!kept && !process.env.KEEP_DB)
    await admin.query(`drop database if exists ${name} with (force)`);
  else console.log(`database kept: DELIVERIES_DB=${name}`);
  await admin.end();
}
