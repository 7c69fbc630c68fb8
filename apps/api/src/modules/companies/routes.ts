import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  companyBody,
  companySummary,
  createCompanyRequest,
  currentUserBody,
  errorBody,
  listOf,
  queryInt,
  setupStatus,
} from '@laydown/contracts';
import { LIST_PAGE_SIZE } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { setSessionCookie } from '../../platform/auth/cookies';
import { requireInternal } from '../../platform/auth/guards';
import { createSession, findPrincipal } from '../../platform/auth/session-store';
import { presentCurrentUser } from '../auth/presenter';
import { presentCompany } from './presenter';
import * as service from './service';
import { internal, publicAccess } from '../../platform/route-access';

const page = z
  .object({
    page: queryInt(1).default(1),
    per_page: queryInt(1, 1000).default(LIST_PAGE_SIZE),
  })
  .strict();

/** Internal admin (support staff only): new accounts come through support. */
export const internalCompanyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/internal/companies',
    {
      config: { access: internal() },
      schema: {
        tags: ['internal'],
        summary: 'Every company (support staff only)',
        querystring: page,
        response: { 200: listOf(companySummary), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      requireInternal(request);
      const { page: n, per_page } = request.query;
      const { rows, total } = await service.listCompanies(db, n, per_page);
      return {
        records: rows.map((r) => presentCompany(r.company, r.usersCount)),
        total_count: total,
        has_more: n * per_page < total,
      };
    },
  );

  app.post(
    '/internal/companies',
    {
      config: { access: internal() },
      schema: {
        tags: ['internal'],
        summary: 'Create a company with its first admin (support staff only)',
        body: createCompanyRequest,
        response: {
          201: companyBody,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      requireInternal(request);
      const { company } = await service.createCompany(db, request.body);
      return reply.status(201).send({ company: presentCompany(company, 1) });
    },
  );
};

/** First-run setup of an install started with DEMO=0: creates the first company and signs its admin in. */
export const setupRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/setup',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['setup'],
        summary: 'Whether the install still needs its first company',
        response: { 200: setupStatus },
      },
    },
    async () => ({ setup_required: await service.isSetupRequired(db) }),
  );

  app.post(
    '/setup',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['setup'],
        summary: 'Create the first company and its admin, and sign the admin in',
        body: createCompanyRequest,
        response: { 201: currentUserBody, 400: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { company, admin } = await service.setUpFirstCompany(db, request.body);
      const { token, expiresAt } = await createSession(db, {
        userId: admin.userId,
        companyId: company.id,
        persistent: false,
        persistentDays: config.sessionDays,
        ip: request.ip,
      });
      setSessionCookie(reply, config, token, expiresAt, false);
      const principal = await findPrincipal(db, token);
      if (!principal) throw new Error('a session just created was not found');
      return reply.status(201).send({ user: await presentCurrentUser(db, principal) });
    },
  );
};
