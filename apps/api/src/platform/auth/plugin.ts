import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@laydown/domain';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import { ForbiddenError } from '../errors';
import type { ListeningConnection } from '../listening-connection';
import { createAccessListener, type AccessListener } from './access-listener';
import { SessionCache } from './session-cache';
import { SESSION_COOKIE, findSession } from './session-store';
import { hashToken } from './tokens';
import { supportAudit } from './support-audit';
import type { Principal } from './principal';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** This process's session cache and the connection that keeps it true (decision 0064). */
    sessionCache: { cache: SessionCache; listener: AccessListener };
    /** The principal of a session cookie's token now (live sockets re-check theirs with it). */
    principalOfToken: (token: string) => Promise<Principal | null>;
    /** The auth part of every API request, run by platform/request-hooks.ts. */
    requestAuth: RequestAuth;
  }
}

export interface RequestAuth {
  /**
   * Reads the request's session into `request.principal` (from the cache, or one round trip) and
   * refuses a cross-origin state change; calls `done` when it is known.
   */
  identify(request: FastifyRequest, done: (error?: Error) => void): void;
  /** The support audit of the request, before its answer leaves; null when none is needed. */
  audit(request: FastifyRequest, reply: FastifyReply): Promise<void> | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The session cache and the auth steps of every API request (`requestAuth`: who is asking, the
 * support audit); platform/request-hooks.ts runs them.
 */
export const authPlugin = fp<{ db: Database; config: Config; listening: ListeningConnection }>(
  async (app: FastifyInstance, { db, config, listening }) => {
    app.decorateRequest('principal', null);
    const cache = new SessionCache();
    const listener = createAccessListener(db.$client, listening, cache);
    app.decorate('sessionCache', { cache, listener });
    app.addHook('onReady', listener.start);
    app.addHook('onClose', listener.stop);

    /** The one round trip for who is asking when the session is not cached. */
    const loadPrincipal = async (tokenHash: string): Promise<Principal | null> => {
      const mark = cache.mark;
      const found = await findSession(db, tokenHash);
      if (!found) return null;
      cache.store(tokenHash, mark, found.principal, found.expiresAt);
      return found.principal;
    };
    /** Who a token belongs to now, from the cache or one round trip (live sockets re-check theirs). */
    app.decorate('principalOfToken', async (token: string) => {
      const tokenHash = hashToken(token);
      return cache.lookup(tokenHash) ?? loadPrincipal(tokenHash);
    });

    // Callback style: a request without a session (GET /api/health) or whose session is cached
    // makes no promise on the way through.
    const identify = (request: FastifyRequest, done: (error?: Error) => void): void => {
      if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request, config.trustedOrigins)) {
        return done(new ForbiddenError(MESSAGES.auth.crossOrigin, 'cross_origin'));
      }
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return done();
      const tokenHash = hashToken(token);
      const cached = cache.lookup(tokenHash);
      if (cached) {
        request.principal = cached;
        return done();
      }
      loadPrincipal(tokenHash).then((principal) => {
        request.principal = principal;
        done();
      }, done);
    };
    app.decorate('requestAuth', {
      identify,
      audit: (request: FastifyRequest, reply: FastifyReply) => supportAudit(db, request, reply),
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/**
 * A browser always sends Origin on cross-site POST/PUT/PATCH/DELETE, and Sec-Fetch-Site where it
 * lacks Origin. A request with neither is not from a browser page, so it carries no ambient cookie risk.
 */
export function isSameOrigin(request: FastifyRequest, trusted: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const own = `${request.protocol}://${request.host}`;
    return origin === own || trusted.includes(origin);
  }
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}
