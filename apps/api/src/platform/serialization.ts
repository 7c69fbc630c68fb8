import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSchemaOf } from './response-json-schema';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

export interface SerializerOptions {
  /**
   * Also write each answer the old way (zod's encode, then JSON.stringify) and fail when the two
   * differ or the answer breaks its contract: the tests run with it (NODE_ENV=test), the bench and
   * production do not (decision 0104).
   */
  checkAgainstZod: boolean;
}

/**
 * Every response is written by fast-json-stringify from its zod schema's JSON schema, compiled
 * once per route and status: only the declared properties are written, so a field a handler did
 * not mean to send (costs, for a user without can_view_costs) is dropped, as zod's strip did.
 * A schema JSON schema cannot describe (a transform, a date) keeps zod's encode (decision 0104).
 */
export function createSerializerCompiler(
  options: SerializerOptions,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodPath = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const jsonSchema = route.schema instanceof z.ZodType ? fastSchemaOf(route.schema) : null;
    if (!jsonSchema) return zodPath;
    const fast: Serialize = fastJson(jsonSchema as unknown as Parameters<typeof fastJson>[0]);
    return options.checkAgainstZod ? checked(fast, zodPath, route) : fast;
  };
}

function checked(fast: Serialize, zodPath: Serialize, route: RouteSchema): Serialize {
  return (data) => {
    const expected = zodPath(data);
    const written = fast(data);
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `The fast serializer of ${route.method} ${route.url} (${String(route.httpStatus)}) wrote ${written}, zod ${expected}`,
      );
    }
    return written;
  };
}
