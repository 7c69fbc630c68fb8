import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyUser,
  currentUserBody,
  errorBody,
  idParam,
  impersonateRequest,
  listOf,
} from '@laydown/contracts';
import { FETCH_ALL_PAGE_SIZE } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { setSessionCookie } from '../../platform/auth/cookies';
import { requireInternal, requirePrincipal } from '../../platform/auth/guards';
import { createSession, deleteSessionById, findPrincipal } from '../../platform/auth/session-store';
import { recordImpersonation } from '../../platform/audit';
import { ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors';
import { presentCurrentUser } from '../auth/presenter';
import { presentCompanyUser } from '../company-users/presenter';
import * as companyUsers from '../company-users/repository';

// Support staff see no "self" among a company's members.
const NOBODY = { companyUserId: -1 };

/** Internal support staff act as a company user; every request meanwhile is audited. */
export const impersonationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/internal/companies/:id/users',
    {
      schema: {
        tags: ['internal'],
        summary: 'Members of one company, to pick someone to impersonate (support staff only)',
        params: idParam,
        response: { 200: listOf(companyUser), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      requireInternal(request);
      const { rows, total } = await companyUsers.listCompanyUsers(
        db,
        { companyId: request.params.id },
        { page: 1, perPage: FETCH_ALL_PAGE_SIZE },
      );
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
      const target = await companyUsers.findCompanyUserById(
        db,
        request.body.impersonation.company_user_id,
      );
      if (!target) throw new NotFoundError();
      if (!target.member.active) throw new ValidationError('This user is deactivated.');
      const companyId = target.member.companyId;
      const { token, expiresAt } = await db.transaction(async (tx) => {
        await deleteSessionById(tx, support.sessionId);
        await recordImpersonation(tx, {
          companyId,
          impersonatorUserId: support.userId,
          userId: target.member.userId,
          action: 'START',
        });
        return createSession(tx, {
          userId: target.member.userId,
          companyId,
          impersonatorUserId: support.userId,
          authMethod: 'IMPERSONATION',
          persistent: false,
          persistentDays: config.sessionDays,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      });
      setSessionCookie(reply, config, token, expiresAt, false);
      const principal = await findPrincipal(db, token);
      if (!principal) throw new Error('an impersonation session just created was not found');
      return reply.status(201).send({ user: await presentCurrentUser(db, principal) });
    },
  );

  app.delete(
    '/internal/impersonations',
    {
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
      const impersonatorUserId = principal.impersonatorUserId;
      const companyId = principal.membership.companyId;
      const { token, expiresAt } = await db.transaction(async (tx) => {
        await recordImpersonation(tx, {
          companyId,
          impersonatorUserId,
          userId: principal.userId,
          action: 'STOP',
        });
        await deleteSessionById(tx, principal.sessionId);
        return createSession(tx, {
          userId: impersonatorUserId,
          companyId: null,
          persistent: false,
          persistentDays: config.sessionDays,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      });
      setSessionCookie(reply, config, token, expiresAt, false);
      const back = await findPrincipal(db, token);
      if (!back) throw new Error('the support session just created was not found');
      return { user: await presentCurrentUser(db, back) };
    },
  );
};
