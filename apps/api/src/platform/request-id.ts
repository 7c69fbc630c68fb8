import { randomBytes, randomInt } from 'node:crypto';
import type { RawRequestDefaultExpression } from 'fastify';

/** A request id a caller (a proxy, a load balancer) may hand over; anything else is replaced. */
const GIVEN = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * Request ids (the log lines' reqId and the X-Request-Id header): this process's random prefix
 * (72 bits, so two processes, or two starts of one, do not share ids) and a counter that starts at
 * a random point (so an id does not tell how many requests the process has served). A random UUID
 * per request cost three times as much CPU, for ids that only need to be unique, not secret.
 * Decision 0109.
 */
export function createRequestIds(): (request: RawRequestDefaultExpression) => string {
  const prefix = `${randomBytes(9).toString('base64url')}-`;
  let counter = randomInt(2 ** 47);
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && GIVEN.test(given)) return given;
    counter = counter < Number.MAX_SAFE_INTEGER ? counter + 1 : 0;
    return prefix + counter.toString(36);
  };
}
