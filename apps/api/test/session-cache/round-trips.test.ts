import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { connectDatabase } from '../../src/db/client';
import { createDatabaseCheck } from '../../src/modules/health/database-check';
import { buildTestApp, type TestApp } from '../build-test-app';
import { addMember, createCompany, createSupportUser, createVendorUser } from '../factories/index';
import { queryRecorder, tablesOf } from '../query-counter';
import { signIn } from '../sign-in';

let t: TestApp;
let record: ReturnType<typeof queryRecorder>;

beforeAll(async () => {
  t = await buildTestApp();
  record = queryRecorder(t.db);
});
afterAll(() => t.close());

const get = (url: string, cookie = '') => t.app.inject({ url, headers: { cookie } });

const reads = (statements: string[]) => statements.filter((s) => /^\s*select/i.test(s));

async function roundTrips(url: string, cookie: string) {
  const { result, statements } = await record.during(() => get(url, cookie));
  expect(result.statusCode, result.body).toBe(200);
  return { statements, reads: reads(statements) };
}

const sessionCookie = (res: LightMyRequestResponse) =>
  `laydown_session=${res.cookies.find((c) => c.name === 'laydown_session')?.value ?? ''}`;

describe('round trips of the common path', () => {
  it('GET /api/user: one for the identity and one for the view, none once cached', async () => {
    const c = await createCompany(t.db);
    const cookie = await signIn(t.app, await addMember(t.db, c.id, 'USER'));
    const cold = await roundTrips('/api/user', cookie);
    expect(cold.statements).toHaveLength(2);
    expect(cold.statements[0]).toMatch(/from "sessions"/);
    const warm = await roundTrips('/api/user', cookie);
    expect(warm.statements).toHaveLength(0);
  });

  it('any other signed-in call: at most one for the identity, none once cached', async () => {
    const c = await createCompany(t.db);
    const member = await addMember(t.db, c.id, 'USER');
    const cookie = await signIn(t.app, member);
    const identity = (statements: string[]) =>
      statements.filter((s) => /from "sessions"/.test(s)).length;
    const cold = await roundTrips('/api/user_settings', cookie);
    expect(identity(cold.statements)).toBe(1);
    const warm = await roundTrips('/api/user_settings', cookie);
    expect(identity(warm.statements)).toBe(0);
    expect(warm.statements).toHaveLength(cold.statements.length - 1);
  });

  it('every table the cached identity and view read announces its changes', async () => {
    const c = await createCompany(t.db);
    const member = await addMember(t.db, c.id, 'USER');
    const vendor = await createVendorUser(t.db, c.id);
    const staff = await signIn(t.app, await createSupportUser(t.db));
    const impersonating = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/internal/impersonations',
        headers: { cookie: await signIn(t.app, await createSupportUser(t.db)) },
        payload: { impersonation: { company_user_id: member.companyUserId } },
      }),
    );
    const read = new Set<string>();
    for (const cookie of [
      await signIn(t.app, member),
      await signIn(t.app, vendor, 'VENDOR'),
      staff,
      impersonating,
    ]) {
      const cold = await roundTrips('/api/user', cookie);
      expect(cold.reads).toHaveLength(2);
      for (const statement of cold.reads) for (const table of tablesOf(statement)) read.add(table);
    }
    expect([...read].sort()).toEqual([
      'companies',
      'company_user_project_groups',
      'company_users',
      'roles',
      'sessions',
      'user_settings',
      'users',
      'vendor_users',
      'vendors',
    ]);

    const triggers = await t.db.execute<{ table: string; events: number }>(sql`
      select c.relname as "table", bit_or(t.tgtype::int) as events
      from pg_trigger t join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'access_changed' and not t.tgisinternal
      group by c.relname`);
    const events = new Map(triggers.rows.map((r) => [r.table, Number(r.events)]));
    const [INSERT, DELETE, UPDATE] = [4, 8, 16];
    // A row that appears matters where rows are found by a reference rather than their own id.
    const insertMatters = new Set([
      'company_users',
      'user_settings',
      'company_user_project_groups',
    ]);
    for (const table of read) {
      const mask = events.get(table) ?? 0;
      expect(mask & UPDATE, `${table} announces updates`).toBe(UPDATE);
      expect(mask & DELETE, `${table} announces deletes`).toBe(DELETE);
      if (insertMatters.has(table))
        expect(mask & INSERT, `${table} announces inserts`).toBe(INSERT);
    }
  });

  it('/api/health asks the database once for calls that arrive together, then not for a second', async () => {
    const { result, statements } = await record.during(() =>
      Promise.all(Array.from({ length: 20 }, () => get('/api/health'))),
    );
    expect(result.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(statements.length).toBeLessThanOrEqual(1);
    const again = await record.during(() => get('/api/health'));
    expect(again.result.json()).toMatchObject({ status: 'ok', database: 'up' });
    expect(again.statements).toHaveLength(0);
  });
});

describe('the database check of /api/health', () => {
  it('reports an unreachable database, and asks again at the next call', async () => {
    const unreachable = connectDatabase('postgres://postgres@127.0.0.1:1/none', 1);
    try {
      const check = createDatabaseCheck(unreachable.db);
      await expect(check()).rejects.toThrow();
      await expect(check()).rejects.toThrow();
    } finally {
      await unreachable.pool.end();
    }
  });

  it('asks again once the answer is older than its freshness', async () => {
    const check = createDatabaseCheck(t.db, 50);
    const { statements: first } = await record.during(async () => {
      await check();
      await check();
    });
    expect(first).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const { statements: later } = await record.during(() => check());
    expect(later).toHaveLength(1);
  });
});
