import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthBody } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { APP_VERSION } from '../../version';
import { createDatabaseCheck } from './database-check';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const checkDatabase = createDatabaseCheck(db);
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database check',
        response: { 200: healthBody, 503: healthBody },
      },
    },
    async (request, reply) => {
      try {
        await checkDatabase();
        return { status: 'ok' as const, database: 'up' as const, version: APP_VERSION };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .status(503)
          .send({ status: 'degraded', database: 'down', version: APP_VERSION });
      }
    },
  );
};
