import { randomUUID } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';

/** A request id a caller (a proxy, a load balancer) may hand over; anything else is replaced. */
const GIVEN = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Request ids (the log lines' reqId and the X-Request-Id header): the one a proxy handed over, or
 * a random UUID. Not a per-process counter, though it costs a third of the CPU: a caller could
 * count, between two of its own answers, the requests a process served for everyone else (the
 * company's traffic). Decision 0109.
 */
export function createRequestIds(): (request: RawRequestDefaultExpression) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    return typeof given === 'string' && GIVEN.test(given) ? given : randomUUID();
  };
}
