import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import { JOB_NAMES } from './job-names';
import { poolSql } from './sql-executor';

/** pg-boss keeps its tables in their own schema, next to the app's. */
export const JOBS_SCHEMA = 'pgboss';

/**
 * Creates or upgrades pg-boss's schema and the app's queues. It runs with the migrations (server
 * start, `npm run migrate`, once per test run), so starting workers later only checks the version.
 * pg-boss takes its own lock, so several processes may run it at once.
 */
export async function installJobSchema(db: Database): Promise<void> {
  const boss = new PgBoss({
    db: poolSql(db),
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  try {
    // A queue that exists is left as it is; retry settings travel with each job instead.
    for (const name of JOB_NAMES) await boss.createQueue(name, { name, policy: 'standard' });
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
