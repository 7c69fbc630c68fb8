import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real app on the run's test database, as main.ts builds it, without listening. */
export async function buildTestApp(
  env: Record<string, string> = {},
  databaseUrl = inject('databaseUrl'),
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...env,
  });
  const handle = connectDatabase(databaseUrl, 4);
  const app = await buildApp({ db: handle.db, config });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    close: async () => {
      await app.close();
      await handle.pool.end();
    },
  };
}
