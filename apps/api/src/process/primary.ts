import type { Config } from '../config';
import { createLogger } from '../platform/logger';
import { startCluster } from './cluster';
import { prepare } from './prepare';
import { welcomeText } from './welcome';

/**
 * The process `npm start` runs. It prepares the database once (decision 0036), then serves itself
 * when WEB_CONCURRENCY is 1, or forks one server process per core behind the same port.
 */
export async function runPrimary(config: Config): Promise<void> {
  const logger = await createLogger(config);
  const prepared = await prepare(config, logger);
  const { database, secrets } = prepared;
  try {
    if (config.webConcurrency === 1) {
      // Loaded here only: with several server processes the primary never builds the app.
      const { serve } = await import('./serve');
      await serve({ config, db: database.db, secrets, logger, closeDatabase: database.close });
    } else {
      await startCluster({ config, prepared, logger });
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  console.log(welcomeText(config, database.embedded, prepared.demo, config.webConcurrency));
}
