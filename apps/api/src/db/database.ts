import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export interface OpenDatabase extends DatabaseHandle {
  embedded: boolean;
  close: () => Promise<void>;
}

/** The configured PostgreSQL server, or the embedded one when DATABASE_URL is unset; migrated. */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  const handle = connectDatabase(config.databaseUrl ?? embedded!.url);
  try {
    await runMigrations(handle.db);
  } catch (error) {
    await handle.pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    embedded: embedded !== null,
    close: async () => {
      await handle.pool.end();
      await embedded?.stop();
    },
  };
}
