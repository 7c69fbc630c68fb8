import { ConfigError } from './config';

/** A start problem already phrased for the person starting the server: what is wrong, what to do. */
export class StartFailure extends Error {}

interface SystemError {
  code?: unknown;
  port?: unknown;
  address?: unknown;
  path?: unknown;
  syscall?: unknown;
  hostname?: unknown;
}

/**
 * One line for any error that stops the start, saying what is wrong and what to do. The stack
 * trace is for LOG_LEVEL=debug only: a person starting the server needs the sentence.
 */
export function describeStartFailure(error: unknown): string {
  if (error instanceof StartFailure || error instanceof ConfigError) return error.message;
  const cause = rootCause(error);
  const e = (typeof cause === 'object' && cause !== null ? cause : {}) as SystemError;
  const message = cause instanceof Error ? cause.message : '';
  const at = e.address && e.port ? `${String(e.address)}:${String(e.port)}` : 'its address';
  switch (e.code) {
    case 'EADDRINUSE':
      return `Cannot start: port ${String(e.port ?? '')} is already in use (another program, perhaps another Laydown, listens there). Stop it or set PORT to a free port.`;
    case 'EACCES':
    case 'EPERM':
      return e.syscall === 'listen' || e.syscall === 'bind'
        ? `Cannot start: not allowed to listen on port ${String(e.port ?? '')}. Choose a PORT above 1023 or run with the needed permission.`
        : `Cannot start: no permission to use ${String(e.path ?? 'a file')}. Set DATA_DIR to a folder this user may write to.`;
    case 'ECONNREFUSED':
      return `Cannot start: PostgreSQL does not answer at ${at}. Start it, or correct DATABASE_URL (unset it to use the embedded PostgreSQL).`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot start: the database host ${String(e.hostname ?? '')} is unknown. Correct DATABASE_URL.`;
    case '28P01':
    case '28000':
      return 'Cannot start: PostgreSQL refused the user or password in DATABASE_URL. Correct them.';
    case '3D000':
      return `Cannot start: ${message}. Create it (createdb) or correct DATABASE_URL.`;
  }
  const reason = message.trim().split('\n')[0] || 'an unknown error';
  return `Cannot start: ${reason}. Run with LOG_LEVEL=debug for the details.`;
}

/** The error that says what happened: drizzle wraps the driver's error as `cause` of its own. */
function rootCause(error: unknown): unknown {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    if ((current as SystemError | null)?.code !== undefined) return current;
    const next: unknown = current instanceof Error ? current.cause : undefined;
    if (next === undefined) return error;
    current = next;
  }
  return error;
}
