import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
} from 'node:crypto';

/** AES-256-GCM: a 32-byte key, a fresh 12-byte nonce per value, a 16-byte tag (decision 0015). */
const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';
export const SECRET_KEY_BYTES = 32;

/** A stored secret this key cannot open: another SECRET_KEY wrote it, or it was altered. */
export class SecretKeyMismatchError extends Error {
  constructor(reason: string) {
    super(`A stored secret cannot be decrypted: ${reason}. Was SECRET_KEY changed?`);
    this.name = 'SecretKeyMismatchError';
  }
}

export interface SecretBox {
  /** `v1:<key id>:<nonce>:<tag>:<ciphertext>`, base64url parts. */
  seal(plaintext: string): string;
  /** The plaintext of a sealed value; a value without the version prefix is legacy plaintext. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
  /**
   * HMAC-SHA256 of `data` under a key derived from this one for `purpose` alone (HKDF), so a
   * signature made for one purpose never passes for another (signed file ids, decision 0075).
   */
  mac(purpose: string, data: string): Buffer;
}

/** The first 8 hex characters of the key's SHA-256: tells a wrong key from tampering. */
const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== SECRET_KEY_BYTES) throw new Error('the secret key must be 32 bytes');
  const keyId = keyIdOf(key);
  const isSealed = (stored: string) => stored.startsWith(`${VERSION}:`);
  const macKeys = new Map<string, Buffer>();
  const macKeyFor = (purpose: string) => {
    let derived = macKeys.get(purpose);
    if (!derived) {
      derived = Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `laydown:${purpose}`, 32));
      macKeys.set(purpose, derived);
    }
    return derived;
  };
  return {
    isSealed,
    mac: (purpose, data) => createHmac('sha256', macKeyFor(purpose)).update(data).digest(),
    seal(plaintext) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return [VERSION, keyId, ...parts].join(':');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [, id, nonce, tag, body] = stored.split(':');
      if (nonce === undefined || tag === undefined || body === undefined) {
        throw new SecretKeyMismatchError('the value is malformed');
      }
      if (id !== keyId) throw new SecretKeyMismatchError('it was encrypted with another key');
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(nonce, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch {
        throw new SecretKeyMismatchError('the value was altered');
      }
    },
  };
}

/** SECRET_KEY as 64 hex characters or as base64 / base64url of 32 bytes; null if it is neither. */
export function parseSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text, 'base64');
    return key.length === SECRET_KEY_BYTES ? key : null;
  }
  return null;
}
