import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersionBody, errorBody, healthBody } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { APP_VERSION } from '../../version';
import { createDatabaseCheck } from './database-check';
import { internal, publicAccess } from '../../platform/route-access';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const checkDatabase = createDatabaseCheck(db);
  app.get(
    '/health',
    {
      config: { access: publicAccess() },
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

  app.get(
    '/app_version',
    {
      config: { access: internal() },
      schema: {
        tags: ['platform'],
        summary: 'The version of the running app (support staff only)',
        response: { 200: appVersionBody, 401: errorBody, 403: errorBody },
      },
    },
    async () => ({ version: APP_VERSION }),
  );
};
