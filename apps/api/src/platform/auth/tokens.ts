import { hash, randomBytes } from 'node:crypto';

/** A 256-bit random token for the browser, and the hash that is all the database ever sees. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 in hex; the one-shot `hash` is ~5x faster than a Hash object, and runs every request. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
