import type { Json } from './json-sample';

/** Named bad values: what an attacker or a broken client sends (issue 14 finding 5, issue 13 §6). */
export interface BadValue<T> {
  name: string;
  value: T;
}

/** What kind of field a JSON value is meant for; a field of another kind gets only 'any' ones. */
export type FieldKind = 'text' | 'number' | 'any';

const LONG = 'x'.repeat(100_000);

/** Values put into one JSON field at a time. */
export const BAD_JSON_VALUES: (BadValue<Json> & { kind: FieldKind })[] = [
  { kind: 'text', name: 'NUL byte', value: 'a\u0000b' },
  { kind: 'text', name: 'lone high surrogate', value: 'a\ud800b' },
  { kind: 'text', name: '100 kB string', value: LONG },
  { kind: 'text', name: '"2^31"', value: '2147483648' },
  { kind: 'text', name: '"2^63"', value: '9223372036854775808' },
  { kind: 'text', name: '"+1"', value: '+1' },
  { kind: 'text', name: '"0x10"', value: '0x10' },
  { kind: 'text', name: '"1e3"', value: '1e3' },
  { kind: 'text', name: '400 digits', value: '9'.repeat(400) },
  { kind: 'text', name: 'impossible date', value: '2026-02-30' },
  { kind: 'text', name: 'year 0', value: '0000-01-01' },
  { kind: 'number', name: '2^31', value: 2 ** 31 },
  { kind: 'number', name: '2^63', value: 2 ** 63 },
  { kind: 'number', name: '-1', value: -1 },
  { kind: 'number', name: '1e308', value: 1e308 },
  { kind: 'any', name: 'object', value: { a: 1 } },
  { kind: 'any', name: 'array with a NUL', value: ['a\u0000'] },
  { kind: 'any', name: 'null', value: null },
];

/** Raw query or path values, already URL-encoded as a client would put them on the wire. */
export const BAD_URL_VALUES: (BadValue<string> & { kind: FieldKind })[] = [
  { kind: 'any', name: 'NUL byte', value: 'a%00b' },
  { kind: 'any', name: '100 kB', value: LONG },
  { kind: 'any', name: 'empty', value: '' },
  { kind: 'text', name: 'lone surrogate (CESU bytes)', value: '%ED%A0%80' },
  { kind: 'text', name: 'broken UTF-8', value: '%F0%9F' },
  { kind: 'text', name: 'impossible date', value: '2026-02-30' },
  { kind: 'number', name: '2^31', value: '2147483648' },
  { kind: 'number', name: '2^63', value: '9223372036854775808' },
  { kind: 'number', name: '+1', value: '%2B1' },
  { kind: 'number', name: 'space 1', value: '%201' },
  { kind: 'number', name: '0x10', value: '0x10' },
  { kind: 'number', name: '1e3', value: '1e3' },
  { kind: 'number', name: '-1', value: '-1' },
  { kind: 'number', name: '400 digits', value: '9'.repeat(400) },
];

/** Whole bodies that are not the JSON the route expects. */
export const BAD_RAW_BODIES: BadValue<string>[] = [
  { name: 'broken JSON', value: '{"a": ' },
  { name: 'JSON array', value: '[]' },
  { name: 'JSON string', value: '"x"' },
  { name: 'JSON null', value: 'null' },
  { name: 'JSON number', value: '1' },
  { name: 'deep nesting', value: '['.repeat(5000) + ']'.repeat(5000) },
  { name: 'NUL key', value: '{"a\\u0000b": 1}' },
  { name: 'lone surrogate key', value: '{"\\ud800": 1}' },
  { name: '__proto__ key', value: '{"__proto__": {"x": 1}}' },
];
