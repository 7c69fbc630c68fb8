import fp from 'fastify-plugin';
import websocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { MESSAGES } from '@laydown/domain';
import type { Database } from '../../db/client';
import { isSameOrigin } from '../auth/plugin';
import { SESSION_COOKIE } from '../auth/session-store';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { companyScope, vendorScope } from '../scope';
import type { LiveViewer } from './channels';
import { createLiveHub, type LiveHub } from './live-hub';
import { createPresence } from './presence';
import type { ListeningConnection } from '../listening-connection';
import { LIVE_MESSAGES_CHANNEL } from '../unit-of-work';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's live sockets (decision 0085). */
    live: { hub: LiveHub; accept: LiveAccept };
  }
  interface FastifyContextConfig {
    /** The route takes WebSocket upgrades (GET /api/live); every other route refuses them. */
    upgrade?: true;
  }
}

type LiveAccept = (socket: WebSocket, request: FastifyRequest) => void;

/** A frame from the browser is small: a subscribe or an unsubscribe. */
const MAX_FRAME_BYTES = 4_096;
const PING_INTERVAL_MS = 30_000;

/**
 * WebSocket support, registered in the live route's own context (modules/live): @fastify/websocket
 * adds an onRequest and an onResponse hook and wraps the handler of every route of the context it
 * is registered in, which at the root was every request's cost (decision 0113). An upgrade sent to
 * any other route is answered as plain HTTP and its connection closed (platform/request-hooks.ts).
 */
export async function registerLiveSockets(context: FastifyInstance): Promise<void> {
  const options: WebsocketPluginOptions = { options: { maxPayload: MAX_FRAME_BYTES } };
  await context.register(websocket, options);
}

/**
 * The process's live hub. The route (modules/live) hands each upgraded socket to
 * `app.live.accept`, after its access hook made the company or vendor scope.
 */
export const livePlugin = fp<{ db: Database; listening: ListeningConnection }>(
  async (app: FastifyInstance, { db, listening }) => {
    // A presence row not refreshed for three keepalives is a dead process's (decision 0093).
    const presence = createPresence(db, app.log, (3 * PING_INTERVAL_MS) / 1000);
    const hub = createLiveHub({
      db,
      log: app.log,
      principalOf: (token) => app.principalOfToken(token),
      pingIntervalMs: PING_INTERVAL_MS,
      presence,
    });
    // The process's listening connection hears committed outbox rows (NOTIFY carries the id); the
    // app starts it after the hub has read where the outbox stands.
    listening.subscribe(LIVE_MESSAGES_CHANNEL, {
      notification: (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id) && id > 0) hub.onId(id);
      },
      up: (again) => {
        if (again) hub.onReconnected();
      },
    });
    const accept: LiveAccept = (socket, request) => {
      const token = request.cookies[SESSION_COOKIE];
      const principal = request.principal;
      if (!token || !principal) {
        socket.close(4401, 'signed out');
        return;
      }
      hub.accept(socket, viewerOf(request), token, principal);
    };
    app.decorate('live', { hub, accept });
    app.addHook('onReady', () => hub.start());
    app.addHook('onClose', async () => {
      hub.close();
      await presence.leaveAll();
    });
  },
  { name: 'live', dependencies: ['auth'] },
);

/**
 * A WebSocket upgrade is a GET, so the cross-origin refusal of state changes does not cover it;
 * a browser always sends Origin with one, and another site's page must not open a socket with
 * this site's cookie.
 */
export function refuseCrossOriginUpgrade(trustedOrigins: readonly string[]) {
  return async (request: FastifyRequest) => {
    if (!request.headers.origin && !request.headers['sec-fetch-site']) return;
    if (!isSameOrigin(request, trustedOrigins)) {
      throw new ForbiddenError(MESSAGES.auth.crossOrigin, 'cross_origin');
    }
  };
}

function viewerOf(request: FastifyRequest): LiveViewer {
  if (!request.principal) throw new UnauthenticatedError();
  return request.principal.accessType === 'VENDOR'
    ? { kind: 'vendor', scope: vendorScope(request) }
    : { kind: 'company', scope: companyScope(request) };
}
