import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { anyOf, company, vendor } from '../../platform/route-access';
import { refuseCrossOriginUpgrade, registerLiveSockets } from '../../platform/live/plugin';

/**
 * GET /api/live: the WebSocket of live messages (access-and-platform §4, procurement-core §4 and
 * §7; decision 0085). A company member or a vendor user, by the session cookie, from this site's
 * pages only; the socket then subscribes to channels by message.
 */
export async function liveRoutes(api: FastifyInstance, { config }: AppDeps): Promise<void> {
  await registerLiveSockets(api);
  api.get(
    '/live',
    {
      websocket: true,
      config: { access: anyOf(company(), vendor()), upgrade: true },
      onRequest: refuseCrossOriginUpgrade(config.trustedOrigins),
    },
    (socket, request) => api.live.accept(socket, request),
  );
}
