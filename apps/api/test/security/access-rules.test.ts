import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoConfigurations } from '../../src/db/schema/index';
import { callbackUrl } from '../../src/modules/sso/service';
import { PrivateAddressError, publicFetch } from '../../src/platform/net/public-fetch';
import { buildTestApp, type TestApp } from '../build-test-app';
import { roleId, verifiedDomain } from '../factories/access';
import { addMember, createCompany, type TestCompany } from '../factories/index';
import { signInAtProvider, startOidcProvider, type TestProvider } from '../oidc-provider';
import { signIn } from '../sign-in';
import { configureSso, sessionOf, ssoErrorOf, ssoRoundTrip } from './sso-helpers';

let t: TestApp;
let production: TestApp;
let provider: TestProvider;

beforeAll(async () => {
  t = await buildTestApp();
  production = await buildTestApp({ NODE_ENV: 'production' });
  provider = await startOidcProvider(callbackUrl(t.config));
});
afterAll(async () => {
  await t.close();
  await production.close();
  await provider.stop();
});

describe('the only ADMIN cannot leave the company without one (finding 7)', () => {
  const setRole = (cookie: string, companyUserId: number, role_id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/company_users/${companyUserId}`,
      headers: { cookie },
      payload: { company_user: { role_id } },
    });

  it('refuses the last admin demoting themself, with a clear message', async () => {
    const c = await createCompany(t.db);
    const cookie = await signIn(t.app, c.admin);
    const res = await setRole(cookie, c.admin.companyUserId, await roleId(t.db, c.id, 'USER'));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['company_user.role_id']).toEqual([
      'A company needs at least one active admin. Please make someone else an admin first.',
    ]);
  });

  it('lets an admin step down once another admin exists', async () => {
    const c = await createCompany(t.db);
    await addMember(t.db, c.id, 'ADMIN');
    const cookie = await signIn(t.app, c.admin);
    const res = await setRole(cookie, c.admin.companyUserId, await roleId(t.db, c.id, 'USER'));
    expect(res.statusCode).toBe(200);
  });

  it('lets only one of two admins demoting each other at once succeed', async () => {
    const c = await createCompany(t.db);
    const other = await addMember(t.db, c.id, 'ADMIN');
    const user = await roleId(t.db, c.id, 'USER');
    const [mine, theirs] = await Promise.all([signIn(t.app, c.admin), signIn(t.app, other)]);
    const results = await Promise.all([
      setRole(mine, other.companyUserId, user),
      setRole(theirs, c.admin.companyUserId, user),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses demoting every admin at once through Manage users', async () => {
    const c = await createCompany(t.db);
    const other = await addMember(t.db, c.id, 'ADMIN');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/company_settings/manage_users',
      headers: { cookie: await signIn(t.app, c.admin) },
      payload: {
        manage_users: {
          company_user_ids: [c.admin.companyUserId, other.companyUserId],
          role_id: await roleId(t.db, c.id, 'USER'),
        },
      },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('the SSO issuer cannot point the server at itself (finding 9)', () => {
  it('refuses a local or private issuer in production', async () => {
    const c = await createCompany(production.db);
    const cookie = await signIn(production.app, c.admin);
    for (const issuer of ['http://127.0.0.1:9', 'https://localhost:8443']) {
      const res = await production.app.inject({
        method: 'PUT',
        url: '/api/company_settings/sso',
        headers: { cookie },
        payload: { sso: { issuer, client_id: 'x', client_secret: 'y' } },
      });
      expect(res.statusCode, issuer).toBe(422);
      expect(res.json().error.fields['sso.issuer']).toEqual([
        'The issuer must be a public https:// address: Laydown cannot reach providers on private networks.',
      ]);
    }
  });

  it('never fetches a private issuer stored earlier, on an anonymous call', async () => {
    let hits = 0;
    const server = http.createServer((_req, res) => {
      hits += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const c = await createCompany(production.db);
      const domain = await verifiedDomain(production.db, c.id, `ssrf-${c.id}.test`);
      const port = (server.address() as AddressInfo).port;
      await production.db.insert(ssoConfigurations).values({
        companyId: c.id,
        issuer: `http://127.0.0.1:${port}`,
        clientId: 'x',
        clientSecret: production.deps.secrets.seal('y'),
      });
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/sso/auth',
        remoteAddress: '10.96.0.1',
        payload: { email: `anyone@${domain}` },
      });
      expect(res.statusCode).toBe(422);
      expect(hits).toBe(0);
    } finally {
      server.close();
    }
  });

  it('connects only to public addresses, whatever the name resolves to', async () => {
    for (const url of [
      'https://10.0.0.5/.well-known/openid-configuration',
      'https://169.254.169.254/latest/meta-data',
      'http://[::1]:8081/',
      'http://localhost:8081/',
    ]) {
      await expect(publicFetch(url)).rejects.toSatisfy(
        (e: unknown) =>
          e instanceof PrivateAddressError ||
          (e instanceof Error && e.cause instanceof PrivateAddressError),
      );
    }
  });
});

describe('the SSO callback belongs to the browser that started it (finding 11)', () => {
  let company: TestCompany;
  let domain: string;

  beforeAll(async () => {
    company = await createCompany(t.db);
    domain = await verifiedDomain(t.db, company.id, `csrf-${company.id}.test`);
    await configureSso(t.app, await signIn(t.app, company.admin), provider);
  });

  it("refuses a callback replayed in another browser (the attacker's sign-in forced on a victim)", async () => {
    const attacker = await addMember(t.db, company.id, 'USER', `mallory@${domain}`);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/sso/auth',
      remoteAddress: '10.97.0.1',
      payload: { email: attacker.email },
    });
    const back = new URL(await signInAtProvider(start.json().redirect_to, attacker.email));
    // The victim's browser opens the attacker's callback link, with no or its own cookie.
    for (const cookie of ['', 'laydown_sso=the-victims-own-value']) {
      const res = await t.app.inject({
        url: `${back.pathname}${back.search}`,
        remoteAddress: '10.97.0.2',
        headers: { cookie },
      });
      expect(sessionOf(res)).toBeNull();
      expect(ssoErrorOf(res)).toBe('Single sign-on failed. Please try again.');
    }
  });

  it('signs in the browser that started it', async () => {
    const member = await addMember(t.db, company.id, 'USER', `pat@${domain}`);
    const res = await ssoRoundTrip(t.app, member.email, member.email, '10.97.0.3');
    expect(sessionOf(res)).not.toBeNull();
  });
});

describe('the API document is for signed-in users (low finding)', () => {
  it('answers 401 to an anonymous visitor and the document to a member', async () => {
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(401);
    const c = await createCompany(t.db);
    const res = await t.app.inject({
      url: '/api/docs/json',
      headers: { cookie: await signIn(t.app, c.admin) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });
});
