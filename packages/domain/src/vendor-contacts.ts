import { emailDomain, FREE_MAIL_DOMAINS } from './email';
import { REFERENCE_MESSAGES } from './reference-messages';

/** Emails are lowercased and trimmed before anything else (§5). */
export function normalizeContactEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function normalizeDomain(domain: string): string {
  return domain
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/.*$/, '');
}

export const DOMAIN_MESSAGE = 'Enter a domain like example.com';

/** A domain equals one of the vendor's, or is a subdomain of one (sales.acme.com for acme.com). */
export function domainMatches(domain: string, vendorDomains: readonly string[]): boolean {
  const d = normalizeDomain(domain);
  return vendorDomains
    .map(normalizeDomain)
    .some((v) => v !== '' && (d === v || d.endsWith(`.${v}`)));
}

export function isExemptDomain(domain: string, bypass: readonly string[]): boolean {
  const d = normalizeDomain(domain);
  return (
    (FREE_MAIL_DOMAINS as readonly string[]).includes(d) || bypass.map(normalizeDomain).includes(d)
  );
}

/**
 * The domain rule for a contact of an existing vendor: the email's domain must match the vendor's
 * domains unless it is free mail or on the company's bypass list. A vendor without domains takes
 * any email. Returns the spec's message, or null.
 */
export function contactDomainProblem(
  email: string,
  vendorDomains: readonly string[],
  bypass: readonly string[],
): string | null {
  const domain = emailDomain(email);
  if (vendorDomains.length === 0 || isExemptDomain(domain, bypass)) return null;
  return domainMatches(domain, vendorDomains)
    ? null
    : REFERENCE_MESSAGES.vendorContact.domainMismatch;
}

/**
 * For a new vendor: an email whose domain already belongs to a vendor is refused (domainExists),
 * unless the domain is free mail or bypassed.
 */
export function newVendorDomainProblem(
  email: string,
  existing: { name: string; domains: readonly string[] } | null,
  bypass: readonly string[],
): string | null {
  const domain = emailDomain(email);
  if (!existing || isExemptDomain(domain, bypass)) return null;
  return REFERENCE_MESSAGES.vendorContact.domainExists;
}

/** procurement-core §5, §6: a material requester cannot add a new vendor contact inline. */
export function canAddVendorContact(user: { roleName: string; canEditVendors: boolean }): boolean {
  return user.roleName !== 'MATERIAL_REQUESTER' && user.canEditVendors;
}

/** 'First Last (Nickname)': the nickname is shown after the name in parentheses (§2). */
export function contactDisplayName(contact: {
  first_name: string;
  last_name: string;
  nickname?: string | null;
}) {
  const name = `${contact.first_name} ${contact.last_name}`.trim();
  return contact.nickname ? `${name} (${contact.nickname})` : name;
}

/** The debounce of domain matching (§9). */
export const DOMAIN_MATCH_DEBOUNCE_MS = 1000;
