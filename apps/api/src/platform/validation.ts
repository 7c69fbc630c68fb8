import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { safeInput } from '@laydown/contracts';

/**
 * Every route's params, query, body and headers are checked for text PostgreSQL cannot store (a
 * NUL byte, a lone surrogate, in any value or key) before their contract runs, so a route gets
 * the check without asking for it (issue 14 finding 5). Failures answer 400 with `fields`.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: safeInput(route.schema) });
