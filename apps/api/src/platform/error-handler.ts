import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@laydown/contracts';
import { INPUT_MESSAGES } from '@laydown/domain';
import { dataException, uniqueViolation } from './db-errors';
import {
  AppError,
  OrderSessionError,
  StaleVersionError,
  TooManyRequestsError,
  type FieldErrors,
} from './errors';
import { uniqueKeyConflict } from './unique-keys';

/** Fastify's own client errors, answered in the error model with a stable code. */
const FRAMEWORK_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'invalid_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'payload_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'unsupported_media_type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', message: 'Invalid Content-Length.' },
};

/**
 * The database's refusals that are the client's doing: a unique key (two saves of the same thing
 * crossing) answers 409, a value the column cannot hold 400. The second means a contract missed a
 * rule, so it is logged (its code only: never the query's parameters).
 */
function fromDatabase(error: unknown, log: FastifyBaseLogger): AppError | undefined {
  const unique = uniqueViolation(error);
  if (unique) return uniqueKeyConflict(unique.constraint);
  const data = dataException(error);
  if (!data) return undefined;
  log.warn({ pgCode: data.code }, 'the database refused a value the contract let through');
  return new AppError(400, 'unstorable_value', INPUT_MESSAGES.unstorable);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((caught: FastifyError, request, reply) => {
    const error = fromDatabase(caught, request.log) ?? caught;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fields[key] ??= []).push(issue.message ?? 'is invalid');
      }
      return reply.status(400).send({
        error: { code: 'invalid_request', message: summarise(fields), fields },
      });
    }
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError)
        reply.header('retry-after', error.retryAfterSeconds);
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error instanceof StaleVersionError ? { current_version: error.currentVersion } : {}),
          ...(error instanceof OrderSessionError ? sessionDetails(error) : {}),
        },
      });
    }
    const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      return reply.status(status).send({
        error: known ?? { code: 'bad_request', message: error.message },
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: {
        code: 'internal_error',
        message: 'Something went wrong on our side. Please try again.',
      },
    });
  });
}

function summarise(fields: FieldErrors): string {
  const [first] = Object.entries(fields);
  if (!first) return 'The request is invalid.';
  const [field, messages] = first;
  return field === '_' ? (messages[0] ?? 'The request is invalid.') : `${field}: ${messages[0]}`;
}

function sessionDetails(error: OrderSessionError) {
  return {
    owner: error.owner,
    ...(error.sessionEvent ? { session_event: error.sessionEvent } : {}),
  };
}
