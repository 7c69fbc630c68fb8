import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it('retries a server or network failure once', () => {
    const serverError = new ApiError(500, 'internal', 'Boom');
    expect(shouldRetryQuery(0, serverError)).toBe(true);
    expect(shouldRetryQuery(1, serverError)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(0, 'network_error', 'Offline'))).toBe(true);
  });

  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'x', 'y'))).toBe(false);
    }
  });
});
