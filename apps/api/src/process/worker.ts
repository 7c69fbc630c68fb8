import type { Config } from '../config';
import { connectDatabase } from '../db/client';
import { createLogger } from '../platform/logger';
import { createSecretBox } from '../platform/secrets/secret-box';
import { secretKeyFor } from '../platform/secrets/secret-key-file';
import { StartFailure } from '../start-failure';
import { serve } from './serve';

/**
 * Connections per server process: the embedded PostgreSQL allows 100, and many cores must not
 * exhaust them (10 each up to 8 processes, never fewer than 4).
 */
export function poolSizeFor(processes: number): number {
  return Math.max(4, Math.min(10, Math.floor(80 / processes)));
}

/**
 * A server process forked by the primary (cluster.ts): the database is ready, DATABASE_URL points
 * at it and JOBS says whether this one runs the job workers. It exits when the primary goes away,
 * so a killed primary leaves no server holding the port or the database.
 */
export async function runWorker(config: Config): Promise<void> {
  if (!config.databaseUrl)
    throw new StartFailure('Cannot start: a server process got no database.');
  const logger = await createLogger(config);
  const secrets = createSecretBox(secretKeyFor(config));
  const { db, pool } = connectDatabase(config.databaseUrl, poolSizeFor(config.webConcurrency));
  const shutdown = await serve({ config, db, secrets, logger, closeDatabase: () => pool.end() });
  process.on('disconnect', () => void shutdown('the primary process is gone'));
}
