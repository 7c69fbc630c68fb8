import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories/index';
import { createListeningConnection, type ListeningConnection } from './listening-connection';
import { LIVE_MESSAGES_CHANNEL } from './unit-of-work';

/**
 * One LISTEN connection per process (decision 0095): its channels' subscribers hear their own
 * notifications, are told when it drops and when it is back, and hear again after a reconnect.
 */

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const silent = { warn: () => {}, error: () => {} } as never;

describe('the listening connection', () => {
  let pool: pg.Pool;
  let connection: ListeningConnection;
  const heard: Record<string, string[]> = { first_channel: [], second_channel: [] };
  const events: string[] = [];

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
    connection = createListeningConnection(pool, silent);
    for (const channel of Object.keys(heard)) {
      connection.subscribe(channel, {
        notification: (payload) => heard[channel]!.push(payload),
        up: (again) => events.push(`${channel} up${again ? ' again' : ''}`),
        down: () => events.push(`${channel} down`),
      });
    }
    await connection.start();
  });
  afterAll(async () => {
    await connection.stop();
    await pool.end();
  });

  const notify = (channel: string, payload: string) =>
    pool.query('SELECT pg_notify($1, $2)', [channel, payload]);

  it('hands each channel’s notifications to that channel’s subscribers only', async () => {
    expect(connection.listening).toBe(true);
    expect(events).toEqual(['first_channel up', 'second_channel up']);
    await notify('first_channel', 'one');
    await notify('second_channel', 'two');
    await until(() => heard.second_channel!.length === 1, 'the second channel hears');
    expect(heard).toEqual({ first_channel: ['one'], second_channel: ['two'] });
  });

  it('reconnects after a drop, tells every subscriber, and both hear again', async () => {
    const pid = connection.backendPid;
    expect(pid).not.toBeNull();
    events.length = 0;
    await pool.query('SELECT pg_terminate_backend($1)', [pid]);
    await until(() => !connection.listening, 'the drop is noticed');
    expect(connection.backendPid).toBeNull();
    await until(() => connection.listening, 'the connection is back');
    expect(connection.backendPid).not.toBe(pid);
    expect(events).toEqual([
      'first_channel down',
      'second_channel down',
      'first_channel up again',
      'second_channel up again',
    ]);
    await notify('first_channel', 'three');
    await notify('second_channel', 'four');
    await until(() => heard.second_channel!.length === 2, 'the second channel hears again');
    expect(heard).toEqual({ first_channel: ['one', 'three'], second_channel: ['two', 'four'] });
  });

  it('takes no new channel once started', () => {
    expect(() => connection.subscribe('third_channel', { notification: () => {} })).toThrow();
  });
});

describe('the app’s one listening connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A committed outbox row announced as the unit of work announces it. */
  async function commitLiveMessage(companyId: number): Promise<number> {
    const { rows } = await t.db.execute<{ id: number }>(sql`with written as (
      insert into live_messages (company_id, channel, payload)
      values (${companyId}, 'order:contractor:0', '{"type":"refresh"}') returning id
    ) select id, pg_notify(${LIVE_MESSAGES_CHANNEL}, id::text) from written`);
    return Number(rows[0]!.id);
  }

  it('serves the session cache and the live hub; after a drop both hear again', async () => {
    const { listeningConnection: connection, sessionCache, live } = t.app;
    const company = await createCompany(t.db);
    const pid = connection.backendPid;
    expect(pid).not.toBeNull();
    // The pool's connections hear the access channel too; only this connection the live messages.
    const onId = vi.spyOn(live.hub, 'onId');
    const onReconnected = vi.spyOn(live.hub, 'onReconnected');
    const first = await commitLiveMessage(company.id);
    await until(() => onId.mock.calls.some(([id]) => id === first), 'the hub hears a message');
    await sessionCache.listener.caughtUp();

    await t.db.$client.query('SELECT pg_terminate_backend($1)', [pid]);
    await until(() => !connection.listening, 'the drop is noticed');
    expect(sessionCache.listener.listening).toBe(false);
    await until(() => connection.listening, 'the connection is back');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(sessionCache.listener.listening).toBe(true);
    expect(sessionCache.listener.backendPid).toBe(connection.backendPid);

    const second = await commitLiveMessage(company.id);
    await until(() => onId.mock.calls.some(([id]) => id === second), 'the hub hears again');
    // Resolves only once the listening connection has heard a marker on the access channel.
    await sessionCache.listener.caughtUp();
  });
});
