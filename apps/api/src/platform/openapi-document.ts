/**
 * The finishing pass over the generated OpenAPI document, in one place, so a generated client gets
 * good names whatever module a route lives in: every operation gets an operationId and a summary
 * (a route's own `schema.operationId` / `schema.summary` wins), an error answer, and OpenAPI 3.0
 * nullable unions that linters and generators read.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const VERBS: Record<string, string> = {
  get: 'Read',
  post: 'Post to',
  put: 'Replace',
  patch: 'Update',
  delete: 'Delete',
};

type Json = Record<string, unknown>;

interface Operation extends Json {
  operationId?: string;
  summary?: string;
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument extends Json {
  paths?: Record<string, Record<string, unknown>>;
}

/** The words of a path after `/api`: `/api/cost_codes/{id}.pdf` → cost, codes, by, id, pdf. */
function pathWords(path: string): string[] {
  return path
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment
        .replace(/\{([^}]+)\}/g, ' by $1 ')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean),
    )
    .map((word) => word.toLowerCase());
}

const capitalise = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** `GET /api/cost_codes/{id}` → `getCostCodesById`: stable, camelCase, unique per route. */
export function operationIdFor(method: string, path: string): string {
  const words = pathWords(path);
  return method.toLowerCase() + (words.length ? words.map(capitalise).join('') : 'Root');
}

/** `GET /api/cost_codes/{id}` → `Read cost codes by id`, for a route that declares none. */
export function summaryFor(method: string, path: string): string {
  const verb = VERBS[method.toLowerCase()] ?? method.toUpperCase();
  const words = pathWords(path);
  return `${verb} ${words.length ? words.join(' ') : 'the root'}`;
}

/**
 * OpenAPI 3.0 wants `type` beside `nullable`: `{ nullable, anyOf: [a, b] }` (what zod's
 * `z.union(…).nullable()` becomes) is written `{ anyOf: [a + nullable, b + nullable] }`.
 */
function nullableUnionsSpread(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableUnionsSpread);
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = nullableUnionsSpread(value);
  const union = (out.anyOf ?? out.oneOf) as unknown[] | undefined;
  if (out.nullable === true && out.type === undefined && Array.isArray(union)) {
    const key = out.anyOf ? 'anyOf' : 'oneOf';
    delete out.nullable;
    out[key] = union.map((branch) =>
      branch && typeof branch === 'object' ? { ...branch, nullable: true } : branch,
    );
  }
  return out;
}

/** Every call can answer in the error model (bad input, not found, too many requests). */
const ERROR_ANSWER = {
  description: 'The error model: { error: { code, message, fields? } }',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['error'],
        properties: {
          error: {
            type: 'object',
            required: ['code', 'message'],
            properties: { code: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
};

function finishOperation(method: string, path: string, operation: Operation): Operation {
  const responses = operation.responses ?? {};
  const answersErrors = Object.keys(responses).some((status) => /^4/.test(status));
  return {
    ...operation,
    operationId: operation.operationId ?? operationIdFor(method, path),
    summary: operation.summary ?? summaryFor(method, path),
    responses: answersErrors ? responses : { ...responses, '4XX': ERROR_ANSWER },
  };
}

/** The whole pass: names, summaries, error answers and nullable unions on every operation. */
export function finishOpenApiDocument<T extends OpenApiDocument>(document: T): T {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const finished: Record<string, unknown> = { ...item };
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (operation) finished[method] = finishOperation(method, path, operation);
    }
    paths[path] = finished;
  }
  return nullableUnionsSpread({ ...document, paths }) as T;
}
