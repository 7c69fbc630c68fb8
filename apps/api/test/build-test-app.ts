import { inject } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import { createJobQueue } from '../src/platform/jobs/job-queue';
import { createMailer, type Mailer } from '../src/platform/mail/mailer';
import { loadConfig, type Config } from '../src/config';
import { connectDatabase, type Database } from '../src/db/client';
import { createSecretBox, type SecretBox } from '../src/platform/secrets/secret-box';
import { secretKeyFor } from '../src/platform/secrets/secret-key-file';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Services the tests call directly, built from the same config as the app's. */
  deps: { mailer: Mailer; secrets: SecretBox };
  /** Every registered route with its schema, in registration order. */
  routes: RouteOptions[];
  close: () => Promise<void>;
}

/** One fixed key for the API tests, so a test can also build a box with another key. */
export const TEST_SECRET_KEY = Buffer.alloc(32, 11).toString('base64');

/**
 * The real app on the run's test database, as main.ts builds it, without listening. Job workers
 * stay off unless a test passes JOBS=1, so the other tests do not pay for pg-boss's start.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  databaseUrl = inject('databaseUrl'),
  jobTuning: BuildAppOptions['jobTuning'] = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    SECRET_KEY: TEST_SECRET_KEY,
    JOBS: '0',
    ...env,
  });
  const handle = connectDatabase(databaseUrl, 4);
  const secrets = createSecretBox(secretKeyFor(config));
  const routes: RouteOptions[] = [];
  const app = await buildApp({
    db: handle.db,
    config,
    secrets,
    jobTuning,
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  const mailer = createMailer(config, createJobQueue({ db: handle.db, log: app.log }), secrets);
  return {
    app,
    db: handle.db,
    config,
    deps: { mailer, secrets },
    routes,
    close: async () => {
      await app.close();
      await handle.pool.end();
    },
  };
}
