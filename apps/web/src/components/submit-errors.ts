import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../api/api-error';
import { applyFieldErrors } from './field-errors';

type NamePath = (string | number)[];

/**
 * A failed save: field errors go on their fields, anything else is returned for the drawer's red
 * alert. The form keeps what was typed (bad input loses nothing).
 */
export function submitError(form: FormInstance, error: unknown, fields: NamePath[]): string | null {
  if (!isApiError(error)) return errorMessage(error);
  const unmatched = applyFieldErrors(form, error.fields, fields);
  if (error.fields && unmatched.length === 0) return null;
  return unmatched[0] ?? error.message;
}
