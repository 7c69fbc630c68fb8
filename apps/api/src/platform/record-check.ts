import type { FastifyRequest } from 'fastify';
import { idParam } from '@laydown/contracts';

/**
 * The record check of a `/:id` route, as its preValidation hook: after the access hook, before the
 * params and body are validated, so another company's record answers 404 whatever is sent (issue 13
 * §6, decision 0079). An id the params schema refuses (`01`, `0x10`, ` 1`, out of range) is left to
 * it, so it answers 400 as on every other route.
 */
export function recordCheck(check: (request: FastifyRequest, id: number) => Promise<unknown>) {
  return async (request: FastifyRequest) => {
    const parsed = idParam.safeParse({ id: (request.params as { id?: unknown }).id });
    if (parsed.success) await check(request, parsed.data.id);
  };
}
