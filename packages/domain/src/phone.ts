export const PHONE_MESSAGE = 'Enter a phone number like +1 555 123 4567';

/**
 * A phone number as people write one: digits with spaces, dots, dashes, brackets, a leading +
 * and an optional extension ('x12', 'ext. 12'); 7 to 15 digits before the extension (E.164's
 * maximum). "call me maybe" and "12" are refused.
 */
export function isPhoneNumber(value: string): boolean {
  const text = value.trim();
  const match = /^(\+?[\d\s().-]+?)(\s*(?:x|ext\.?|extension)\s*\d{1,6})?$/i.exec(text);
  if (!match?.[1]) return false;
  const main = match[1];
  if (!/^\+?[\d(]/.test(main)) return false;
  const digits = main.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
