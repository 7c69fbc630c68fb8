import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, updateUserSettingsRequest, userSettingsBody } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requirePrincipal } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import { loadUserSettings, saveUserSettings } from './service';

function contractorUserId(request: Parameters<typeof requirePrincipal>[0]): number {
  const principal = requirePrincipal(request);
  if (principal.accessType !== 'CONTRACTOR') throw new ForbiddenError();
  return principal.userId;
}

/** §7: GET and PATCH /user_settings, the signed-in person's own settings. */
export const userSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/user_settings',
    {
      schema: {
        tags: ['user settings'],
        summary: 'Notification email frequency and home page of the signed-in user',
        response: { 200: userSettingsBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({ user_settings: await loadUserSettings(db, contractorUserId(request)) }),
  );

  app.patch(
    '/user_settings',
    {
      schema: {
        tags: ['user settings'],
        summary: 'Change notification email frequency or home page',
        body: updateUserSettingsRequest,
        response: { 200: userSettingsBody, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => ({
      user_settings: await saveUserSettings(
        db,
        contractorUserId(request),
        request.body.user_settings,
      ),
    }),
  );
};
