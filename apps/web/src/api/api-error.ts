import type { ErrorBody } from '@laydown/contracts';

export type FieldErrors = Record<string, string[]>;

/**
 * Every failed call rejects with this: the server's error model (`{ error: { code, message,
 * fields? } }`) plus the HTTP status. Status 0 means the server was never reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors | undefined;
  /** The whole error object the server sent (its extra keys: current_version, owner...). */
  readonly details: ErrorBody['error'] | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: FieldErrors,
    details?: ErrorBody['error'],
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** 4xx: the request itself is wrong or not allowed; sending it again gives the same answer. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

const UNKNOWN_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** The text to show for a failed call: the server's own message when it sent one. */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : UNKNOWN_ERROR_MESSAGE;
}
