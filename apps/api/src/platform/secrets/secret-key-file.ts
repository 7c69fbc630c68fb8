import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseSecretKey, SECRET_KEY_BYTES } from './secret-box';

/**
 * Without SECRET_KEY, a key made once per install and kept beside the data, readable by its owner
 * only (like DATA_DIR/postgres-password), so a fresh machine works with no setup.
 */
export function readOrCreateSecretKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret-key');
  if (fs.existsSync(file)) {
    const key = parseSecretKey(fs.readFileSync(file, 'utf8'));
    if (!key)
      throw new Error(`${file} does not hold a 32-byte key (base64); restore it or set SECRET_KEY`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(SECRET_KEY_BYTES);
  // 'wx': two processes starting at once must not both write a key.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateSecretKey(dataDir);
    throw error;
  }
  return key;
}

/** SECRET_KEY when set, else the install's key file. */
export function secretKeyFor(config: { secretKey: Buffer | undefined; dataDir: string }): Buffer {
  return config.secretKey ?? readOrCreateSecretKey(config.dataDir);
}
