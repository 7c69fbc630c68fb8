// `npm run bench:live` (needs DATABASE_URL: a PostgreSQL server both API processes share): issue
// 12's live-update figures (decision 0085).
// 1. Two API processes on one fresh database; a change saved through the first (PATCH
//    /order/{id}) reaches a WebSocket on the second: p95 <= 100 ms from the commit. The commit's
//    moment is when a LISTEN connection of the bench itself hears the outbox row's NOTIFY; the
//    time from sending the PATCH (which includes the save itself) is printed too.
// 2. 2,000 open sockets on one process, each subscribed, held past a keepalive round (30 s):
//    the process's memory (RSS) grows by <= 200 MB.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { WebSocket } from 'ws';
import { liveChannels, type LiveServerMessage } from '@laydown/contracts';
import { startServer, type RunningServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 35_000);

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('bench:live needs DATABASE_URL (both processes share its database)');

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Resident memory of the server and the processes it forked, in MB. */
function rssMb(pid: number): number {
  const kb = (p: number) =>
    Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
  const children = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return (
          fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
        );
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children].reduce((sum, p) => sum + kb(p), 0) / 1024;
}

function openSocket(base: string, cookie: string, onMessage?: (m: LiveServerMessage) => void) {
  const url = base.replace('http:', 'ws:') + '/api/live';
  const ws = new WebSocket(url, { headers: { cookie, origin: base } });
  if (onMessage) ws.on('message', (d) => onMessage(JSON.parse(String(d)) as LiveServerMessage));
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const name = `laydown_bench_live_${Date.now()}_${randomBytes(3).toString('hex')}`;
await admin(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const env = {
  DATABASE_URL: url.toString(),
  DEMO_PASSWORD: BENCH_PASSWORD,
  LOG_LEVEL: 'error',
  WEB_CONCURRENCY: '1',
};
const servers: RunningServer[] = [];
try {
  // One after the other: the first prepares the database (migrations, demo data) once.
  servers.push(await startServer(env));
  servers.push(await startServer({ ...env, JOBS: '0' }));
  const [first, second] = servers as [RunningServer, RunningServer];
  const cookie = await signIn(first.baseUrl);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${first.baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const projects = await call<{ records: { id: number }[] }>('GET', '/projects');
  type Order = { id: number; version: number; deliveries: { id: number }[] };
  let order = (
    await call<{ order: Order }>('POST', '/order', {
      order: {
        kind: 'ORDER',
        project_id: projects.records[0]!.id,
        name: 'Live bench',
        deliveries: [{ order_materials: [] }],
      },
    })
  ).order;
  const channel = liveChannels.orderContractor(order.id);

  // 1. Latency between processes.
  const committedAt = new Map<number, number>();
  const probe = new pg.Client({ connectionString: url.toString() });
  await probe.connect();
  probe.on('notification', (n) => committedAt.set(Number(n.payload), performance.now()));
  await probe.query('LISTEN live_messages');
  let arrived: ((id: number) => void) | null = null;
  const listener = await openSocket(second.baseUrl, cookie, (m) => {
    // Presence announcements (decision 0093) are not the change being timed.
    if (m.type === 'message' && m.channel === channel && m.payload.type !== 'presence') {
      arrived?.(m.id);
    }
  });
  listener.send(JSON.stringify({ type: 'subscribe', channel }));
  await new Promise((r) => setTimeout(r, 300));
  const total: number[] = [];
  const afterCommit: number[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    const heard = new Promise<[number, number]>(
      (resolve) => (arrived = (id) => resolve([id, performance.now()])),
    );
    const started = performance.now();
    order = (
      await call<{ order: Order }>('PATCH', `/order/${order.id}`, {
        order: {
          version: order.version,
          project_id: projects.records[0]!.id,
          name: `Live bench ${round}`,
          deliveries: order.deliveries.map((d) => ({ id: d.id, order_materials: [] })),
        },
      })
    ).order;
    const [id, at] = await heard;
    // The probe may hear the NOTIFY a moment after the socket got the message: count that as 0.
    while (!committedAt.has(id)) await new Promise((r) => setTimeout(r, 1));
    if (round === 0) continue; // warm-up
    total.push(at - started);
    afterCommit.push(Math.max(0, at - committedAt.get(id)!));
  }
  total.sort((a, b) => a - b);
  afterCommit.sort((a, b) => a - b);
  const figures = (times: number[]) =>
    `p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`;
  console.log(
    `commit on process 1 -> socket on process 2: ${figures(afterCommit)}  (n=${ROUNDS}; target p95 <= 100 ms)`,
  );
  console.log(`sending the PATCH -> socket on process 2:  ${figures(total)}  (includes the save)`);
  listener.close();
  await probe.end();

  // 2. Memory of many open sockets with keepalive.
  const pid = second.pid!;
  await new Promise((r) => setTimeout(r, 1_000));
  const before = rssMb(pid);
  const sockets: WebSocket[] = [];
  for (let i = 0; i < SOCKETS; i += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, SOCKETS - i) }, () => openSocket(second.baseUrl, cookie)),
    );
    for (const ws of batch) ws.send(JSON.stringify({ type: 'subscribe', channel }));
    sockets.push(...batch);
  }
  await new Promise((r) => setTimeout(r, HOLD_MS));
  const open = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;
  const after = rssMb(pid);
  console.log(
    `${SOCKETS} sockets on one process, held ${HOLD_MS / 1000} s (keepalive every 30 s): RSS ${before.toFixed(0)} MB -> ${after.toFixed(0)} MB (+${(after - before).toFixed(0)} MB; target <= 200 MB), ${open} still open`,
  );
  for (const ws of sockets) ws.terminate();
} finally {
  for (const server of servers) await server.stop();
  await admin(`drop database if exists ${name} with (force)`);
}
