import type { FormRule } from 'antd';
import { isValidEmail, MESSAGES, normalizeEmail, passwordProblem } from '@laydown/domain';

/** Emails are lowercased and trimmed as they are typed (spec §5); used as Form.Item `normalize`. */
export function normalizeEmailInput(value: unknown): string {
  return typeof value === 'string' ? normalizeEmail(value) : '';
}

/** What is wrong with an e-mail field's value, in the caller's words; null when nothing is. */
export function emailProblem(value: string, required: string, invalid: string): string | null {
  if (value === '') return required;
  return isValidEmail(value) ? null : invalid;
}

export function emailRules(required: string, invalid: string): FormRule[] {
  return [
    { required: true, message: required },
    {
      validator: (_rule, value: unknown) => {
        const problem =
          typeof value === 'string' && value !== '' ? emailProblem(value, required, invalid) : null;
        return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
      },
    },
  ];
}

/** A new password (registration, reset, change, first administrator). */
export const newPasswordRules: FormRule[] = [
  {
    validator: (_rule, value: unknown) => {
      const problem = passwordProblem(typeof value === 'string' ? value : '');
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

/** The confirmation must repeat the password held in the field `passwordField`. */
export function confirmPasswordRules(passwordField: string | (string | number)[]): FormRule[] {
  return [
    { required: true, message: MESSAGES.password.confirmRequired },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || getFieldValue(passwordField) === value
          ? Promise.resolve()
          : Promise.reject(new Error(MESSAGES.password.mismatch)),
    }),
  ];
}
