import type { ErrorCode } from '@laydown/contracts';
import { CONFLICT_MESSAGES, MESSAGES } from '@laydown/domain';

export type FieldErrors = Record<string, string[]>;

/** A failure the user can be told about. Each code maps to exactly one HTTP status. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: FieldErrors, code: ErrorCode = 'validation_failed') {
    super(422, code, message, fields);
  }
}

export class UnauthenticatedError extends AppError {
  constructor(
    message: string = MESSAGES.auth.unauthenticated,
    code: ErrorCode = 'unauthenticated',
  ) {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = MESSAGES.auth.forbidden, code: ErrorCode = 'forbidden') {
    super(403, code, message);
  }
}

/** Missing and "belongs to another company" are the same answer, so existence never leaks. */
export class NotFoundError extends AppError {
  constructor(message: string = MESSAGES.auth.notFound) {
    super(404, 'not_found', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'conflict', fields?: FieldErrors) {
    super(409, code, message, fields);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}

/** A save based on an older version of a document: reload, then save again. */
export class StaleVersionError extends AppError {
  constructor(readonly currentVersion: number) {
    super(409, 'stale_version', CONFLICT_MESSAGES.staleVersion);
  }
}

/** Who holds an order's edit lock, as an answer names them. */
export interface LockOwner {
  id: number;
  name: string;
}

/**
 * An order edit session refusal (procurement-core §8): the answer names who holds the lock, and
 * tells the lock's former owner how they lost it (decision 0086).
 */
export class OrderSessionError extends AppError {
  constructor(
    code: 'sessions_in_use_by_another_user' | 'sessions_belongs_to_another_user',
    message: string,
    readonly owner: LockOwner | null,
    readonly sessionEvent?: 'unlocked' | 'expired',
  ) {
    super(409, code, message);
  }
}
