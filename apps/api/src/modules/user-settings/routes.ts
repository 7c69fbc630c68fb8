import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, updateUserSettingsRequest, userSettingsBody } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireContractor } from '../../platform/auth/guards';
import { loadUserSettings, saveUserSettings } from './service';
import { contractor } from '../../platform/route-access';

/** The route's contractor() access has already answered 401/403 before the body was read. */
const contractorUserId = (request: Parameters<typeof requireContractor>[0]): number =>
  requireContractor(request).userId;

/** §7: GET and PATCH /user_settings, the signed-in person's own settings. */
export const userSettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/user_settings',
    {
      config: { access: contractor() },
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
      config: { access: contractor() },
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
