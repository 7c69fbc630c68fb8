import type { Logger } from 'pino';
import type { Config } from '../config';
import { openDatabase, type OpenDatabase } from '../db/database';
import { ensureProviderCatalog } from '../modules/catalog/seed';
import { seedDemo, type DemoSeed } from '../modules/demo/seed';
import { sealStoredSsoSecrets } from '../modules/sso/secrets';
import { createSecretBox, type SecretBox } from '../platform/secrets/secret-box';
import { secretKeyFor } from '../platform/secrets/secret-key-file';

export interface Prepared {
  database: OpenDatabase;
  secrets: SecretBox;
  /** Set when this start created the demo company. */
  demo: DemoSeed | null;
}

/**
 * What happens once per start, before any server process listens: the secret key, the database
 * (the embedded PostgreSQL started, migrations and pg-boss's schema applied), leftover plaintext
 * secrets sealed, the provider catalogue and the demo company seeded.
 */
export async function prepare(config: Config, log: Logger): Promise<Prepared> {
  const secrets = createSecretBox(secretKeyFor(config));
  const database = await openDatabase(config);
  try {
    const sealed = await sealStoredSsoSecrets(database.db, secrets);
    if (sealed > 0) log.info({ sealed }, 'stored SSO client secrets encrypted');
    const catalog = await ensureProviderCatalog(database.db);
    if (catalog.inserted > 0) log.info(catalog, 'provider catalogue seeded');
    const demo = config.demo ? await seedDemo(database.db, config.demoPassword) : null;
    return { database, secrets, demo };
  } catch (error) {
    await database.close();
    throw error;
  }
}
