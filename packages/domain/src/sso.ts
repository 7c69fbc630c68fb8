/**
 * Rules of a company's single sign-on settings (decision 0009; the spec names the SSO form only).
 * The API validates with them and the settings card checks the same rules as the user types.
 */
export const SSO_SETTINGS_MESSAGES = {
  issuerRequired: 'Please enter the issuer URL',
  issuerHttps: 'The issuer must be an https:// URL (http:// only for localhost)',
  clientIdRequired: 'Please enter the client ID',
  clientSecretRequired: 'Please enter the client secret',
  domainsRequired: 'Please enter at least one email domain',
  domainInvalid: (value: string) => `"${value}" is not a domain name such as example.com`,
  domainTaken: (value: string) =>
    `The domain ${value} already signs in through another company's provider.`,
  keyMismatch:
    'The client secret cannot be read with the current SECRET_KEY. Please enter it again.',
} as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Labels of 1-63 letters, digits or inner hyphens, a letter top-level domain, 253 at most. */
const DOMAIN_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomainName(value: string): boolean {
  return DOMAIN_NAME.test(value);
}

/** Domains as typed: trimmed, lowercased, without a leading '@', duplicates dropped. */
export function normalizeDomains(values: readonly string[]): string[] {
  const cleaned = values.map((v) => v.trim().toLowerCase().replace(/^@/, '')).filter(Boolean);
  return [...new Set(cleaned)];
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

/** True when plain http may be used for this issuer (a provider on this machine). */
export function isLocalIssuer(url: URL): boolean {
  return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
}
