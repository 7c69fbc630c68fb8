import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserBody, errorBody, idParam, listOf, userCompany } from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireContractor } from '../../platform/auth/guards';
import { findPrincipal, SESSION_COOKIE } from '../../platform/auth/session-store';
import { presentCurrentUser } from '../auth/presenter';
import * as service from './service';

/** §7: GET /companies and POST /companies/{id}/switch, for a user of several companies. */
export const membershipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The companies the signed-in user belongs to',
        response: { 200: listOf(userCompany), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const rows = await service.companiesOf(db, requireContractor(request));
      return {
        records: rows.map((r) => ({
          id: r.id,
          name: r.name,
          company_type: r.companyType,
          current: r.current,
          switchable: r.switchable,
        })),
        total_count: rows.length,
        has_more: false,
      };
    },
  );

  app.post(
    '/companies/:id/switch',
    {
      schema: {
        tags: ['companies'],
        summary: 'Continue this session in another company the user belongs to',
        params: idParam,
        response: { 200: currentUserBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await service.switchCompany(db, requireContractor(request), request.params.id, request.ip);
      const next = await findPrincipal(db, request.cookies[SESSION_COOKIE] ?? '');
      if (!next) throw new Error('the switched session was not found');
      return { user: await presentCurrentUser(db, next) };
    },
  );
};
