// `BASE_DIR=<a checkout of the code before a change> DATABASE_URL=… node --import tsx bench/orders-ab.ts`:
// the order figures of `bench:orders` against two servers at once (each on its own fresh database),
// requests alternating, so both see the same machine load (decision 0058).
import os from 'node:os';
import { startServer as startNew } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';
import { benchOrderBody, benchOrderIds, jsonCaller } from './order-body';

const base = (await import(`${process.env.BASE_DIR}/e2e/support/server.ts`)) as {
  startServer: typeof startNew;
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const env = { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' };
const servers = [await base.startServer(env), await startNew(env)];

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function prepare(baseUrl: string) {
  const cookie = await signIn(baseUrl);
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const ids = await benchOrderIds(jsonCaller(baseUrl, cookie));
  const body = (lines: number) => benchOrderBody(ids, lines);
  const ten = await json<{ order: { id: number } }>(await call('POST', '/order', body(10)), 'ten');
  return {
    create: (lines: number) => async () =>
      void (await json(await call('POST', '/order', body(lines)), 'create')),
    read: async () => void (await json(await call('GET', `/order/${ten.order.id}`), 'read')),
  };
}

try {
  const sides = [await prepare(servers[0]!.baseUrl), await prepare(servers[1]!.baseUrl)];
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load before: ${load()}`);
  const cases: [string, number, (s: (typeof sides)[number]) => () => Promise<void>][] = [
    ['create an order with 20 lines', ROUNDS, (s) => s.create(20)],
    ['create an order with 500 lines', Math.max(5, Math.round(ROUNDS / 4)), (s) => s.create(500)],
    ['read one order with 10 lines', ROUNDS * 2, (s) => s.read],
  ];
  for (const [title, rounds, run] of cases) {
    const times: number[][] = [[], []];
    for (const i of [0, 1]) await run(sides[i]!)(); // warm-up
    for (let round = 0; round < rounds; round++) {
      for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const started = performance.now();
        await run(sides[i]!)();
        times[i]!.push(performance.now() - started);
      }
    }
    const line = (t: number[]) => {
      t.sort((a, b) => a - b);
      return `p50 ${percentile(t, 50).toFixed(1)} p95 ${percentile(t, 95).toFixed(1)}`;
    };
    console.log(
      `${title.padEnd(32)} n=${rounds}  before ${line(times[0]!)}  after ${line(times[1]!)}`,
    );
  }
  console.log(`load after: ${load()}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
