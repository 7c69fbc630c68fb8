import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  downloadSettingsBody,
  materialConfigurationBody,
  otherSettingsBody,
  updateDownloadSettingsRequest,
  updateMaterialConfigurationRequest,
  updateOtherSettingsRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import {
  getMaterialConfiguration,
  presentMaterialConfiguration,
  updateMaterialConfiguration,
} from './material-configuration';
import { requireCompany } from '../../platform/auth/guards';
import { requireSettingsManager, requireSettingsReader } from './policy';
import * as service from './service';
import { company } from '../../platform/route-access';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 422);

/** access-and-platform §7: other settings (with cost code settings) and download settings. */
export const companySettingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/company_settings/other_settings',
    {
      config: { access: company('can_read_company_settings') },
      schema: { tags: ['company settings'], response: { 200: otherSettingsBody, ...errors } },
    },
    async (request) => ({
      other_settings: await service.getOtherSettings(db, requireSettingsReader(request)),
    }),
  );

  app.patch(
    '/company_settings/other_settings',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['company settings'],
        body: updateOtherSettingsRequest,
        response: { 200: otherSettingsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireSettingsManager(request);
      const next = await service.updateOtherSettings(db, ctx, request.body.other_settings);
      return { other_settings: next };
    },
  );

  app.get(
    '/company_settings/download_settings',
    {
      config: { access: company('can_read_company_settings') },
      schema: { tags: ['company settings'], response: { 200: downloadSettingsBody, ...errors } },
    },
    async (request) => ({
      download_settings: await service.getDownloadSettings(db, requireSettingsReader(request)),
    }),
  );

  app.patch(
    '/company_settings/download_settings',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['company settings'],
        body: updateDownloadSettingsRequest,
        response: { 200: downloadSettingsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireSettingsManager(request);
      const next = await service.updateDownloadSettings(db, ctx, request.body.download_settings);
      return { download_settings: next };
    },
  );

  app.get(
    '/company_settings/company_material_configuration',
    {
      config: { access: company() },
      schema: {
        tags: ['company settings'],
        summary: "The company's material attributes, required ones and list columns",
        response: { 200: materialConfigurationBody, ...errors },
      },
    },
    // Every member reads it: the material editor and list are shaped by it (decision 0026).
    async (request) => ({
      company_material_configuration: presentMaterialConfiguration(
        await getMaterialConfiguration(db, requireCompany(request)),
      ),
    }),
  );

  app.patch(
    '/company_settings/company_material_configuration',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['company settings'],
        body: updateMaterialConfigurationRequest,
        response: { 200: materialConfigurationBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireSettingsManager(request);
      const next = await updateMaterialConfiguration(
        db,
        ctx,
        request.body.company_material_configuration,
      );
      return { company_material_configuration: presentMaterialConfiguration(next) };
    },
  );
};
