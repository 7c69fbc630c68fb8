import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  claimEmailDomainRequest,
  emailDomain,
  emailDomainBody,
  errorBody,
  idParam,
  listOf,
  verifyEmailDomainBody,
  verifyEmailDomainRequest,
} from '@laydown/contracts';
import { ACCESS_MESSAGES } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { presentEmailDomain } from './presenter';
import * as service from './service';
import { company, publicAccess } from '../../platform/route-access';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/** A company's email domains and their proof by mail (decision 0029); single sign-on uses them. */
export const emailDomainRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/company_settings/email_domains',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['sso'],
        summary: "The company's email domains, verified or waiting for their confirmation mail",
        response: { 200: listOf(emailDomain), ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_company_settings');
      const rows = await service.listDomains(db, ctx);
      return { records: rows.map(presentEmailDomain), total_count: rows.length, has_more: false };
    },
  );

  app.post(
    '/company_settings/email_domains',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['sso'],
        summary: 'Claim a domain: a confirmation link is mailed to an address of it',
        body: claimEmailDomainRequest,
        response: { 201: emailDomainBody, 409: errorBody, 422: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, 'can_manage_company_settings');
      const body = request.body.email_domain;
      const row = await service.claimDomain(deps, ctx, {
        domain: body.domain,
        verificationEmail: body.verification_email,
      });
      return reply.status(201).send({ email_domain: presentEmailDomain(row) });
    },
  );

  app.delete(
    '/company_settings/email_domains/:id',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['sso'],
        summary: 'Remove a domain: its addresses no longer sign in through single sign-on',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, 'can_manage_company_settings');
      await service.removeDomain(db, ctx, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email_domains/verify',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['sso'],
        summary: 'Confirm a domain with the token of the mailed link (no sign-in needed)',
        body: verifyEmailDomainRequest,
        response: {
          200: verifyEmailDomainBody,
          400: errorBody,
          404: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request) => {
      const { row, companyName } = await service.verifyDomain(db, request.body.token, request.ip);
      return {
        email_domain: { domain: row.domain, company_name: companyName },
        message: ACCESS_MESSAGES.emailDomain.verified(row.domain),
      };
    },
  );
};
