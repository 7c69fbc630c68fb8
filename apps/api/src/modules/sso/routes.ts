import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBody,
  ssoAuthBody,
  ssoAuthRequest,
  ssoConfigurationBody,
  updateSsoRequest,
} from '@laydown/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { SecretBox } from '../../platform/secrets/secret-box';
import {
  clearSsoBrowserCookie,
  setSessionCookie,
  setSsoBrowserCookie,
  SSO_BROWSER_COOKIE,
} from '../../platform/auth/cookies';
import { requireCompany } from '../../platform/auth/guards';
import type { CompanyScope } from '../../platform/scope';
import { newToken } from '../../platform/auth/tokens';
import { assertUnderLimit, recordHit } from '../../platform/rate-limit';
import { ACCOUNT_LIMITS } from '../account/limits';
import * as emailDomains from '../email-domains/service';
import * as service from './service';
import { company, publicAccess } from '../../platform/route-access';

const callbackQuery = z
  .object({ state: z.string().max(500).optional() })
  .catchall(z.string().max(4000));

/**
 * The secret itself is never answered: only whether one is stored and still opens. The domains
 * are the company's verified ones: the addresses the provider may sign in.
 */
async function presentConfig(
  db: AppDeps['db'],
  scope: CompanyScope,
  secrets: SecretBox,
  row: Awaited<ReturnType<typeof service.ssoConfigurationOf>>,
) {
  if (!row) return null;
  const domains = await emailDomains.listDomains(db, scope);
  return {
    issuer: row.issuer,
    client_id: row.clientId,
    email_domains: domains.filter((d) => d.verifiedAt).map((d) => d.domain),
    enabled: row.enabled,
    has_client_secret: row.clientSecret.length > 0,
    client_secret_readable: service.isClientSecretReadable(secrets, row),
  };
}

/** A secret the key cannot open is the operator's problem: logged, and the user told plainly. */
function logMisconfigured(request: FastifyRequest, error: unknown): void {
  if (error instanceof service.SsoMisconfiguredError) {
    request.log.error({ reason: error.reason }, 'sso client secret unreadable');
  }
}

/** Single sign-on for contractors through their company's OpenID Connect provider (§2, §7). */
export const ssoRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, secrets } = deps;
  app.post(
    '/sso/auth',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['sso'],
        summary: "Where to sign in with the company's provider for this email",
        body: ssoAuthRequest,
        response: { 200: ssoAuthBody, 400: errorBody, 422: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await assertUnderLimit(db, ACCOUNT_LIMITS.tokenPerAddress, request.ip);
      await recordHit(db, ACCOUNT_LIMITS.tokenPerAddress, request.ip);
      try {
        // The callback must come back to this browser: a random value in a cookie ties them.
        const { token: browserValue } = newToken();
        const redirectTo = await service.startSignOn(deps, {
          email: request.body.email,
          browserValue,
        });
        setSsoBrowserCookie(reply, config, browserValue);
        return { redirect_to: redirectTo };
      } catch (error) {
        logMisconfigured(request, error);
        throw error;
      }
    },
  );

  app.get(
    '/sso/callback',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['sso'],
        summary: "The provider's redirect: signs the user in, or returns to sign-in with sso_error",
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      clearSsoBrowserCookie(reply, config);
      try {
        const { token, expiresAt } = await service.finishSignOn(deps, {
          url: `${config.appUrl}${request.url}`,
          state: request.query.state ?? '',
          browserValue: request.cookies[SSO_BROWSER_COOKIE] ?? '',
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(reply, config, token, expiresAt, false);
        return reply.redirect('/home', 302);
      } catch (error) {
        logMisconfigured(request, error);
        const message =
          error instanceof service.SsoError ? error.message : service.SSO_MESSAGES.failed;
        if (!(error instanceof service.SsoError)) request.log.error({ err: error }, 'sso failed');
        const query = new URLSearchParams({ 'access-type': 'CONTRACTOR', sso_error: message });
        return reply.redirect(`/?${query.toString()}`, 302);
      }
    },
  );

  app.get(
    '/company_settings/sso',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['sso'],
        summary: "The company's single sign-on provider",
        response: { 200: ssoConfigurationBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_company_settings');
      return {
        sso: await presentConfig(
          db,
          ctx,
          secrets,
          await service.ssoConfigurationOf(db, ctx.companyId),
        ),
        redirect_uri: service.callbackUrl(config),
      };
    },
  );

  app.put(
    '/company_settings/sso',
    {
      config: { access: company('can_manage_company_settings') },
      schema: {
        tags: ['sso'],
        summary: "Set the company's OpenID Connect provider (issuer, client, secret, enabled)",
        body: updateSsoRequest,
        response: {
          200: ssoConfigurationBody,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_company_settings');
      const s = request.body.sso;
      const row = await service.saveSsoConfiguration(deps, ctx, {
        issuer: s.issuer,
        clientId: s.client_id,
        clientSecret: s.client_secret,
        enabled: s.enabled,
      });
      return {
        sso: await presentConfig(db, ctx, secrets, row),
        redirect_uri: service.callbackUrl(config),
      };
    },
  );
};
