import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import staticFiles from '@fastify/static';
import type { Config } from '../config';
import { webAppBuilt } from './web-dist';

/** Vite names every file under assets/ by its content hash: a changed file gets a new name. */
const HASHED = `${path.sep}assets${path.sep}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so the browser must ask every time. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app (decision 0038). Files come pre-compressed from the build (`.br`,
 * `.gz` beside each, chosen by Accept-Encoding); hashed assets are cached for a year, everything
 * else is revalidated. Source maps are built but never served. Unknown non-API paths answer
 * index.html (GET and HEAD) so the client router can take them; unknown /api paths and missing
 * assets answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  // Not built: the start banner says so (process/welcome.ts); /api keeps working.
  const built = webAppBuilt(config);
  if (built) {
    await app.register(staticFiles, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', filePath.includes(HASHED) ? IMMUTABLE : REVALIDATE);
      },
      allowedPath: (pathName: string) => !pathName.endsWith('.map'),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (built && wantsPage(request.method, request.url)) {
      return reply.type('text/html').header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } });
  });
}

function wantsPage(method: string, url: string): boolean {
  const pathName = url.split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    pathName !== '/api' &&
    !pathName.startsWith('/api/') &&
    // A missing hashed file or map is a 404, not a page the browser would try to run as code.
    !pathName.startsWith('/assets/') &&
    !pathName.endsWith('.map')
  );
}
