import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { inject } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories/index';
import { historyEntries, liveMessages } from '../db/schema/index';
import { StaleVersionError } from './errors';
import { systemScope } from './scope';
import { diffFields, followHistory, inUnitOfWork, LIVE_MESSAGES_CHANNEL } from './unit-of-work';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await buildTestApp();
  companyId = (await createCompany(t.db)).id;
});
afterAll(() => t.close());

const historyOf = (subjectId: number) =>
  t.db
    .select()
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.companyId, companyId),
        eq(historyEntries.subjectType, 'test_subject'),
        eq(historyEntries.subjectId, subjectId),
      ),
    );

const jobCount = async (outboxId: number) => {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where data->>'outboxId' = ${String(outboxId)}`,
  );
  return rows[0]!.n;
};

describe('the unit of work', () => {
  it('writes history, jobs and live messages with the change, and none of them when it fails', async () => {
    const scope = systemScope('unit-of-work test', companyId);
    await inUnitOfWork(t.db, scope, async (uow) => {
      await uow.history.record({
        subjectType: 'test_subject',
        subjectId: 1,
        action: 'updated',
        title: 'Subject 1 updated',
        changes: [{ section: 'details', field: 'name', old: 'A', new: 'B' }],
      });
      await uow.enqueue('mail.deliver', { outboxId: 900_001 }, { startAfterSeconds: 3600 });
      await uow.publish('test', { subject: 1 });
    });
    const [entry] = await historyOf(1);
    expect(entry).toMatchObject({
      action: 'updated',
      title: 'Subject 1 updated',
      authorUserId: null,
      impersonatorUserId: null,
      changes: [{ section: 'details', field: 'name', old: 'A', new: 'B' }],
    });
    expect(await jobCount(900_001)).toBe(1);

    const failed = inUnitOfWork(t.db, scope, async (uow) => {
      await uow.history.record({
        subjectType: 'test_subject',
        subjectId: 2,
        action: 'created',
        title: 'Subject 2 created',
      });
      await uow.enqueue('mail.deliver', { outboxId: 900_002 }, { startAfterSeconds: 3600 });
      await uow.publish('test', { subject: 2 });
      throw new Error('the save failed');
    });
    await expect(failed).rejects.toThrow('the save failed');
    expect(await historyOf(2)).toEqual([]);
    expect(await jobCount(900_002)).toBe(0);
    const messages = await t.db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.companyId, companyId), eq(liveMessages.channel, 'test')));
    expect(messages.map((m) => m.payload)).toEqual([{ subject: 1 }]);
  });

  it('announces a live message only once its transaction commits', async () => {
    const listener = new pg.Client({ connectionString: inject('databaseUrl') });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    await listener.query(`LISTEN ${LIVE_MESSAGES_CHANNEL}`);
    try {
      await inUnitOfWork(t.db, systemScope('live test', companyId), async (uow) => {
        await uow.publish('orders', { order: 7 });
        // Another connection hears nothing while the transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(heard).toEqual([]);
      });
      const [row] = await t.db
        .select({ id: liveMessages.id })
        .from(liveMessages)
        .where(and(eq(liveMessages.companyId, companyId), eq(liveMessages.channel, 'orders')));
      await expect.poll(() => heard, { timeout: 2000 }).toEqual([String(row!.id)]);
      await inUnitOfWork(t.db, systemScope('live test', companyId), async (uow) => {
        await uow.publish('orders', { order: 8 });
        throw new Error('rolled back');
      }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(1);
    } finally {
      await listener.end();
    }
  });

  it('lets a module follow its subject’s history, and publishes one message once per write', async () => {
    followHistory('followed_subject', (uow, entry) =>
      uow.publish(`followed:${entry.subjectId}`, { type: 'refresh' }),
    );
    await inUnitOfWork(t.db, systemScope('follow test', companyId), async (uow) => {
      for (const action of ['updated', 'commented']) {
        await uow.history.record({
          subjectType: 'followed_subject',
          subjectId: 5,
          action,
          title: action,
        });
      }
      await uow.publish('followed:5', { type: 'refresh' });
      // Written only when its condition holds once the work is done.
      await uow.publish('followed:5', { type: 'never' }, { when: sql`false` });
    });
    const rows = await t.db
      .select()
      .from(liveMessages)
      .where(and(eq(liveMessages.companyId, companyId), eq(liveMessages.channel, 'followed:5')));
    expect(rows.map((r) => r.payload)).toEqual([{ type: 'refresh' }]);
  });

  it('refuses a save based on an older version with 409 and the current version', async () => {
    const stale = inUnitOfWork(t.db, systemScope('version test', companyId), async (uow) => {
      uow.expectVersion(4, 4);
      uow.expectVersion(5, 4);
    });
    await expect(stale).rejects.toBeInstanceOf(StaleVersionError);
    await expect(stale).rejects.toMatchObject({
      status: 409,
      code: 'stale_version',
      currentVersion: 5,
    });
  });

  it('keeps history append-only', async () => {
    await expect(
      t.db
        .update(historyEntries)
        .set({ title: 'rewritten' })
        .where(eq(historyEntries.companyId, companyId)),
    ).rejects.toThrow();
  });
});

describe('diffFields', () => {
  const before = {
    name: 'Pipe',
    price: '1.50',
    due: new Date('2026-01-01T00:00:00Z'),
    tags: ['a'],
  };

  it('answers one change row per changed field, old -> new', () => {
    expect(
      diffFields(before, { name: 'Pipe', price: '1.75', tags: ['a', 'b'] }, [
        'name',
        'price',
        'tags',
      ]),
    ).toEqual([
      { section: 'details', field: 'price', old: '1.50', new: '1.75' },
      { section: 'details', field: 'tags', old: ['a'], new: ['a', 'b'] },
    ]);
  });

  it('ignores fields not sent and fields not listed, and writes dates as ISO text', () => {
    expect(
      diffFields(before, { due: new Date('2026-02-01T00:00:00Z'), price: '9' }, ['due'], 'dates'),
    ).toEqual([
      {
        section: 'dates',
        field: 'due',
        old: '2026-01-01T00:00:00.000Z',
        new: '2026-02-01T00:00:00.000Z',
      },
    ]);
    expect(diffFields(before, {}, ['name', 'price'])).toEqual([]);
  });
});
