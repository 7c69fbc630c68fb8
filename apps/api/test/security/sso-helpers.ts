import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { deliveredMailTo, tokenIn } from '../factories/mail';
import { signInAtProvider, type TestProvider } from '../oidc-provider';

/** A company admin points the company's single sign-on at `provider`. */
export async function configureSso(
  app: FastifyInstance,
  adminCookie: string,
  provider: TestProvider,
) {
  const res = await app.inject({
    method: 'PUT',
    url: '/api/company_settings/sso',
    headers: { cookie: adminCookie },
    payload: {
      sso: {
        issuer: provider.issuer,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`SSO settings refused: ${res.body}`);
}

/** Claims a domain through the API; answers the response (201, or the refusal). */
export function claimDomain(
  app: FastifyInstance,
  adminCookie: string,
  domain: string,
  verificationEmail = `it@${domain}`,
) {
  return app.inject({
    method: 'POST',
    url: '/api/company_settings/email_domains',
    headers: { cookie: adminCookie },
    payload: { email_domain: { domain, verification_email: verificationEmail } },
  });
}

/** Whoever reads the verification mailbox opens the mailed link. */
export async function openVerificationLink(
  app: FastifyInstance,
  db: Database,
  verificationEmail: string,
  remoteAddress = '10.91.0.1',
) {
  const mail = await deliveredMailTo(db, verificationEmail);
  return app.inject({
    method: 'POST',
    url: '/api/email_domains/verify',
    remoteAddress,
    payload: { token: tokenIn(mail.text, 'token') },
  });
}

/**
 * A whole single sign-on in one browser: start with `email` at Laydown, sign in at the provider
 * as `vouchedFor` (a provider may vouch for any address it likes), come back to the callback
 * with the browser's cookie. Answers the callback's response.
 */
export async function ssoRoundTrip(
  app: FastifyInstance,
  email: string,
  vouchedFor: string,
  remoteAddress = '10.92.0.1',
) {
  const start = await app.inject({
    method: 'POST',
    url: '/api/sso/auth',
    remoteAddress,
    payload: { email },
  });
  if (start.statusCode !== 200) return start;
  const browser = start.cookies.find((c) => c.name === 'laydown_sso');
  const back = new URL(await signInAtProvider(start.json().redirect_to, vouchedFor));
  return app.inject({
    url: `${back.pathname}${back.search}`,
    remoteAddress,
    headers: { cookie: browser ? `laydown_sso=${browser.value}` : '' },
  });
}

/** The session cookie a callback set, if it signed someone in. */
export function sessionOf(res: { cookies: { name: string; value: string }[] }): string | null {
  const c = res.cookies.find((x) => x.name === 'laydown_session');
  return c?.value ? `laydown_session=${c.value}` : null;
}

/** The sso_error a refused callback sends the browser back with. */
export function ssoErrorOf(res: { headers: Record<string, unknown> }): string | null {
  const location = res.headers.location;
  if (typeof location !== 'string') return null;
  return new URL(location, 'http://x').searchParams.get('sso_error');
}
