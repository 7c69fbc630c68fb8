import { PASSWORD_MIN_LENGTH } from './limits';

/** Password rules for registration, reset and change (access-and-platform §5). */
export const PASSWORD_MESSAGES = {
  required: 'Please input your Password!',
  tooShort: 'Password must be at least 8 characters long',
  weak: 'Password must include one uppercase letter, one lowercase letter, one digit, and one special character.',
  confirmRequired: 'Please confirm your password!',
  mismatch: 'The two passwords that you entered do not match!',
} as const;

/** The first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  const strong =
    /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && /[^A-Za-z0-9]/.test(password);
  return strong ? null : PASSWORD_MESSAGES.weak;
}
