import { MAX_INT4 } from './input-rules';

const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

/**
 * The generic texts of a field that fails validation, where the spec gives none (it does not
 * cover server-side shape checks). Written for people: "Must be at most 200 characters.", not
 * "Too big: expected string to have <=200 characters". Used by the contracts' zod error map.
 */
export const VALIDATION_MESSAGES = {
  required: 'Is required.',
  blank: 'Must not be blank.',
  nulCharacter: 'Must not contain a NUL character.',
  loneSurrogate: 'Contains a broken character (half of an emoji or symbol).',
  id: `Must be an id: a whole number from 1 to ${MAX_INT4}.`,
  wholeNumber: 'Must be a whole number, written with digits only.',
  date: 'Must be a real date like 2026-01-31.',
  invalid: 'Is not valid.',
  tooDeep: (levels: number) => `Is nested more than ${levels} levels deep.`,
  wrongType: (expected: string) => `Must be ${EXPECTED[expected] ?? 'of another type'}.`,
  wrongTypes: (expected: readonly string[]) =>
    `Must be ${[...new Set(expected.map((e) => EXPECTED[e] ?? e))].join(' or ')}.`,
  textTooLong: (max: number) => `Must be at most ${max} characters.`,
  textTooShort: (min: number) => `Must be at least ${min} characters.`,
  textLength: (n: number) => `Must be exactly ${n} characters.`,
  numberTooBig: (max: number, inclusive: boolean) =>
    inclusive ? `Must be at most ${max}.` : `Must be less than ${max}.`,
  numberTooSmall: (min: number, inclusive: boolean) =>
    inclusive ? `Must be at least ${min}.` : `Must be greater than ${min}.`,
  tooManyItems: (max: number) => `Must have at most ${max} ${max === 1 ? 'item' : 'items'}.`,
  tooFewItems: (min: number) =>
    min === 1 ? 'Must have at least one item.' : `Must have at least ${min} items.`,
  oneOf: (values: readonly unknown[]) =>
    values.length === 1 ? `Must be ${list(values)}.` : `Must be one of: ${list(values)}.`,
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1
      ? `Unknown field ${JSON.stringify(keys[0])}.`
      : `Unknown fields: ${keys.map((k) => JSON.stringify(k)).join(', ')}.`,
  format: (format: string) => FORMATS[format] ?? 'Is not in the expected format.',
  multipleOf: (divisor: number) => `Must be a multiple of ${divisor}.`,
} as const;

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  date: 'a date',
  null: 'empty',
};

const FORMATS: Record<string, string> = {
  email: 'Must be a valid email address.',
  url: 'Must be a valid URL.',
  date: 'Must be a real date like 2026-01-31.',
  datetime: 'Must be a date and time like 2026-01-31T12:00:00Z.',
  uuid: 'Must be a valid UUID.',
};
