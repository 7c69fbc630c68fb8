import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/**
 * Zod types whose encode changes or refuses a value, so a JSON schema writing the value as it is
 * would not say what zod's path says: a route whose response holds one keeps zod (decision 0104).
 */
const ENCODED_BY_ZOD = new Set([
  'pipe',
  'transform',
  'default',
  'prefault',
  'catch',
  'date',
  'custom',
  'promise',
  'lazy',
  'bigint',
  'map',
  'set',
  'success',
]);

/**
 * The JSON schema fast-json-stringify writes a response with, from the response's zod schema
 * (its output side), or null when it cannot be written faithfully.
 */
export function fastSchemaOf(schema: z.ZodType): JsonSchema | null {
  let faithful = true;
  let jsonSchema: JsonSchema;
  try {
    jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      unrepresentable: 'throw',
      cycles: 'ref',
      reused: 'inline',
      override: ({ zodSchema }) => {
        if (ENCODED_BY_ZOD.has(zodSchema._zod.def.type)) faithful = false;
      },
    }) as JsonSchema;
  } catch {
    return null;
  }
  if (!faithful) return null;
  const { $schema: _dialect, ...rest } = jsonSchema;
  return forFastJson(rest);
}

const SCHEMA_MAPS = ['properties', 'definitions', '$defs'];
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];
const ONE_SCHEMA = ['items', 'additionalProperties', 'not'];

/**
 * Two rewrites, both keeping what is written:
 * - `additionalProperties: false` goes (fast-json-stringify drops undeclared properties without
 *   it), so a union picks its branch as zod does, ignoring the keys zod would strip;
 * - a nullable value (`anyOf: [X, {type: 'null'}]`) becomes `type: [X's type, 'null']`, written
 *   without the validator fast-json-stringify runs to choose an anyOf branch.
 */
function forFastJson(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === 'additionalProperties' && value === false) continue;
    if (SCHEMA_MAPS.includes(keyword) && isSchema(value)) {
      out[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, forFastJson(child as JsonSchema)]),
      );
    } else if (SCHEMA_LISTS.includes(keyword) && Array.isArray(value)) {
      out[keyword] = value.map((child: JsonSchema) => forFastJson(child));
    } else if (ONE_SCHEMA.includes(keyword) && isSchema(value)) {
      out[keyword] = forFastJson(value);
    } else if (keyword === 'items' && Array.isArray(value)) {
      out[keyword] = value.map((child: JsonSchema) => forFastJson(child));
    } else {
      out[keyword] = value;
    }
  }
  return mergedNullable(out);
}

function mergedNullable(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const nullAt = branches.findIndex(
    (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1,
  );
  if (nullAt === -1) return schema;
  const other = branches[1 - nullAt] as JsonSchema;
  if (typeof other.type !== 'string' || 'const' in other) return schema;
  const { anyOf: _branches, ...rest } = schema;
  return { ...rest, ...other, type: [other.type, 'null'] };
}

function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
