// `BASE_DIR=<a checkout before a change> ORDERS_LIST_DB=<a database bench:orders-list kept>
// DATABASE_URL=postgres://… node --import tsx bench/orders-list-ab.ts`: the GET /orders figures
// of `bench:orders-list` against two servers on the same seeded database, requests alternating,
// so both see the same machine load (decisions 0058, 0082). Seed once with KEEP_DB=1.
import os from 'node:os';
import { startServer as startNew } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';

const base = (await import(`${process.env.BASE_DIR}/e2e/support/server.ts`)) as {
  startServer: typeof startNew;
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const kept = process.env.ORDERS_LIST_DB;
if (!kept || !process.env.DATABASE_URL) throw new Error('needs ORDERS_LIST_DB and DATABASE_URL');
const url = new URL(process.env.DATABASE_URL);
url.pathname = `/${kept}`;
const env = { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error', DATABASE_URL: url.toString() };
const servers = [await base.startServer(env), await startNew(env)];

try {
  const sides = await Promise.all(
    servers.map(async (server) => {
      const cookie = await signIn(server.baseUrl);
      return (path: string) => async () => {
        const res = await fetch(`${server.baseUrl}/api${path}`, { headers: { cookie } });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      };
    }),
  );
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load before: ${load()}`);
  const cases = [
    '/order_settings',
    '/orders',
    '/orders?search=B-04217',
    '/orders?search=anchor%20bolt%2017',
    '/orders?search=garage',
  ];
  for (const path of cases) {
    const times: number[][] = [[], []];
    for (const side of sides) for (let i = 0; i < 3; i++) await side(path)(); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const started = performance.now();
        await sides[i]!(path)();
        times[i]!.push(performance.now() - started);
      }
    }
    const line = (t: number[]) => {
      t.sort((a, b) => a - b);
      return `p50 ${percentile(t, 50).toFixed(1)} p95 ${percentile(t, 95).toFixed(1)}`;
    };
    console.log(
      `${path.padEnd(36)} n=${ROUNDS}  before ${line(times[0]!)}  after ${line(times[1]!)}`,
    );
  }
  console.log(`load after: ${load()}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
