import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserBody, errorBody, idParam, listOf, userCompany } from '@laydown/contracts';
import type { AppDeps } from '../../app';
import { requirePrincipal } from '../../platform/auth/guards';
import {
  findPrincipal,
  moveSessionToCompany,
  SESSION_COOKIE,
} from '../../platform/auth/session-store';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import { presentCurrentUser } from '../auth/presenter';
import * as users from '../users/service';

function contractor(request: Parameters<typeof requirePrincipal>[0]) {
  const principal = requirePrincipal(request);
  if (principal.accessType !== 'CONTRACTOR') throw new ForbiddenError();
  return principal;
}

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
      const principal = contractor(request);
      const rows = await users.companiesOfUser(db, principal.userId);
      const current = principal.membership?.companyId ?? null;
      return {
        records: rows.map((r) => ({
          id: r.id,
          name: r.name,
          company_type: r.companyType,
          current: r.id === current,
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
      const principal = contractor(request);
      const target = request.params.id;
      const member = (await users.companiesOfUser(db, principal.userId)).some(
        (c) => c.id === target,
      );
      // A company the user does not belong to answers like one that does not exist.
      if (!member) throw new NotFoundError();
      await db.transaction(async (tx) => {
        await moveSessionToCompany(tx, principal.sessionId, target);
        if (principal.impersonatorUserId === null)
          await users.recordCompanyChoice(tx, principal.userId, target);
      });
      const next = await findPrincipal(db, request.cookies[SESSION_COOKIE] ?? '');
      if (!next) throw new Error('the switched session was not found');
      return { user: await presentCurrentUser(db, next) };
    },
  );
};
