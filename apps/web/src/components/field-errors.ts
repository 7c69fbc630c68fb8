import type { FormInstance } from 'antd';
import type { FieldErrors } from '../api/api-error';

type NamePath = (string | number)[];

/**
 * Puts the server's `error.fields` on the matching form fields. The server names a field by its
 * path in the request (`tax_code.code`, `company_material.tags.0`, `/admin/email`) or only by its
 * last part (`email`); the form field whose path is the longest tail of it wins, `aliases` rename
 * request parts that the form calls otherwise (`tax_code_rates` -> `rates`). Keys that match no
 * field are returned so the caller can show them elsewhere.
 */
export function applyFieldErrors(
  form: FormInstance,
  fields: FieldErrors | undefined,
  knownFields: NamePath[],
  aliases: Record<string, string> = {},
): string[] {
  if (!fields) return [];
  const unmatched: string[] = [];
  const updates: { name: NamePath; errors: string[] }[] = [];
  for (const [key, errors] of Object.entries(fields)) {
    const parts = key
      .split(/[./]/)
      .filter((part) => part !== '' && part !== 'body')
      .map((part) => aliases[part] ?? part);
    const name = bestMatch(knownFields, parts);
    if (name) updates.push({ name, errors });
    else unmatched.push(...errors);
  }
  form.setFields(updates);
  return unmatched;
}

function bestMatch(knownFields: NamePath[], parts: string[]): NamePath | undefined {
  if (parts.length === 0) return undefined;
  let best: NamePath | undefined;
  let bestLength = 0;
  for (const field of knownFields) {
    const path = field.map(String);
    const length = sharedTail(path, parts);
    // The whole field path is the tail of the server's path, or the server named only its tail.
    if ((length === path.length || length === parts.length) && length > bestLength) {
      best = field;
      bestLength = length;
    }
  }
  return best;
}

function sharedTail(a: string[], b: string[]): number {
  let length = 0;
  while (
    length < a.length &&
    length < b.length &&
    a[a.length - 1 - length] === b[b.length - 1 - length]
  ) {
    length += 1;
  }
  return length;
}
