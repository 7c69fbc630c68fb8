import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { addMember, createCompany } from '../factories/index';
import { queryRecorder } from '../query-counter';
import { signIn } from '../sign-in';

let t: TestApp;
let record: ReturnType<typeof queryRecorder>;

beforeAll(async () => {
  t = await buildTestApp();
  record = queryRecorder(t.db);
});
afterAll(() => t.close());

async function me(cookie: string) {
  const { result, statements } = await record.during(() =>
    t.app.inject({ url: '/api/user', headers: { cookie } }),
  );
  expect(result.statusCode).toBe(200);
  return { firstName: result.json().user.first_name as string, roundTrips: statements.length };
}

/**
 * A change whose notification is lost: the row changes with triggers off for this one connection
 * (session_replication_role = replica), as if the announcement had been sent while nobody listened.
 */
async function renameUnannounced(userId: number, firstName: string) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('SET session_replication_role = replica');
    await client.query('UPDATE users SET first_name = $1 WHERE id = $2', [firstName, userId]);
  } finally {
    await client.end();
  }
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the listening connection', () => {
  it('when it drops, the cache is emptied and bypassed until it is back, then emptied again', async () => {
    const { listener } = t.app.sessionCache;
    const c = await createCompany(t.db);
    const member = await addMember(t.db, c.id, 'USER');
    const cookie = await signIn(t.app, member);
    await listener.caughtUp();
    await me(cookie);
    expect(await me(cookie)).toEqual({ firstName: 'Test', roundTrips: 0 });

    // Only an announcement empties the cache: an unannounced change stays unseen while it listens.
    await renameUnannounced(member.userId, 'Unannounced');
    expect(await me(cookie)).toEqual({ firstName: 'Test', roundTrips: 0 });

    const pid = listener.backendPid;
    expect(pid).not.toBeNull();
    await t.db.$client.query('SELECT pg_terminate_backend($1)', [pid]);
    await until(() => !listener.listening, 'the cache notices the lost connection');
    // Notifications may have been missed: nothing cached is answered, and nothing is kept.
    expect(await me(cookie)).toEqual({ firstName: 'Unannounced', roundTrips: 2 });
    expect(await me(cookie)).toEqual({ firstName: 'Unannounced', roundTrips: 2 });

    await until(() => listener.listening, 'the listening connection is back');
    expect(listener.backendPid).not.toBe(pid);
    const fresh = await me(cookie);
    expect(fresh).toEqual({ firstName: 'Unannounced', roundTrips: 2 });
    expect(await me(cookie)).toEqual({ firstName: 'Unannounced', roundTrips: 0 });

    // And it hears announcements again.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/user_settings',
      headers: { cookie },
      payload: { user_settings: { home_page: 'Orders' } },
    });
    expect((await me(cookie)).roundTrips).toBe(2);
  });

  it('obeys a flush sent by hand (after a restore, say), every time it is sent', async () => {
    const { listener } = t.app.sessionCache;
    await until(() => listener.listening, 'listening');
    const c = await createCompany(t.db);
    const member = await addMember(t.db, c.id, 'USER');
    const cookie = await signIn(t.app, member);
    await listener.caughtUp();
    for (const name of ['Restored', 'Restored again']) {
      await me(cookie);
      expect((await me(cookie)).roundTrips).toBe(0);
      await renameUnannounced(member.userId, name);
      await t.db.$client.query("NOTIFY laydown_access, '0 *'");
      expect(await me(cookie)).toEqual({ firstName: name, roundTrips: 2 });
    }
  });
});
