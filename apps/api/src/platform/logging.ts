import type { LoggerOptions } from 'pino';

/**
 * Field names whose values are secrets wherever they appear in a logged object (issue 14 finding
 * 10): passwords and their hashes, tokens, client secrets (sealed or not), session cookies.
 */
const SECRET_KEYS = [
  'password',
  'password_confirmation',
  'current_password',
  'password_hash',
  'passwordHash',
  'client_secret',
  'clientSecret',
  'token',
  'token_hash',
  'tokenHash',
  'reset_password_token',
  'invitation_token',
  'confirmation_token',
  'secret',
  'code_verifier',
  'codeVerifier',
];

/** pino's redaction has no "any depth", so each key is listed at the depths our objects reach. */
const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

/** The properties of a database error worth logging; `detail` and `where` can hold row values. */
const SAFE_ERROR_FIELDS = [
  'code',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'severity',
  'statusCode',
] as const;

type LoggedError = Record<string, unknown> & { type: string; message: string; stack: string };

/**
 * An error as it may be logged. drizzle's query errors carry the query's parameters in their
 * message, stack and `params` (argon2 hashes, sealed SSO secrets, tokens): the message keeps the
 * SQL text only, and nothing else of the error's own properties is copied unless listed above.
 */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error was thrown', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const message =
    typeof fields.query === 'string' ? `Failed query: ${fields.query}` : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
  };
  for (const key of SAFE_ERROR_FIELDS) if (fields[key] !== undefined) logged[key] = fields[key];
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}

/** The server logger's settings, whatever its format: secrets redacted, errors made safe. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: (error) => safeError(error), error: (error) => safeError(error) },
  };
}
