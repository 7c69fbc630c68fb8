import type { FormInstance } from 'antd';
import { errorMessage, isApiError } from '../api/api-error';
import { applyFieldErrors } from './field-errors';

type NamePath = (string | number)[];

/**
 * A failed save: field errors go on their fields, anything else is returned for the drawer's red
 * alert. The form keeps what was typed (bad input loses nothing).
 */
export function submitError(
  form: FormInstance,
  error: unknown,
  fields: NamePath[],
  aliases?: Record<string, string>,
): string | null {
  if (!isApiError(error)) return errorMessage(error);
  const unmatched = applyFieldErrors(form, error.fields, fields, aliases);
  if (error.fields && unmatched.length === 0) return null;
  return unmatched[0] ?? error.message;
}

/** Every field the form has registered, for matching the server's field errors. */
export function registeredFields(form: FormInstance): NamePath[] {
  return form.getFieldsError().map((field) => field.name);
}

/** Thrown by a submit that the person called off (a confirmation answered No): not an error. */
export class SubmitCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SubmitCancelled';
  }
}
