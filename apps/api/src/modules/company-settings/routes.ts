import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadSettingsBody,
  errorBody,
  otherSettingsBody,
  updateDownloadSettingsRequest,
  updateOtherSettingsRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../app';
import { requireSettingsManager, requireSettingsReader } from './policy';
import * as service from './service';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/** access-and-platform §7: other settings (with cost code settings) and download settings. */
export const companySettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/company_settings/other_settings',
    { schema: { tags: ['company settings'], response: { 200: otherSettingsBody, ...errors } } },
    async (request) => ({
      other_settings: await service.getOtherSettings(db, requireSettingsReader(request)),
    }),
  );

  app.patch(
    '/company_settings/other_settings',
    {
      schema: {
        tags: ['company settings'],
        body: updateOtherSettingsRequest,
        response: { 200: otherSettingsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireSettingsManager(request);
      const next = await db.transaction((tx) =>
        service.updateOtherSettings(tx, ctx, request.body.other_settings),
      );
      return { other_settings: next };
    },
  );

  app.get(
    '/company_settings/download_settings',
    { schema: { tags: ['company settings'], response: { 200: downloadSettingsBody, ...errors } } },
    async (request) => ({
      download_settings: await service.getDownloadSettings(db, requireSettingsReader(request)),
    }),
  );

  app.patch(
    '/company_settings/download_settings',
    {
      schema: {
        tags: ['company settings'],
        body: updateDownloadSettingsRequest,
        response: { 200: downloadSettingsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireSettingsManager(request);
      const next = await db.transaction((tx) =>
        service.updateDownloadSettings(tx, ctx, request.body.download_settings),
      );
      return { download_settings: next };
    },
  );
};
