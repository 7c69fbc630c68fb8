import type { Executor } from '../../db/client';
import type { SecretBox } from '../../platform/secrets/secret-box';
import * as repo from './repository';

/**
 * Encrypts client secrets still stored as plaintext (saved before decision 0015); main.ts runs it
 * at every start. Answers how many it sealed.
 */
export async function sealStoredSsoSecrets(db: Executor, secrets: SecretBox): Promise<number> {
  const rows = await repo.findUnsealedSecrets(db);
  for (const row of rows) await repo.setStoredSecret(db, row.id, secrets.seal(row.clientSecret));
  return rows.length;
}
