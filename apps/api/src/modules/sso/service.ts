import * as oidc from 'openid-client';
import {
  emailDomain,
  isLocalIssuer,
  productionIssuerProblem,
  SSO_SETTINGS_MESSAGES,
} from '@laydown/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';
import { forbidAccessChangeWhileImpersonating } from '../../platform/auth/guards';
import { createSession } from '../../platform/auth/session-store';
import { recordAudit } from '../../platform/audit';
import { AppError, ValidationError } from '../../platform/errors';
import { publicFetch } from '../../platform/net/public-fetch';
import { SecretKeyMismatchError, type SecretBox } from '../../platform/secrets/secret-box';
import * as emailDomains from '../email-domains/service';
import * as users from '../users/service';
import * as repo from './repository';
import type { CompanyScope } from '../../platform/scope';

/** The texts sent back to the sign-in page in sso_error (§2, §8: shown as the server gives them). */
export const SSO_MESSAGES = {
  notConfigured: 'Single sign-on is not set up for this email address.',
  providerUnavailable: 'The sign-on provider could not be reached. Please try again later.',
  failed: 'Single sign-on failed. Please try again.',
  noAccount: 'No active account of this company matches the email of your sign-on.',
  misconfigured:
    'Single sign-on of your company cannot be used right now. Please ask your administrator to check its settings.',
} as const;

const REQUEST_MINUTES = 10;

export interface SsoDeps {
  db: Database;
  config: Config;
  secrets: SecretBox;
}

export class SsoError extends AppError {
  constructor(message: string) {
    super(422, 'sso_failed', message);
  }
}

/** The stored client secret cannot be opened (SECRET_KEY changed): the admin must enter it again. */
export class SsoMisconfiguredError extends SsoError {
  constructor(readonly reason: string) {
    super(SSO_MESSAGES.misconfigured);
  }
}

export const callbackUrl = (config: Config) => `${config.appUrl}/api/sso/callback`;

/** Providers on this machine or a private network are for development and tests only. */
const allowsPrivateIssuers = (config: Config) => config.env !== 'production';

function clientSecretOf(secrets: SecretBox, row: repo.SsoConfigRow): string {
  try {
    return secrets.open(row.clientSecret);
  } catch (error) {
    if (error instanceof SecretKeyMismatchError) throw new SsoMisconfiguredError(error.message);
    throw error;
  }
}

/**
 * Discovery of the company's provider. In production every request to it goes through
 * publicFetch, which refuses private and local addresses (decision 0029).
 */
async function discover(
  { config, secrets }: Pick<SsoDeps, 'config' | 'secrets'>,
  row: repo.SsoConfigRow,
): Promise<oidc.Configuration> {
  const issuer = new URL(row.issuer);
  const clientSecret = clientSecretOf(secrets, row);
  const options: oidc.DiscoveryRequestOptions = allowsPrivateIssuers(config)
    ? isLocalIssuer(issuer)
      ? { execute: [oidc.allowInsecureRequests] }
      : {}
    : { [oidc.customFetch]: publicFetch as oidc.CustomFetch };
  try {
    return await oidc.discovery(issuer, row.clientId, clientSecret, undefined, options);
  } catch {
    throw new SsoError(SSO_MESSAGES.providerUnavailable);
  }
}

/**
 * POST /api/sso/auth: where the browser goes to sign in with the provider of the company that
 * holds the email's domain verified. `browserValue` is the random value of the cookie set in the
 * browser that asked, so the callback accepts only that browser (login CSRF).
 */
export async function startSignOn(
  deps: SsoDeps,
  input: { email: string; browserValue: string },
): Promise<string> {
  const companyId = await emailDomains.verifiedOwner(deps.db, emailDomain(input.email));
  const row = companyId === null ? undefined : await repo.findConfigOfCompany(deps.db, companyId);
  if (!row || !row.enabled) throw new SsoError(SSO_MESSAGES.notConfigured);
  const provider = await discover(deps, row);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repo.insertRequest(deps.db, {
    stateHash: hashToken(state),
    browserHash: hashToken(input.browserValue),
    companyId: row.companyId,
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + REQUEST_MINUTES * 60_000),
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(deps.config),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: input.email,
  });
  return url.href;
}

