import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './app';
import { ensureProviderCatalog } from './modules/catalog/seed';
import { DEMO_USERS, seedDemo } from './modules/demo/seed';
import { sealStoredSsoSecrets } from './modules/sso/secrets';
import { createSecretBox } from './platform/secrets/secret-box';
import { secretKeyFor } from './platform/secrets/secret-key-file';

/** Process entry: config -> database -> app -> listen; graceful shutdown on SIGTERM and SIGINT. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const secrets = createSecretBox(secretKeyFor(config));
  const database = await openDatabase(config);
  const app = await buildApp({
    db: database.db,
    config,
    secrets,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    try {
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close(); // closes the pool, stops the embedded PostgreSQL
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const sealed = await sealStoredSsoSecrets(database.db, secrets);
  if (sealed > 0) app.log.info({ sealed }, 'stored SSO client secrets encrypted');
  const catalog = await ensureProviderCatalog(database.db);
  if (catalog.inserted > 0) app.log.info(catalog, 'provider catalogue seeded');
  const demo = config.demo ? await seedDemo(database.db, config.demoPassword) : null;
  await app.listen({ host: config.host, port: config.port });
  printWelcome(config, database.embedded, demo?.password, demo?.generatedPassword ?? false);
}

function printWelcome(
  config: Config,
  embedded: boolean,
  demoPassword: string | undefined,
  generated: boolean,
): void {
  const lines = [
    '',
    `  Laydown is running at ${config.appUrl}`,
    `  Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}`,
  ];
  if (demoPassword) {
    lines.push(
      '',
      '  Demo company "Demo Construction" created. Sign in with:',
      ...Object.values(DEMO_USERS).map((email) => `    ${email}`),
      `  Password: ${demoPassword}${generated ? '   (generated; shown only this once, set DEMO_PASSWORD to choose it)' : ''}`,
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
