import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyPermissionsBody,
  errorBody,
  optionsBody,
  updateCompanyPermissionsRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { company, companyAnyOf } from '../../platform/route-access';
import { companyScope } from '../../platform/scope';
import { companyPermissions, roleOptions, updateCompanyPermissions } from './service';

/** Roles and what each may do (§6): a list of roles to assign, and the company's permissions. */
export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/company_settings/roles',
    {
      // Whoever reads the company settings or assigns roles to users needs the list.
      config: { access: companyAnyOf('can_read_company_settings', 'can_manage_users') },
      schema: {
        tags: ['roles'],
        summary: "The company's roles, to assign to users",
        response: { 200: optionsBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      return { records: await roleOptions(db, companyScope(request)) };
    },
  );

  app.get(
    '/company_settings/permissions',
    {
      // can_manage_company_settings includes reading them.
      config: { access: company('can_read_company_settings') },
      schema: {
        tags: ['roles'],
        summary: 'What each role of the company may do',
        response: { 200: companyPermissionsBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      return { permissions: await companyPermissions(db, companyScope(request)) };
    },
  );

  app.patch(
    '/company_settings/permissions',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['roles'],
        summary: 'Change what each role may do (whole sets per role)',
        body: updateCompanyPermissionsRequest,
        response: {
          200: companyPermissionsBody,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      return {
        permissions: await updateCompanyPermissions(db, scope, request.body.permissions.roles),
      };
    },
  );
};
