import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../platform/secrets/secret-box';

/**
 * Signed references to a blob (decision 0075): `<payload>--<HMAC>`, base64url, where the payload
 * names the blob, its company and when the reference stops working. Each purpose has its own key,
 * so an upload token is never a signed id and the other way round.
 */
export type SignedPurpose = 'blob' | 'direct_upload';

/** How long a reference works: a signed id is shown again, fresh, each time a document is read. */
export const SIGNED_ID_SECONDS = 24 * 3600;
/** Rails' direct-upload URLs last 5 minutes; a slow connection gets a little more. */
export const UPLOAD_TOKEN_SECONDS = 10 * 60;

export interface BlobReference {
  blobId: number;
  companyId: number;
}

export interface Signer {
  sign(purpose: SignedPurpose, ref: BlobReference, seconds: number): string;
  /** The blob a reference names, or null when it is malformed, forged or expired. */
  verify(purpose: SignedPurpose, signed: string): BlobReference | null;
}

const PAYLOAD = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})$/;
const MAX_SIGNED_LENGTH = 200;
/** Not a base64url character ('-' is one: a MAC holding '--' once broke the split). */
const SEPARATOR = '.';

export function createSigner(secrets: SecretBox, now: () => number = Date.now): Signer {
  const macOf = (purpose: SignedPurpose, payload: string) =>
    secrets.mac(`file:${purpose}`, payload);
  return {
    sign(purpose, { blobId, companyId }, seconds) {
      const expires = Math.floor(now() / 1000) + seconds;
      const payload = `${blobId}.${companyId}.${expires}`;
      return `${Buffer.from(payload).toString('base64url')}${SEPARATOR}${macOf(purpose, payload).toString('base64url')}`;
    },
    verify(purpose, signed) {
      if (signed.length > MAX_SIGNED_LENGTH) return null;
      const [encoded, mac, extra] = signed.split(SEPARATOR);
      if (!encoded || !mac || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url').toString('latin1');
      const match = PAYLOAD.exec(payload);
      if (!match) return null;
      const expected = macOf(purpose, payload);
      const given = Buffer.from(mac, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(match[3]) * 1000 <= now()) return null;
      return { blobId: Number(match[1]), companyId: Number(match[2]) };
    },
  };
}
