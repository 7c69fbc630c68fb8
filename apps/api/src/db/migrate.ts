import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';
import { installJobSchema } from '../platform/jobs/install';
import { MIGRATIONS_DIR } from '../paths';

/**
 * Applies every pending SQL migration, then installs or upgrades pg-boss's schema. Safe to run from
 * several processes: drizzle and pg-boss each take a lock.
 */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await installJobSchema(db);
}
