import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onSendHookHandler,
} from 'fastify';
import type { HelmetOptions } from 'helmet';
import { headerSets } from './security-headers';

/** What a request without a Cookie header reads (frozen: never one request's cookies in another). */
const NO_COOKIES: Record<string, string | undefined> = Object.freeze({});

/**
 * The app's own steps of every request, in one onRequest and one onSend hook (decision 0109):
 *
 * - on the way in: the security headers (the API's set or the page's, platform/security-headers.ts)
 *   and X-Request-Id, the cookies, and for an API request who is asking (the session, from the
 *   auth plugin's `requestAuth.identify`, which also refuses cross-origin state changes); the
 *   route's access check (platform/route-access.ts) runs next, as the route's own hook;
 * - on the way out: `connection: close` while the app shuts down, so keep-alive clients cannot
 *   hold it open, and the support audit (`requestAuth.audit`) before the answer leaves.
 *
 * Both are in callback style and make no closure or promise for a request without a session or
 * with a cached one. `@fastify/cookie` is registered without its parsing hook (it still writes the
 * cookies a route sets); the cookies are parsed here.
 */
export function registerRequestHooks(app: FastifyInstance, pageHeaders: HelmetOptions): void {
  const sets = headerSets(pageHeaders);
  // As [name, value] pairs: no Object.keys() of the set at every request.
  const page = Object.entries(sets.page);
  const api = Object.entries(sets.api);
  const { identify, audit } = app.requestAuth;
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook(
    'onRequest',
    function onTheWayIn(
      request: FastifyRequest,
      reply: FastifyReply,
      done: HookHandlerDoneFunction,
    ) {
      const url = request.url;
      const isApi = url.startsWith('/api/');
      for (const [name, value] of isApi && !url.startsWith('/api/docs') ? api : page) {
        reply.header(name, value);
      }
      reply.header('x-request-id', request.id);
      if ((request.raw as { upgrade?: boolean }).upgrade && !request.routeOptions.config.upgrade) {
        answerUpgradeAsHttp(request, reply);
      }
      const cookies = request.headers.cookie;
      request.cookies = cookies ? app.parseCookie(cookies) : NO_COOKIES;
      if (!isApi) return done();
      identify(request, done);
    },
  );

  const onTheWayOut: onSendHookHandler = (request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    const audited = audit(request, reply);
    if (!audited) return done(null, payload);
    audited.then(() => done(null, payload), done);
  };
  app.addHook('onSend', onTheWayOut);
}

/**
 * An upgrade (a WebSocket's, say) sent to a route that takes none: the server ignores the Upgrade
 * header, as HTTP allows (RFC 9110 §7.8), and answers the request as it would any other, on a
 * connection Node has handed over and no longer reads, so it is closed once the answer is out.
 */
function answerUpgradeAsHttp(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close');
  reply.raw.once('finish', () => request.raw.socket.end());
}
