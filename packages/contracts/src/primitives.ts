import { z } from 'zod';
import {
  MAX_INT4,
  VALIDATION_MESSAGES as M,
  fitsNumeric,
  isCalendarDate,
  textProblem,
} from '@laydown/domain';

/**
 * The building blocks every contract uses for ids, numbers, dates and text (issue 14 finding 5):
 * ids fit the int4 columns, integers in a URL are plain digits, dates are real days, and no text
 * anywhere in a request holds what PostgreSQL cannot store. `z.coerce` and bare positive ints are
 * refused by the lint rule in eslint.config.js, so a new contract cannot forget them.
 */

/** An id in a JSON body: a whole number from 1 to 2^31-1, the range of the serial columns. */
export const id = z.int({ error: M.id }).min(1, { error: M.id }).max(MAX_INT4, { error: M.id });

/** A whole number in a JSON body that is stored in an integer column. */
export const int4 = (min = 0, max = MAX_INT4) => z.int().min(min).max(max);

/** An id written in a URL: digits only (`+1`, ` 1`, `0x10`, `1e3` are refused). */
const idDigits = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { error: M.id })
  .transform(Number)
  .pipe(z.number().max(MAX_INT4, { error: M.id }));

/**
 * An id in a path or query string. A number is taken as it is, for the web app that builds its
 * query strings from the same type.
 */
export const idText = z.union([id, idDigits]);

/** One id or several (`?project_id=1&project_id=2` or `?project_id=1,2`). */
export const queryIds = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).filter((v) => v !== ''))
  .pipe(z.array(idDigits).max(1000));

/** The `:id` of a path. Out of range is malformed (400), as for any other field (decision 0040). */
export const idParam = z.object({ id: idText }).strict();

/** A whole number in a query string, written with digits only (or a number, as for `idText`). */
export const queryInt = (min: number, max = MAX_INT4) =>
  z
    .union([
      z.int(),
      z
        .string()
        .regex(/^(0|[1-9][0-9]{0,9})$/, { error: M.wholeNumber })
        .transform(Number),
    ])
    .pipe(z.number().min(min).max(max));

/** A calendar day 'YYYY-MM-DD' that exists ('2026-02-30' does not). */
export const calendarDate = (message: string = M.date) =>
  z.string().refine(isCalendarDate, { error: message });

/**
 * A non-negative decimal, as text or a JSON number, that fits a NUMERIC column with
 * `integerDigits` digits before the point (NUMERIC(18,6): 12). An empty value is null.
 */
export const decimalInput = (message: string, integerDigits = 12) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => v === '' || fitsNumeric(v, integerDigits), { error: message })
    .transform((v) => (v === '' ? null : v))
    .nullable();

const TEXT_MESSAGES = { nul: M.nulCharacter, lone_surrogate: M.loneSurrogate } as const;

/** Deeper than any contract goes; a JSON body nested further is refused, not walked. */
const MAX_DEPTH = 32;

/** Every string of a request (values and keys, at any depth) that cannot be stored, by path. */
export function unsafeText(
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [{ path, message: TEXT_MESSAGES[problem] }] : [];
  }
  if (!value || typeof value !== 'object') return [];
  if (path.length >= MAX_DEPTH) return [{ path, message: M.tooDeep(MAX_DEPTH) }];
  if (Array.isArray(value)) return value.flatMap((item, i) => unsafeText(item, [...path, i]));
  return Object.entries(value).flatMap(([key, item]) => {
    const problem = textProblem(key);
    const keyIssue = problem ? [{ path: [...path, key], message: TEXT_MESSAGES[problem] }] : [];
    return [...keyIssue, ...unsafeText(item, [...path, key])];
  });
}

/**
 * A request schema that first refuses unstorable text anywhere in the input, then applies the
 * contract. The API wraps every route's params, query and body in it, so no contract (nor a
 * `z.record`, `z.unknown` or a schema written in a route) can let a NUL byte through.
 */
export function safeInput<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .check((ctx) => {
      for (const issue of unsafeText(ctx.value))
        ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
    })
    .pipe(schema);
}
