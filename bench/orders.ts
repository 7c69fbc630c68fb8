// `npm run bench:orders` (DATABASE_URL optional: a fresh database on that server, else an embedded
// one): issue 15's order figures through the real server's HTTP API, one request at a time —
// create an order with 20 lines and with 500 lines, read one order with its delivery and 10 lines,
// and the order list (GET /orders, decision 0084).
// The targets: p95 ≤ 20 ms, ≤ 250 ms and ≤ 8 ms (decision 0070 has the measured figures).
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';
import { benchOrderBody, benchOrderIds, jsonCaller } from './order-body';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

interface Call {
  (method: string, path: string, body?: unknown): Promise<Response>;
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function measure(title: string, rounds: number, run: () => Promise<void>) {
  await run(); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${title.padEnd(36)} p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  (n=${rounds})`,
  );
}

const server = await startServer({ DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' });
try {
  const cookie = await signIn(server.baseUrl);
  const call: Call = (method, path, body) =>
    fetch(`${server.baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  const ids = await benchOrderIds(jsonCaller(server.baseUrl, cookie));
  const body = (lines: number) => benchOrderBody(ids, lines);
  const create = (lines: number) => async () => {
    await json(await call('POST', '/order', body(lines)), `create ${lines}`);
  };
  await measure('create an order with 20 lines', ROUNDS, create(20));
  await measure('create an order with 500 lines', Math.max(5, Math.round(ROUNDS / 4)), create(500));
  const ten = await json<{ order: { id: number } }>(await call('POST', '/order', body(10)), 'ten');
  await measure('read one order with 10 lines', ROUNDS * 2, async () => {
    await json(await call('GET', `/order/${ten.order.id}`), 'read');
  });
  // Decision 0084: a page of 50 with state counts, and a search in it (the data is the demo
  // company plus the orders made above, not issue 15's 100,000 orders).
  await measure('list orders: page of 50 + counts', ROUNDS * 2, async () => {
    await json(await call('GET', '/orders'), 'list');
  });
  await measure('list orders: search', ROUNDS * 2, async () => {
    await json(await call('GET', '/orders?search=bench'), 'search');
  });
} finally {
  await server.stop();
}
