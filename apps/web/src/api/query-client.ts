import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY_DELAY_MS } from '@laydown/domain';
import { isClientError } from './api-error';

/**
 * One automatic retry after 1 s (spec §9). A 4xx answer would be the same the second time, so it
 * is never retried. Mutations are not retried: the HTTP client already retries network failures.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isClientError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // 'always': offline, a call fails at once with the offline message (http-client) instead of
      // TanStack Query pausing it, which shows a spinner that never ends.
      queries: { retry: shouldRetryQuery, retryDelay: QUERY_RETRY_DELAY_MS, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
