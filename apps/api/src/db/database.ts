import type { Config } from '../config';
import { connectDatabase, type DatabaseHandle } from './client';
import { startEmbeddedPostgres } from './embedded';
import { runMigrations } from './migrate';

export interface OpenDatabase extends DatabaseHandle {
  /** What the server processes connect to (the embedded server's URL carries its password). */
  url: string;
  embedded: boolean;
  close: () => Promise<void>;
}

/** The configured PostgreSQL server, or the embedded one when DATABASE_URL is unset; migrated. */
export async function openDatabase(config: Config): Promise<OpenDatabase> {
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.embeddedPgPort);
  const url = config.databaseUrl ?? embedded!.url;
  const handle = connectDatabase(url);
  try {
    await runMigrations(handle.db);
  } catch (error) {
    await handle.pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    ...handle,
    url,
    embedded: embedded !== null,
    close: async () => {
      await handle.pool.end();
      await embedded?.stop();
    },
  };
}
