// `BASE_DIR=<a checkout of the code before a change> node --import tsx bench/materials-ab.ts` (needs
// DATABASE_URL and the database bench:materials seeded): the materials bench against two servers at
// once, requests alternating, so both see the same machine load (decision 0078). BENCH_COLD=1: each
// round asks the lists for another page size, so a server that keeps pages in memory (decision
// 0081) reads every one afresh (facets do not depend on the page size: they stay kept).
// BENCH_DB: the seeded database's name (laydown_bench_materials).
import os from 'node:os';
import { startServer as startNew } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';
import { SEARCHES } from './material-searches';

const base = (await import(`${process.env.BASE_DIR}/e2e/support/server.ts`)) as {
  startServer: typeof startNew;
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const db = new URL(process.env.DATABASE_URL as string);
db.pathname = `/${process.env.BENCH_DB ?? 'laydown_bench_materials'}`;
const env = { DATABASE_URL: db.toString(), DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' };
const servers = [await base.startServer(env), await startNew(env)];
try {
  const cookies = [await signIn(servers[0]!.baseUrl), await signIn(servers[1]!.baseUrl)];
  const q = encodeURIComponent;
  const groups: [string, string[]][] = [
    ['search', SEARCHES.map((s) => `?search=${q(s)}`)],
    ['facets with search', SEARCHES.map((s) => `/facets?search=${q(s)}`)],
    ['browse', ['', '?group=Pipe', '?page=3']],
    ['facets, no search', ['/facets', '/facets?group=Rebar']],
  ];
  console.log(
    `load before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  for (const [title, paths] of groups) {
    const times: number[][] = [[], []];
    for (const i of [0, 1])
      for (const p of paths)
        await fetch(`${servers[i]!.baseUrl}/api/consolidated_company_materials${p}`, {
          headers: { cookie: cookies[i]! },
        });
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of paths) {
        const p =
          process.env.BENCH_COLD === '1' && !path.startsWith('/facets')
            ? `${path}${path.includes('?') ? '&' : '?'}per_page=${50 - round}`
            : path;
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order) {
          const started = performance.now();
          const res = await fetch(`${servers[i]!.baseUrl}/api/consolidated_company_materials${p}`, {
            headers: { cookie: cookies[i]! },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${res.status}`);
          times[i]!.push(performance.now() - started);
        }
      }
    }
    const line = (t: number[]) => {
      t.sort((a, b) => a - b);
      return `p50 ${percentile(t, 50).toFixed(1)} p95 ${percentile(t, 95).toFixed(1)}`;
    };
    console.log(
      `${title.padEnd(20)} n=${times[0]!.length}  before ${line(times[0]!)}  after ${line(times[1]!)}`,
    );
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
