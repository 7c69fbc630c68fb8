import { PASSWORD_MIN_LENGTH } from './limits';
import { MESSAGES } from './messages';

/**
 * The password rule of access-and-platform §5 (registration, reset, change): at least 8 characters
 * with an uppercase letter, a lowercase letter, a digit and a special character. Returns the spec's
 * message for the first rule broken, or null when the password is acceptable. Unicode classes, so
 * "Ü" counts as an uppercase letter rather than as a special character.
 */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return MESSAGES.password.required;
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.password.tooShort;
  const complete =
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password);
  return complete ? null : MESSAGES.password.tooWeak;
}
