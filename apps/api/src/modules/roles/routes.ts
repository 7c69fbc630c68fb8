import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyPermissionsBody,
  errorBody,
  optionsBody,
  updateCompanyPermissionsRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import { listRoles } from './repository';
import { companyPermissions, updateCompanyPermissions } from './service';

/** Roles and what each may do (§6): a list of roles to assign, and the company's permissions. */
export const roleRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/company_settings/roles',
    {
      schema: {
        tags: ['roles'],
        summary: "The company's roles, to assign to users",
        response: { 200: optionsBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      // Whoever reads the company settings or assigns roles to users needs the list.
      if (!can(ctx, 'can_read_company_settings') && !can(ctx, 'can_manage_users')) {
        throw new ForbiddenError();
      }
      const rows = await listRoles(db, ctx);
      return { records: rows.map((r) => ({ id: r.id, name: r.name })) };
    },
  );

  app.get(
    '/company_settings/permissions',
    {
      schema: {
        tags: ['roles'],
        summary: 'What each role of the company may do',
        response: { 200: companyPermissionsBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      if (!can(ctx, 'can_read_company_settings') && !can(ctx, 'can_manage_company_settings')) {
        throw new ForbiddenError();
      }
      return { permissions: await companyPermissions(db, ctx) };
    },
  );

  app.patch(
    '/company_settings/permissions',
    {
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
      const ctx = requireCompany(request, 'can_manage_company_settings');
      return {
        permissions: await updateCompanyPermissions(db, ctx, request.body.permissions.roles),
      };
    },
  );
};
