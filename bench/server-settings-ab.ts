// `A_ARGS='…' B_ARGS='…' A_ENV='{…}' B_ENV='{…}' DATABASE_URL=… node --import tsx server-settings-ab.ts`:
// the same compiled server (`npm run build --workspace @laydown/api` first) started twice, with
// different node flags (A_ARGS / B_ARGS, e.g. `--max-semi-space-size=64`) or environment (A_ENV /
// B_ENV as JSON, e.g. `{"WEB_CONCURRENCY":"1"}`), creates of an order alternating between them
// in one window (decision 0117: questions of the machine and the runtime, not of the code).
// BENCH_WARMUP untimed creates each first (V8 is still compiling in a new server's first
// hundred), BENCH_LINES lines an order. With --trace-gc in the flags it also sums the GC pauses.
import fs from 'node:fs';
import os from 'node:os';
import { COMPILED_SERVER, startServer, type RunningServer } from '../e2e/support/server';
import { cpuMicros } from './cpu-time';
import { BENCH_PASSWORD, percentile, signIn } from './http';
import { benchOrderBody, benchOrderIds, jsonCaller } from './order-body';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 150);
const LINES = Number(process.env.BENCH_LINES ?? 20);
const SIDES = ['A', 'B'] as const;

const argsOf = (side: string) => process.env[`${side}_ARGS`]?.split(' ').filter(Boolean) ?? [];
const envOf = (side: string) =>
  JSON.parse(process.env[`${side}_ENV`] ?? '{}') as Record<string, string>;

async function creator(server: RunningServer) {
  const cookie = await signIn(server.baseUrl);
  const body = JSON.stringify(
    benchOrderBody(await benchOrderIds(jsonCaller(server.baseUrl, cookie)), LINES),
  );
  return async () => {
    const res = await fetch(`${server.baseUrl}/api/order`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body,
    });
    if (!res.ok) throw new Error(`create: ${res.status} ${await res.text()}`);
    await res.json();
  };
}

/** The GC pauses --trace-gc printed in `output`: count and milliseconds, by kind. */
function gcPauses(output: string) {
  const pauses = (kind: string) =>
    output
      .split('\n')
      .filter((line) => line.includes(`: ${kind} `))
      .map((line) => Number(/MB, ([\d.]+) \//.exec(line)?.[1] ?? 0));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0).toFixed(1);
  const scavenges = pauses('Scavenge');
  const compactions = pauses('Mark-Compact');
  return `scavenges ${scavenges.length} (${sum(scavenges)} ms), mark-compacts ${compactions.length} (${sum(compactions)} ms)`;
}

/** Resident memory of the process (kB from /proc), in MB; '?' elsewhere. */
function residentMb(pid: number | undefined): string {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? String(Math.round(Number(kb) / 1024)) : '?';
  } catch {
    return '?';
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const servers: RunningServer[] = [];
try {
  for (const side of SIDES) {
    const env = { DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error', ...envOf(side) };
    servers.push(await startServer(env, [...argsOf(side), ...COMPILED_SERVER]));
  }
  const creates = await Promise.all(servers.map(creator));
  for (let i = 0; i < WARMUP; i++) for (const create of creates) await create();
  console.log(`load before: ${load()}`);
  const outputFrom = servers.map((s) => s.output().length);
  const cpuFrom = servers.map((s) => cpuMicros(s.pid));
  const times: number[][] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = performance.now();
      await creates[i]!();
      times[i]!.push(performance.now() - started);
    }
  }
  SIDES.forEach((side, i) => {
    const t = times[i]!.sort((a, b) => a - b);
    const mean = t.reduce((a, b) => a + b, 0) / t.length;
    const [p50, p90, p95, p99] = [50, 90, 95, 99].map((p) => percentile(t, p).toFixed(1));
    const cpuTo = cpuMicros(servers[i]!.pid);
    const cpuFromI = cpuFrom[i];
    // The primary's own CPU: with WEB_CONCURRENCY=1 it is the server, with more its workers are not in it.
    const cpu =
      cpuTo === null || cpuFromI === null || cpuFromI === undefined
        ? '?'
        : ((cpuTo - cpuFromI) / ROUNDS / 1000).toFixed(2);
    console.log(
      `${side} [${argsOf(side).join(' ')} ${process.env[`${side}_ENV`] ?? ''}] n=${ROUNDS} create ${LINES} lines` +
        ` p50 ${p50} p90 ${p90} p95 ${p95} p99 ${p99} mean ${mean.toFixed(1)} ms;` +
        ` primary CPU/request ${cpu} ms; RSS ${residentMb(servers[i]!.pid)} MB;` +
        ` ${gcPauses(servers[i]!.output().slice(outputFrom[i]))}`,
    );
  });
  console.log(`load after: ${load()}`);
} finally {
  await Promise.all(servers.map((s) => s.stop()));
}
