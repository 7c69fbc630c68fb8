import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';
import type { Config } from '../config';

/**
 * Serves the built web app. Unknown non-API paths answer index.html so the client router can
 * take them; unknown /api paths keep answering JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const built = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  if (built) {
    await app.register(staticFiles, { root: config.webDistDir, wildcard: false, index: false });
  } else {
    app.log.warn({ dir: config.webDistDir }, 'web app not built: run `npm run build`');
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (built && wantsPage) return reply.type('text/html').sendFile('index.html', { maxAge: 0 });
    return reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } });
  });
}
