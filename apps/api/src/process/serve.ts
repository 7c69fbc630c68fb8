import type { Logger } from 'pino';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { SecretBox } from '../platform/secrets/secret-box';

export interface ServeOptions {
  config: Config;
  db: Database;
  secrets: SecretBox;
  logger: Logger;
  /** Closes what this process opened for the database, after the last in-flight request. */
  closeDatabase: () => Promise<void>;
}

/** Stops this server process gracefully; safe to call more than once. */
export type Shutdown = (reason: string) => Promise<void>;

/**
 * Builds the app and listens. SIGTERM and SIGINT stop accepting, let in-flight requests finish
 * (their responses carry `Connection: close`), stop the job workers, close the database, exit 0.
 */
export async function serve(options: ServeOptions): Promise<Shutdown> {
  const { config, db, secrets, logger, closeDatabase } = options;
  const app = await buildApp({ db, config, secrets, logger });
  let stopping = false;
  const shutdown: Shutdown = async (reason) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close();
      await closeDatabase();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.ready();
  // Fastify announces each address at info, in every process; the banner says it once for all.
  const level = logger.level;
  logger.level = level === 'info' ? 'warn' : level;
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    logger.level = level;
  }
  return shutdown;
}
