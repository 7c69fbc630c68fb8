/**
 * Rules of a company's single sign-on settings (decision 0009; the spec names the SSO form only).
 * The API validates with them and the settings card checks the same rules as the user types.
 */
export const SSO_SETTINGS_MESSAGES = {
  issuerRequired: 'Please enter the issuer URL',
  issuerHttps: 'The issuer must be an https:// URL (http:// only for localhost)',
  issuerPrivate:
    'The issuer must be a public https:// address: Laydown cannot reach providers on private networks.',
  clientIdRequired: 'Please enter the client ID',
  clientSecretRequired: 'Please enter the client secret',
  keyMismatch:
    'The client secret cannot be read with the current SECRET_KEY. Please enter it again.',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Labels of 1-63 letters, digits or inner hyphens, a letter top-level domain, 253 at most. */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomainName(value: string): boolean {
  return DOMAIN_NAME.test(value);
}

/** What is wrong with an issuer URL, or null. Plain http is for a provider on this machine. */
export function issuerProblem(value: string): string | null {
  if (value.trim() === '') return SSO_SETTINGS_MESSAGES.issuerRequired;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return SSO_SETTINGS_MESSAGES.issuerHttps;
  }
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return null;
  return SSO_SETTINGS_MESSAGES.issuerHttps;
}

/** True when plain http may be used for this issuer (a provider on this machine, in development). */
export function isLocalIssuer(url: URL): boolean {
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}

/**
 * Outside development an issuer must be https on a name, not on this machine (decision 0029): the
 * server fetches it, so a local or private address would let anyone aim the server at itself.
 * Whether the name resolves to a public address is checked by the server when it connects.
 */
export function productionIssuerProblem(value: string): string | null {
  const problem = issuerProblem(value);
  if (problem) return problem;
  const url = new URL(value.trim());
  if (url.protocol !== 'https:' || LOCAL_HOSTS.has(url.hostname))
    return SSO_SETTINGS_MESSAGES.issuerPrivate;
  return null;
}
