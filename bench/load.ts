// What `npm run bench` and `bench/health-ab.ts` share: autocannon against a target with the answering
// process's CPU time per request, and the bare servers that are the yardsticks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuMicros } from './cpu-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

export interface Target {
  title: string;
  url: string;
  /** The process that answers, for its CPU time. */
  pid: number | undefined;
  headers?: Record<string, string>;
}

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU time per request, µs; null where /proc is not there. */
  cpu: number | null;
  non2xx: number;
  errors: number;
}

export async function measure(target: Target, seconds = SECONDS): Promise<Measured> {
  const before = cpuMicros(target.pid);
  const r = await autocannon({
    url: target.url,
    headers: target.headers,
    connections: CONNECTIONS,
    duration: seconds,
  });
  const after = cpuMicros(target.pid);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpu: before === null || after === null ? null : (after - before) / r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export async function startBareServer(kind: 'node' | 'fastify' = 'node') {
  const script = fileURLToPath(new URL('./bare-http.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script, kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (d) => resolve(String(d).trim()));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
