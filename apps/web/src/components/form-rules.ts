import type { FormRule } from 'antd';
import { isValidEmail, MESSAGES, normalizeEmail, passwordProblem } from '@laydown/domain';

/** Emails are lowercased and trimmed as they are typed (spec §5); used as Form.Item `normalize`. */
export function normalizeEmailInput(value: unknown): string {
  return typeof value === 'string' ? normalizeEmail(value) : '';
}

export function emailRules(required: string, invalid: string): FormRule[] {
  return [
    { required: true, message: required },
    {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || value === '' || isValidEmail(value)
          ? Promise.resolve()
          : Promise.reject(new Error(invalid)),
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
