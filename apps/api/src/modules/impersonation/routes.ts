import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyUser,
  currentUserBody,
  errorBody,
  idParam,
  impersonateRequest,
  listOf,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { setSessionCookie } from '../../platform/auth/cookies';
import { requireInternal, requirePrincipal } from '../../platform/auth/guards';
import { findPrincipal } from '../../platform/auth/session-store';
import { ForbiddenError } from '../../platform/errors';
import { internal, signedIn } from '../../platform/route-access';
import { presentCurrentUser } from '../auth/presenter';
import { presentCompanyUser } from '../company-users/presenter';
import * as service from './service';

// Support staff see no "self" among a company's members.
const NOBODY = { companyUserId: -1 };

/** Internal support staff act as a company user; every request meanwhile is audited. */
export const impersonationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const origin = (request: FastifyRequest): service.SessionOrigin => ({
    persistentDays: config.sessionDays,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get(
    '/internal/companies/:id/users',
    {
      config: { access: internal() },
      schema: {
        tags: ['internal'],
        summary: 'Members of one company, to pick someone to impersonate (support staff only)',
        params: idParam,
        response: { 200: listOf(companyUser), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      requireInternal(request);
      const { rows, total } = await service.listMembers(db, request.params.id);
      return {
        records: rows.map((r) => presentCompanyUser(NOBODY, r)),
        total_count: total,
        has_more: total > rows.length,
      };
    },
  );

  app.post(
    '/internal/impersonations',
    {
      config: { access: internal() },
      schema: {
        tags: ['internal'],
        summary: 'Start acting as a company user (support staff only)',
        body: impersonateRequest,
        response: {
          201: currentUserBody,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const support = requireInternal(request);
      const { token, expiresAt } = await service.startImpersonation(
        db,
        support,
        request.body.impersonation.company_user_id,
        origin(request),
      );
      setSessionCookie(reply, config, token, expiresAt, false);
      const principal = await findPrincipal(db, token);
      if (!principal) throw new Error('an impersonation session just created was not found');
      return reply.status(201).send({ user: await presentCurrentUser(db, principal) });
    },
  );

  app.delete(
    '/internal/impersonations',
    {
      config: { access: signedIn() },
      schema: {
        tags: ['internal'],
        summary: 'Stop impersonating and continue as the support user',
        response: { 200: currentUserBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      if (
        principal.accessType !== 'CONTRACTOR' ||
        principal.impersonatorUserId === null ||
        !principal.membership
      ) {
        throw new ForbiddenError();
      }
      const { token, expiresAt } = await service.stopImpersonation(
        db,
        {
          sessionId: principal.sessionId,
          userId: principal.userId,
          impersonatorUserId: principal.impersonatorUserId,
          companyId: principal.membership.companyId,
        },
        origin(request),
      );
      setSessionCookie(reply, config, token, expiresAt, false);
      const back = await findPrincipal(db, token);
      if (!back) throw new Error('the support session just created was not found');
      return { user: await presentCurrentUser(db, back) };
    },
  );
};
