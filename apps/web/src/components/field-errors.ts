import type { FormInstance } from 'antd';
import type { FieldErrors } from '../api/api-error';

type NamePath = (string | number)[];

/**
 * Puts the server's `error.fields` on the matching form fields. The server may name a field by its
 * full path (`admin.email`, `/admin/email`, `body.admin.email`) or only by its last part (`email`);
 * a key that matches no field is returned so the caller can show it elsewhere.
 */
export function applyFieldErrors(
  form: FormInstance,
  fields: FieldErrors | undefined,
  knownFields: NamePath[],
): string[] {
  if (!fields) return [];
  const unmatched: string[] = [];
  const updates: { name: NamePath; errors: string[] }[] = [];
  for (const [key, errors] of Object.entries(fields)) {
    const parts = key.split(/[./]/).filter((part) => part !== '' && part !== 'body');
    const name = knownFields.find((field) => endsWith(field, parts));
    if (name && parts.length > 0) updates.push({ name, errors });
    else unmatched.push(...errors);
  }
  form.setFields(updates);
  return unmatched;
}

function endsWith(field: NamePath, parts: string[]): boolean {
  if (parts.length > field.length) return false;
  const tail = field.slice(field.length - parts.length).map(String);
  return tail.every((part, index) => part === parts[index]);
}
