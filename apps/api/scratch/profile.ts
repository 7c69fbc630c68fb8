// Scratch: times each statement of a material search against the seeded bench database.
import type pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/client';
import { createSecretBox } from '../src/platform/secrets/secret-box';

const url = 'postgres://postgres@127.0.0.1:5432/laydown_bench_materials';
const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: url, LOG_LEVEL: 'silent', JOBS: '0', DEMO: '0', SECRET_KEY: Buffer.alloc(32, 11).toString('base64'), WEB_DIST_DIR: '/nonexistent' });
const handle = connectDatabase(url, 4);
let t0 = 0;
let log: { text: string; ms: number }[] | null = null;
const wrapped = new WeakSet<pg.PoolClient>();
for (const pl of [handle.pool, (handle.db.$indexReads as unknown as { $client: pg.Pool }).$client]) pl.on('acquire', (client) => {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const original = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
  (client as unknown as { query: unknown }).query = async (...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as pg.QueryConfig).text);
    const started = performance.now();
    const r = await original(...args);
    log?.push({ text: `@${(started - t0).toFixed(1)} ` + text.replace(/\s+/g, ' ').slice(0, 70), ms: performance.now() - started });
    if (process.env.SHOW && text.includes(process.env.SHOW)) console.log('QJSON' + JSON.stringify({ text, values: (first as pg.QueryConfig).values ?? args[1] }));
    return r;
  };
});
const app = await buildApp({ db: handle.db, config, secrets: createSecretBox(Buffer.alloc(32, 11)) });
await app.ready();
const signin = await app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { email: 'purchaser@demo.test', password: 'Bench-Passw0rd!', remember_me: '1' } } });
const cookie = String(signin.headers['set-cookie']).split(';')[0] as string;
const searches = (process.argv[2] ?? 'coper pipe|copper pipe 1/2|galvanized|pip').split('|');
for (const path of searches) {
  const u = path.startsWith('/') ? `/api/consolidated_company_materials${path}` : `/api/consolidated_company_materials?search=${encodeURIComponent(path)}`;
  for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url: u, headers: { cookie } });
  const totals: number[] = [];
  let last: { text: string; ms: number }[] = [];
  for (let i = 0; i < Number(process.env.N ?? 10); i++) {
    log = [];
    const t = performance.now();
    t0 = t;
    const res = await app.inject({ method: 'GET', url: u, headers: { cookie } });
    totals.push(performance.now() - t);
    if (res.statusCode !== 200) console.log(res.statusCode, res.body.slice(0, 200));
    last = log;
  }
  totals.sort((a, b) => a - b);
  console.log(`${path}: median ${totals[5]?.toFixed(1)} ms, ${last.length} statements`);
  for (const q of last) console.log(`  ${q.ms.toFixed(2).padStart(6)}  ${q.text}`);
}
log = null;
await app.close();
await handle.pool.end();
