// `npm run bench`: builds and starts the real server (compiled, as `npm start` runs it) on a fresh database and a bare node:http server, then
// measures the common path (and two catalogue reads) through HTTP with autocannon, in rounds that take turns so that each
// target meets the same load from the rest of the machine. Prints req/s, p50 and p99, the server's
// CPU time per request (Linux), and the ratio to bare node:http in the same round. Nothing here
// asserts timings.
//   BENCH_SECONDS (10) per measurement, BENCH_ROUNDS (3), BENCH_CONNECTIONS (50),
//   BENCH_LOG_LEVEL (warn: at info every request's log lines come through the harness's pipe
//   into this process, which would then measure the pipe and the harness's memory; set it to
//   info to include the server's own cost of request logs)
import autocannon from 'autocannon';
import { COMPILED_SERVER, startServer } from '../e2e/support/server';
import { median, measure, startBareServer, type Measured, type Target } from './load';
import { BENCH_PASSWORD, signIn } from './http';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';

const line = (title: string, m: Measured, ratio?: { rps: number; cpu: number | null }) =>
  `${title.padEnd(28)} ${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(3)} ms   p99 ${String(m.p99).padStart(4)} ms` +
  (m.cpu === null ? '' : `   ${m.cpu.toFixed(1).padStart(5)} µs CPU/req`) +
  (ratio === undefined ? '' : `   ${percent(ratio.rps)} of bare req/s`) +
  (ratio?.cpu == null ? '' : `, ${percent(ratio.cpu)} by CPU`) +
  (m.non2xx || m.errors ? `   non-2xx ${m.non2xx} errors ${m.errors}` : '');

const percent = (ratio: number) => `${(ratio * 100).toFixed(1).padStart(5)}%`;

// One server process against one bare process: the ratio per core (and its CPU time is this pid's).
// The compiled server, as `npm start` runs it (`npm run bench` builds the API first).
const server = await startServer(
  { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL, WEB_CONCURRENCY: '1' },
  COMPILED_SERVER,
);
const bare = await startBareServer();
const bareFastify = await startBareServer('fastify');
try {
  const cookie = await signIn(server.baseUrl);
  const targets: Target[] = [
    { title: 'bare node:http', url: bare.url, pid: bare.pid },
    // The framework's own floor: Fastify with no plugin or hook answering the same JSON.
    { title: 'bare Fastify', url: bareFastify.url, pid: bareFastify.pid },
    { title: 'GET /api/health', url: `${server.baseUrl}/api/health`, pid: server.pid },
    {
      title: 'GET /api/user (signed in)',
      url: `${server.baseUrl}/api/user`,
      pid: server.pid,
      headers: { cookie },
    },
    // Two catalogue reads: the materials page's first page, and a search in it.
    {
      title: 'GET materials page 1',
      url: `${server.baseUrl}/api/consolidated_company_materials`,
      pid: server.pid,
      headers: { cookie },
    },
    {
      title: 'GET materials ?search=pipe',
      url: `${server.baseUrl}/api/consolidated_company_materials?search=pipe`,
      pid: server.pid,
      headers: { cookie },
    },
  ];
  console.log(
    `${ROUNDS} rounds of ${SECONDS} s per target, ${CONNECTIONS} connections, server LOG_LEVEL=${LOG_LEVEL}`,
  );
  // Warm up (JIT, connections, the session cache) before anything counts.
  for (const target of targets) {
    await autocannon({
      url: target.url,
      headers: target.headers,
      connections: CONNECTIONS,
      duration: 2,
    });
  }
  const ratios = new Map<string, { rps: number[]; cpu: number[] }>();
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}`);
    let baseline: Measured | null = null; // the first target, bare node:http
    for (const target of targets) {
      const m = await measure(target);
      if (!baseline) {
        baseline = m;
        console.log(`  ${line(target.title, m)}`);
        continue;
      }
      const ratio = {
        rps: baseline.rps > 0 ? m.rps / baseline.rps : 0,
        // CPU per request of bare over ours: the share of bare's speed on a core of its own.
        cpu: baseline.cpu !== null && m.cpu ? baseline.cpu / m.cpu : null,
      };
      const kept = ratios.get(target.title) ?? { rps: [], cpu: [] };
      kept.rps.push(ratio.rps);
      if (ratio.cpu !== null) kept.cpu.push(ratio.cpu);
      ratios.set(target.title, kept);
      console.log(`  ${line(target.title, m, ratio)}`);
    }
  }
  console.log('median ratio to bare node:http (req/s; CPU time per request)');
  for (const [title, { rps, cpu }] of ratios) {
    const byCpu = cpu.length ? `; ${percent(median(cpu))} by CPU` : '';
    console.log(`  ${title.padEnd(28)} ${percent(median(rps))}${byCpu}`);
  }
} finally {
  await bare.stop();
  await bareFastify.stop();
  await server.stop();
}
