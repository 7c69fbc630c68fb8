import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';
import { installJobSchema } from '../platform/jobs/install';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies every pending SQL migration, then installs or upgrades pg-boss's schema. Safe to run from
 * several processes: drizzle and pg-boss each take a lock.
 */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await installJobSchema(db);
}
