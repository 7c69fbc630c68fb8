import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, optionsBody } from '@laydown/contracts';
import type { AppDeps } from '../../app';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import { listRoles } from './repository';

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
};
