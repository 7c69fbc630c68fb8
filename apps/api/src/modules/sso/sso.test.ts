import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifiedDomain } from '../../../test/factories/access';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import {
  signInAtProvider,
  startOidcProvider,
  type TestProvider,
} from '../../../test/oidc-provider';
import { signIn } from '../../../test/sign-in';
import { callbackUrl } from './service';

let t: TestApp;
let provider: TestProvider;
let company: TestCompany;
let domain: string;
let n = 0;
const ip = () => `10.83.0.${++n}`;

beforeAll(async () => {
  t = await buildTestApp();
  provider = await startOidcProvider(callbackUrl(t.config));
  company = await createCompany(t.db);
  domain = `sso-${company.id}.test`;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/company_settings/sso',
    headers: { cookie: await signIn(t.app, company.admin) },
    payload: {
      sso: {
        issuer: provider.issuer,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
      },
    },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().sso).toMatchObject({ email_domains: [], has_client_secret: true });
  await verifiedDomain(t.db, company.id, domain);
  expect(JSON.stringify(res.json())).not.toContain(provider.clientSecret);
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

const start = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/sso/auth', remoteAddress: ip(), payload: { email } });

/** The browser's cookie from the start, which the callback must bring back. */
const browserCookie = (res: Awaited<ReturnType<typeof start>>) => {
  const c = res.cookies.find((x) => x.name === 'laydown_sso');
  return c ? `laydown_sso=${c.value}` : '';
};

async function callback(url: string, cookie: string) {
  const u = new URL(url);
  return t.app.inject({
    url: `${u.pathname}${u.search}`,
    remoteAddress: ip(),
    headers: { cookie },
  });
}

describe('single sign-on with OpenID Connect', () => {
  it('redirects to the provider and the callback signs the member in', async () => {
    const member = await addMember(t.db, company.id, 'PURCHASER');
    const email = `pat-${n}@${domain}`;
    // The member's address is on the SSO domain.
    await t.db.update(users).set({ email }).where(eq(users.id, member.userId));
    const res = await start(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const redirectTo: string = res.json().redirect_to;
    expect(redirectTo.startsWith(provider.issuer)).toBe(true);
    expect(new URL(redirectTo).searchParams.get('code_challenge_method')).toBe('S256');

    const back = await callback(await signInAtProvider(redirectTo, email), browserCookie(res));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/home');
    const cookie = back.cookies.find((c) => c.name === 'laydown_session');
    expect(cookie?.value).toBeTruthy();
    const me = await t.app.inject({
      url: '/api/user',
      headers: { cookie: `laydown_session=${cookie?.value}` },
    });
    expect(me.json().user).toMatchObject({ email, company_id: company.id });
  });

  it('comes back with sso_error when the provider vouches for someone who is not a member', async () => {
    const res = await start(`stranger@${domain}`);
    const back = await callback(
      await signInAtProvider(res.json().redirect_to, `stranger@${domain}`),
      browserCookie(res),
    );
    expect(back.statusCode).toBe(302);
    const location = new URL(back.headers.location as string, 'http://x');
    expect(location.pathname).toBe('/');
    expect(location.searchParams.get('sso_error')).toBe(
      'No active account of this company matches the email of your sign-on.',
    );
    expect(back.cookies.find((c) => c.name === 'laydown_session')).toBeUndefined();
  });

  it('refuses a replayed or forged state', async () => {
    const email = `replay@${domain}`;
    const res = await start(email);
    const url = await signInAtProvider(res.json().redirect_to, email);
    await callback(url, browserCookie(res));
    const again = await callback(url, browserCookie(res));
    expect(
      new URL(again.headers.location as string, 'http://x').searchParams.get('sso_error'),
    ).toBe('Single sign-on failed. Please try again.');
    const forged = await t.app.inject({
      url: '/api/sso/callback?code=x&state=forged',
      remoteAddress: ip(),
    });
    expect(forged.headers.location).toContain('sso_error=');
  });

  it('answers 422 for a domain without single sign-on, and validates the email', async () => {
    const res = await start('someone@no-sso.test');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Single sign-on is not set up for this email address.');
    const bad = await start('nope');
    expect(bad.json().error.fields.email).toEqual(['The input is not a valid e-mail']);
  });

  it('keeps the provider settings to those who manage company settings', async () => {
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
    expect(
      (await t.app.inject({ url: '/api/company_settings/sso', headers: { cookie } })).statusCode,
    ).toBe(403);
    const other = await createCompany(t.db);
    const theirs = await t.app.inject({
      url: '/api/company_settings/sso',
      headers: { cookie: await signIn(t.app, other.admin) },
    });
    expect(theirs.json().sso).toBeNull();
  });
});
