/** Emails are lowercased and trimmed everywhere they are typed (access-and-platform §5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Deliberately simple: one @, a dot in the domain, no spaces. The server is the final judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/**
 * Free-mail domains: a contact may use one whatever the vendor's domains (procurement-core §5
 * Vendor contacts), and no company may claim one (decision 0029). The spec shows one example host;
 * these are the common ones.
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'comcast.net',
  'att.net',
  'verizon.net',
  'sbcglobal.net',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'yandex.ru',
  'mail.ru',
  'hotmail.co.uk',
  'yahoo.co.uk',
  'gmx.net',
  'gmx.de',
  'web.de',
  'pm.me',
  'tutanota.com',
  'fastmail.com',
  'hey.com',
  'qq.com',
  '163.com',
  '126.com',
] as const;

/** The part after the '@', lowercased; '' for a value without one. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** A mail service where anybody can have an address. */
export function isPublicMailDomain(domain: string): boolean {
  return (FREE_MAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());
}
