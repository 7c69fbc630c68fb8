/** Emails are lowercased and trimmed everywhere they are typed (access-and-platform §5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Deliberately simple: one @, a dot in the domain, no spaces. The server is the final judge.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
