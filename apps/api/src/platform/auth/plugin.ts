import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@laydown/domain';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import { recordImpersonation } from '../audit';
import { ForbiddenError } from '../errors';
import { SESSION_COOKIE, findPrincipal } from './session-store';
import type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the session cookie of every API request and refuses cross-origin state changes. */
export const authPlugin = fp<{ db: Database; config: Config }>(
  async (app: FastifyInstance, { db, config }) => {
    app.decorateRequest('principal', null);

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, config.trustedOrigins)) {
        throw new ForbiddenError(MESSAGES.auth.crossOrigin, 'cross_origin');
      }
      const token = request.cookies[SESSION_COOKIE];
      if (token) request.principal = await findPrincipal(db, token);
    });
    // Every request made while support staff act as someone is audited with both user ids, before
    // the answer leaves, so the audit is never behind what the impersonator has seen.
    app.addHook('onSend', async (request, reply, payload) => {
      const p = request.principal;
      if (p?.accessType !== 'CONTRACTOR' || p.impersonatorUserId === null || !p.membership) {
        return payload;
      }
      try {
        await recordImpersonation(db, {
          companyId: p.membership.companyId,
          impersonatorUserId: p.impersonatorUserId,
          userId: p.userId,
          action: request.method,
          path: request.url,
          statusCode: reply.statusCode,
        });
      } catch (error) {
        request.log.error({ err: error }, 'impersonation audit failed');
      }
      return payload;
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * A browser always sends Origin on cross-site POST/PUT/PATCH/DELETE, and Sec-Fetch-Site where it
 * lacks Origin. A request with neither is not from a browser page, so it carries no ambient cookie risk.
 */
function isSameOrigin(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    return origin === own || trusted.includes(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
