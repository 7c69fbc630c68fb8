import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createJobQueue } from './job-queue';
import { numberedToDrizzle } from './sql-executor';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const silent = { error: () => {}, warn: () => {} };

describe('pg-boss statements through drizzle', () => {
  it('keeps the numbered parameters, so one value used twice is bound once', () => {
    const query = new PgDialect().sqlToQuery(
      numberedToDrizzle('select right($2, 1), $2, $1::int', [7, 'ab']),
    );
    expect(query.sql).toBe('select right($2, 1), $2, $1::int\n/* $1, $2 */');
    expect(query.params).toEqual([7, 'ab']);
  });

  it('runs a statement that uses one parameter as text and as a timestamp', async () => {
    const { rows } = await t.db.execute(
      numberedToDrizzle(
        `select case when right($1, 1) = 'Z' then cast($1 as timestamptz) end as at`,
        ['3600'],
      ),
    );
    expect(rows).toEqual([{ at: null }]);
  });
});

describe('the job queue', () => {
  it('queues a job inside a transaction, with its retry policy', async () => {
    const jobs = createJobQueue({ db: t.db, log: silent });
    const id = await t.db.transaction((tx) =>
      jobs.enqueue(tx, 'mail.deliver', { outboxId: 0 }, { startAfterSeconds: 3600 }),
    );
    const { rows } = await t.db.execute<{
      data: unknown;
      state: string;
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
      later: boolean;
    }>(
      sql`select data, state, retry_limit, retry_delay, retry_backoff,
            start_after > now() + interval '59 minutes' as later
          from pgboss.job where id = ${id}`,
    );
    expect(rows).toEqual([
      {
        data: { outboxId: 0 },
        state: 'created',
        retry_limit: 3,
        retry_delay: 30,
        retry_backoff: true,
        later: true,
      },
    ]);
  });

  it('on start, schedules the hourly maintenance and stops cleanly', async () => {
    const jobs = createJobQueue({ db: t.db, log: silent });
    await jobs.start();
    await jobs.stop();
    await jobs.stop();
    const { rows } = await t.db.execute<{ name: string; cron: string; timezone: string }>(
      sql`select name, cron, timezone from pgboss.schedule
        where name in ('maintenance.prune', 'files.prune_generated', 'files.prune_unattached')
        order by name`,
    );
    expect(rows).toEqual([
      { name: 'files.prune_generated', cron: '47 * * * *', timezone: 'UTC' },
      { name: 'files.prune_unattached', cron: '37 * * * *', timezone: 'UTC' },
      { name: 'maintenance.prune', cron: '17 * * * *', timezone: 'UTC' },
    ]);
  });
});
