import { z } from 'zod';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The slice of JSON Schema that zod's `toJSONSchema` writes for the API's contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  pattern?: string;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** A route schema (a zod type) as the JSON Schema of what a client may send. */
export function inputJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Strings tried, in order, for a string schema with a pattern or a telling field name. */
const STRING_CANDIDATES = ['fuzz', 'fuzz.test', 'https://example.test/x', '2026-01-15', '1', 'a'];

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  return root.$defs?.[name] ?? {};
}

function stringSample(schema: JsonSchema, key: string): string {
  if (schema.format === 'email' || /email/.test(key)) return 'fuzz@example.test';
  if (/domain/.test(key)) return 'fuzz.test';
  if (/_at$|date/.test(key)) return '2026-01-15';
  if (/url|issuer/.test(key)) return 'https://example.test/x';
  if (!schema.pattern) return 'fuzz';
  const pattern = new RegExp(schema.pattern);
  return STRING_CANDIDATES.find((c) => pattern.test(c)) ?? 'fuzz';
}

/**
 * A value the schema accepts in shape (required fields only, first choices): the base that one
 * bad value at a time is put into, so the rest of the request gets past validation.
 */
export function sampleOf(schema: JsonSchema, root: JsonSchema = schema, key = ''): Json {
  const s = resolve(schema, root);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0] ?? null;
  if (s.default !== undefined) return s.default;
  const choices = s.anyOf ?? s.oneOf;
  if (choices) {
    const first = choices.find((c) => resolve(c, root).type !== 'null') ?? choices[0];
    return first ? sampleOf(first, root, key) : null;
  }
  if (s.allOf?.[0]) return sampleOf(s.allOf[0], root, key);
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const name of s.required ?? []) {
        const property = s.properties?.[name];
        if (property) out[name] = sampleOf(property, root, name);
      }
      return out;
    }
    case 'array':
      return s.items && (s.minItems ?? 0) > 0 ? [sampleOf(s.items, root, key)] : [];
    case 'string':
      return stringSample(s, key);
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return 'fuzz';
  }
}

export interface Leaf {
  path: (string | number)[];
  /** The kinds of value the field takes: free text, a number, or neither (booleans, enums...). */
  kinds: Set<'text' | 'number'>;
}

/** The kinds of value a field takes, from its JSON Schema. */
export function kindsOf(s: JsonSchema, root: JsonSchema): Set<'text' | 'number'> {
  const options = (resolve(s, root).anyOf ?? resolve(s, root).oneOf ?? [s]).map((o) =>
    resolve(o, root),
  );
  const types = options.flatMap((o) => (o.enum ? [] : [o.type ?? 'string'].flat()));
  const kinds = new Set<'text' | 'number'>();
  if (types.includes('string')) kinds.add('text');
  if (types.includes('number') || types.includes('integer')) kinds.add('number');
  return kinds;
}

/**
 * Every place a client can put a value: each property path (optional ones too, array items as
 * index 0) and, for objects with free keys, a key of their own.
 */
export function leafPaths(
  schema: JsonSchema,
  root: JsonSchema = schema,
  prefix: (string | number)[] = [],
  depth = 0,
): Leaf[] {
  const s = resolve(schema, root);
  if (depth > 6) return [{ path: prefix, kinds: kindsOf(s, root) }];
  const choices = s.anyOf ?? s.oneOf;
  const object = choices
    ?.map((c) => resolve(c, root))
    .find((c) => c.type === 'object' || c.type === 'array');
  if (object) return leafPaths(object, root, prefix, depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object') {
    const paths = Object.entries(s.properties ?? {}).flatMap(([name, property]) =>
      leafPaths(property, root, [...prefix, name], depth + 1),
    );
    const free = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
    return free ? [...paths, ...leafPaths(free, root, [...prefix, 'fuzz'], depth + 1)] : paths;
  }
  if (type === 'array' && s.items)
    return [
      { path: prefix, kinds: new Set() },
      ...leafPaths(s.items, root, [...prefix, 0], depth + 1),
    ];
  return [{ path: prefix, kinds: kindsOf(s, root) }];
}

/** The schema of one step down: an array's items, a property, or an object's free keys. */
function childSchema(schema: JsonSchema, root: JsonSchema, step: string | number): JsonSchema {
  let s = resolve(schema, root);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) s = resolve(choices.find((c) => resolve(c, root).type !== 'null') ?? {}, root);
  if (typeof step === 'number') return s.items ?? {};
  const free = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
  return s.properties?.[step] ?? free;
}

/**
 * A copy of `base` with `value` at `path`; a missing object or array on the way is filled with
 * its own sample, so only the one value is wrong.
 */
export function withValueAt(
  schema: JsonSchema,
  root: JsonSchema,
  base: Json,
  path: readonly (string | number)[],
  value: Json,
): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const child = childSchema(schema, root, head);
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withValueAt(child, root, list[head] ?? sampleOf(child, root), rest, value);
    return list;
  }
  const record: Record<string, Json> =
    base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
  record[head] = withValueAt(child, root, record[head] ?? sampleOf(child, root, head), rest, value);
  return record;
}
