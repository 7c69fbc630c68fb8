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
      queries: { retry: shouldRetryQuery, retryDelay: QUERY_RETRY_DELAY_MS },
      mutations: { retry: false },
    },
  });
}
