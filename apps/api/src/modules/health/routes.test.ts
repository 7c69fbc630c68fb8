import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client';
import type { AppDeps } from '../../deps';
import { createSerializerCompiler } from '../../platform/serialization';
import { APP_VERSION } from '../../version';
import { healthRoutes } from './routes';

describe('GET /api/health without a database', () => {
  it('answers 503 "degraded", and says so again at the next call', async () => {
    const unreachable = connectDatabase('postgres://postgres@127.0.0.1:1/none', 1);
    // The route uses its deps' database only.
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(createSerializerCompiler({ checkAgainstZod: true }));
    await app.register(healthRoutes, { db: unreachable.db } as AppDeps);
    try {
      for (let call = 0; call < 2; call++) {
        const res = await app.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({ status: 'degraded', database: 'down', version: APP_VERSION });
      }
    } finally {
      await app.close();
      await unreachable.pool.end();
    }
  });
});