/** The email the provider vouches for, lowercased; never one it says it has not verified. */
async function vouchedEmail(
  provider: oidc.Configuration,
  pending: { codeVerifier: string; nonce: string },
  input: { url: string; state: string },
): Promise<string | undefined> {
  const tokens = await oidc.authorizationCodeGrant(provider, new URL(input.url), {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: input.state,
    expectedNonce: pending.nonce,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('no ID token');
  // Providers that follow the spec strictly put the email in userinfo, not in the ID token.
  const source =
    typeof claims.email === 'string'
      ? claims
      : await oidc.fetchUserInfo(provider, tokens.access_token, claims.sub);
  if (source.email_verified === false) return undefined;
  return typeof source.email === 'string' ? source.email.trim().toLowerCase() : undefined;
}

/**
 * GET /api/sso/callback: checks the provider's answer (browser, state, PKCE, nonce, ID token) and
 * opens a session for the person it vouches for, only when (decision 0029): the address is of a
 * domain this company holds verified, the person accepted membership of this company and is
 * active there, and the account is not support staff. The session is bound to this company.
 */
export async function finishSignOn(
  deps: SsoDeps,
  input: { url: string; state: string; browserValue: string; ip: string; userAgent?: string },
) {
  const { db, config } = deps;
  const pending = await repo.consumeRequest(db, hashToken(input.state));
  if (!pending || pending.browserHash !== hashToken(input.browserValue)) {
    throw new SsoError(SSO_MESSAGES.failed);
  }
  const row = await repo.findConfigOfCompany(db, pending.companyId);
  if (!row || !row.enabled) throw new SsoError(SSO_MESSAGES.notConfigured);
  const provider = await discover(deps, row);
  let email: string | undefined;
  try {
    email = await vouchedEmail(provider, pending, input);
  } catch {
    throw new SsoError(SSO_MESSAGES.failed);
  }
  const companyId = row.companyId;
  const domainOwner = email ? await emailDomains.verifiedOwner(db, emailDomain(email)) : null;
  const user =
    email && domainOwner === companyId ? await users.findUserByEmail(db, email) : undefined;
  const member =
    user && !user.isLaydown
      ? (await users.activeMemberships(db, user)).some((m) => m.companyId === companyId)
      : false;
  if (!user || !member) throw new SsoError(SSO_MESSAGES.noAccount);
  return db.transaction(async (tx) => {
    await users.recordSignIn(tx, user.id, companyId);
    // The provider proved the mailbox.
    if (!user.confirmedAt) await users.markConfirmed(tx, user.id);
    await recordAudit(tx, {
      action: 'session.sso_sign_in',
      companyId,
      actorUserId: user.id,
      subjectUserId: user.id,
      ip: input.ip,
    });
    return createSession(tx, {
      userId: user.id,
      companyId,
      authMethod: 'SSO',
      persistent: false,
      persistentDays: config.sessionDays,
      ip: input.ip,
      userAgent: input.userAgent,
    });
  });
}

export interface SsoSettingsInput {
  issuer: string;
  clientId: string;
  /** Blank: keep the stored secret. */
  clientSecret: string | undefined;
  enabled: boolean;
}

/**
 * PUT /api/company_settings/sso: the secret is sealed before it is stored, a blank one keeps the
 * stored secret. In production the issuer must be a public https address.
 */
export async function saveSsoConfiguration(
  { db, config, secrets }: SsoDeps,
  ctx: CompanyScope,
  input: SsoSettingsInput,
) {
  forbidAccessChangeWhileImpersonating(ctx);
  const issuerProblem = allowsPrivateIssuers(config) ? null : productionIssuerProblem(input.issuer);
  if (issuerProblem) throw new ValidationError(issuerProblem, { 'sso.issuer': [issuerProblem] });
  return db.transaction(async (tx) => {
    const existing = await repo.findConfigOfCompany(tx, ctx.companyId);
    const clientSecret = input.clientSecret
      ? secrets.seal(input.clientSecret)
      : existing?.clientSecret;
    if (!clientSecret) {
      const message = SSO_SETTINGS_MESSAGES.clientSecretRequired;
      throw new ValidationError(message, { 'sso.client_secret': [message] });
    }
    await recordAudit(tx, {
      action: 'sso.settings_changed',
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      detail: { issuer: input.issuer, client_id: input.clientId, enabled: input.enabled },
    });
    return repo.upsertConfig(tx, ctx.companyId, {
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret,
      enabled: input.enabled,
    });
  });
}

/** Whether the stored secret opens with the current key (the settings card warns when not). */
export function isClientSecretReadable(secrets: SecretBox, row: repo.SsoConfigRow): boolean {
  try {
    secrets.open(row.clientSecret);
    return true;
  } catch {
    return false;
  }
}

export const ssoConfigurationOf = repo.findConfigOfCompany;
export type { SsoConfigRow } from './repository';
