import type { FastifyInstance } from 'fastify';
import { openLive, type LiveTestClient } from './live-client';

/** The test app listening for sockets: GET /api/live's url and this site's origin. */
export interface LiveServer {
  url: string;
  origin: string;
  /** A socket with the session cookie (and this site as its origin), closed by `closeAll`. */
  connect(cookie: string, options?: { autoPong?: boolean }): Promise<LiveTestClient>;
  /** Ends every socket `connect` opened (in the file's afterAll, before the app closes). */
  closeAll(): void;
}

/** Makes the test app listen on a free port of 127.0.0.1, so sockets can reach it. */
export async function listenForLive(app: FastifyInstance): Promise<LiveServer> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const url = `ws://127.0.0.1:${port}/api/live`;
  const opened: LiveTestClient[] = [];
  return {
    url,
    origin,
    async connect(cookie, options = {}) {
      const client = await openLive(url, { cookie, origin }, options);
      opened.push(client);
      return client;
    },
    closeAll() {
      for (const client of opened) client.ws.terminate();
    },
  };
}
