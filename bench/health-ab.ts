// `BASE_DIR=<a checkout of the code before a change, API built> DATABASE_URL=… node --import tsx bench/health-ab.ts`
// (build this checkout's API first: `npm run build --workspace @laydown/api`): `npm run bench`'s
// GET /api/health and GET /api/user against two compiled servers at once, the code before and
// after, each beside bare node:http, in short turns (BENCH_SECONDS, 3) over BENCH_ROUNDS (8)
// rounds, so both meet the same load from the rest of the machine. Prints each side's median
// req/s and server CPU time per request, and their ratio to bare node:http (decision 0109).
import { COMPILED_SERVER, startServer as startNew } from '../e2e/support/server';
import { BENCH_PASSWORD, signIn } from './http';
import { median, measure, startBareServer, type Target } from './load';

const base = (await import(`${process.env.BASE_DIR}/e2e/support/server.ts`)) as {
  startServer: typeof startNew;
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const env = { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'warn', WEB_CONCURRENCY: '1' };
const servers = {
  before: await base.startServer(env, COMPILED_SERVER),
  after: await startNew(env, COMPILED_SERVER),
};
const bare = await startBareServer();

try {
  const targets: Target[] = [{ title: 'bare node:http', url: bare.url, pid: bare.pid }];
  for (const [side, server] of Object.entries(servers)) {
    const cookie = await signIn(server.baseUrl);
    targets.push(
      { title: `${side} health`, url: `${server.baseUrl}/api/health`, pid: server.pid },
      {
        title: `${side} user`,
        url: `${server.baseUrl}/api/user`,
        pid: server.pid,
        headers: { cookie },
      },
    );
  }
  for (const target of targets) await measure(target, 2); // warm-up
  const rps = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  const keep = (map: Map<string, number[]>, title: string, value: number) =>
    map.set(title, [...(map.get(title) ?? []), value]);
  for (let round = 0; round < ROUNDS; round++) {
    // Bare first, then the two sides in turns that swap every round.
    const order = round % 2 === 0 ? targets : [targets[0]!, ...targets.slice(1).reverse()];
    for (const target of order) {
      const m = await measure(target, SECONDS);
      keep(rps, target.title, m.rps);
      if (m.cpu !== null) keep(cpu, target.title, m.cpu);
    }
  }
  const bareRps = median(rps.get('bare node:http')!);
  const bareCpu = median(cpu.get('bare node:http') ?? [NaN]);
  console.log(`${ROUNDS} rounds of ${SECONDS} s per target; medians`);
  for (const { title } of targets) {
    const r = median(rps.get(title)!);
    const c = median(cpu.get(title) ?? [NaN]);
    const ratio =
      title === 'bare node:http'
        ? ''
        : `   ${((r / bareRps) * 100).toFixed(1)}% of bare req/s, ${((bareCpu / c) * 100).toFixed(1)}% by CPU`;
    const all = (cpu.get(title) ?? []).map((v) => v.toFixed(1)).join(' ');
    console.log(
      `  ${title.padEnd(16)} ${r.toFixed(0).padStart(7)} req/s ${c.toFixed(1).padStart(6)} µs CPU/req${ratio}\n      µs CPU/req by round: ${all}`,
    );
  }
} finally {
  await bare.stop();
  await Promise.all(Object.values(servers).map((s) => s.stop()));
}
