import { errorBody } from '@laydown/contracts';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429;

/** The error answers of a route's response schema: each status answers the one error body. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<
    S,
    typeof errorBody
  >;
}
