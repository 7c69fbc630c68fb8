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
      // Load balancers call this often: its 60-byte answer is never compressed (the plugin's
      // three hooks stay off the route), and the object it answers is built here, so it is
      // written with JSON.stringify instead of being checked against the zod schema first (the
      // schema still documents it). Decision 0081.
      compress: false,
      serializerCompiler: () => (data) => JSON.stringify(data),
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
