import * as oidc from 'openid-client';
import { isLocalIssuer, SSO_SETTINGS_MESSAGES } from '@laydown/domain';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { hashToken } from '../../platform/auth/tokens';
import { createSession } from '../../platform/auth/session-store';
import { AppError, ConflictError, ValidationError } from '../../platform/errors';
import { SecretKeyMismatchError, type SecretBox } from '../../platform/secrets/secret-box';
import * as users from '../users/service';
import * as repo from './repository';

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

function clientSecretOf(secrets: SecretBox, row: repo.SsoConfigRow): string {
  try {
    return secrets.open(row.clientSecret);
  } catch (error) {
    if (error instanceof SecretKeyMismatchError) throw new SsoMisconfiguredError(error.message);
    throw error;
  }
}

/** Discovery of the company's provider; plain http is allowed only for a provider on this machine. */
async function discover(secrets: SecretBox, row: repo.SsoConfigRow): Promise<oidc.Configuration> {
  const issuer = new URL(row.issuer);
  const clientSecret = clientSecretOf(secrets, row);
  try {
    return await oidc.discovery(
      issuer,
      row.clientId,
      clientSecret,
      undefined,
      isLocalIssuer(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
  } catch {
    throw new SsoError(SSO_MESSAGES.providerUnavailable);
  }
}

/** POST /api/sso/auth: where the browser goes to sign in with the company's provider. */
export async function startSignOn(
  { db, config, secrets }: SsoDeps,
  email: string,
): Promise<string> {
  const domain = email.split('@')[1] ?? '';
  const row = await repo.findConfigForDomain(db, domain);
  if (!row) throw new SsoError(SSO_MESSAGES.notConfigured);
  const provider = await discover(secrets, row);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await repo.insertRequest(db, {
    stateHash: hashToken(state),
    companyId: row.companyId,
    nonce,
    codeVerifier,
    expiresAt: new Date(Date.now() + REQUEST_MINUTES * 60_000),
  });
  const url = oidc.buildAuthorizationUrl(provider, {
    redirect_uri: callbackUrl(config),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    login_hint: email,
  });
  return url.href;
}

/**
 * GET /api/sso/callback: checks the provider's answer (state, PKCE, nonce, ID token) and opens a
 * session for the member of the company whose email the provider vouches for.
 */
export async function finishSignOn(
  { db, config, secrets }: SsoDeps,
  input: { url: string; state: string; ip: string; userAgent?: string },
) {
  const pending = await repo.consumeRequest(db, hashToken(input.state));
  if (!pending) throw new SsoError(SSO_MESSAGES.failed);
  const row = await repo.findConfigOfCompany(db, pending.companyId);
  if (!row || !row.enabled) throw new SsoError(SSO_MESSAGES.notConfigured);
  const provider = await discover(secrets, row);
  let email: string | undefined;
  try {
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
    email = typeof source.email === 'string' ? source.email.trim().toLowerCase() : undefined;
  } catch {
    throw new SsoError(SSO_MESSAGES.failed);
  }
  const user = email ? await users.findUserByEmail(db, email) : undefined;
  const member = user
    ? (await users.activeMemberships(db, user)).some((m) => m.companyId === row.companyId)
    : false;
  if (!user || !member) throw new SsoError(SSO_MESSAGES.noAccount);
  return db.transaction(async (tx) => {
    await users.recordSignIn(tx, user.id, row.companyId);
    // The provider proved the mailbox.
    if (!user.confirmedAt) await users.markConfirmed(tx, user.id);
    return createSession(tx, {
      userId: user.id,
      companyId: row.companyId,
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
  emailDomains: string[];
  enabled: boolean;
}

/**
 * PUT /api/company_settings/sso: the secret is sealed before it is stored, a blank one keeps the
 * stored secret, and a domain another company signs in with is refused (409).
 */
export async function saveSsoConfiguration(
  db: Database,
  secrets: SecretBox,
  companyId: number,
  input: SsoSettingsInput,
) {
  return db.transaction(async (tx) => {
    const existing = await repo.findConfigOfCompany(tx, companyId);
    const clientSecret = input.clientSecret
      ? secrets.seal(input.clientSecret)
      : existing?.clientSecret;
    if (!clientSecret) {
      const message = SSO_SETTINGS_MESSAGES.clientSecretRequired;
      throw new ValidationError(message, { 'sso.client_secret': [message] });
    }
    await repo.lockDomainClaims(tx);
    const claims = await repo.findDomainClaims(tx, companyId, input.emailDomains);
    const taken = input.emailDomains.find((d) => claims.some((c) => c.emailDomains.includes(d)));
    if (taken) {
      const message = SSO_SETTINGS_MESSAGES.domainTaken(taken);
      throw new ConflictError(message, 'domain_taken', { 'sso.email_domains': [message] });
    }
    return repo.upsertConfig(tx, companyId, {
      issuer: input.issuer,
      clientId: input.clientId,
      clientSecret,
      emailDomains: input.emailDomains,
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
