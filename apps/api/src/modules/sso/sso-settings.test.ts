import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SSO_SETTINGS_MESSAGES } from '@laydown/domain';
import { ssoConfigurations } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { verifiedDomain } from '../../../test/factories/access';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';
import { sealStoredSsoSecrets } from './secrets';

let t: TestApp;
let otherKeyApp: TestApp;
let company: TestCompany;
let cookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  otherKeyApp = await buildTestApp({ SECRET_KEY: 'cd'.repeat(32) });
  company = await createCompany(t.db);
  cookie = await signIn(t.app, company.admin);
});
afterAll(async () => {
  await t.close();
  await otherKeyApp.close();
});

const SECRET = 'very-secret-client-value-42';
const domainOf = (c: TestCompany, n = 0) => `settings-${c.id}-${n}.test`;

const settings = (overrides: Record<string, unknown> = {}) => ({
  sso: {
    issuer: 'https://login.example.com/realms/acme',
    client_id: 'laydown',
    client_secret: SECRET,
    ...overrides,
  },
});

const put = (payload: Record<string, unknown>, who = cookie, app = t.app) =>
  app.inject({
    method: 'PUT',
    url: '/api/company_settings/sso',
    headers: { cookie: who },
    payload,
  });

const storedSecret = async (companyId: number) =>
  (
    await t.db
      .select({ s: ssoConfigurations.clientSecret })
      .from(ssoConfigurations)
      .where(eq(ssoConfigurations.companyId, companyId))
  )[0]?.s;

describe('SSO settings: the client secret', () => {
  it('is stored encrypted, never answered, and kept when left blank', async () => {
    const saved = await put(settings());
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    expect(saved.json().sso).toMatchObject({
      has_client_secret: true,
      client_secret_readable: true,
    });
    const stored = await storedSecret(company.id);
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(SECRET);
    expect(t.deps.secrets.open(stored as string)).toBe(SECRET);

    const read = await t.app.inject({ url: '/api/company_settings/sso', headers: { cookie } });
    expect(read.json().redirect_uri).toBe(`${t.config.appUrl}/api/sso/callback`);
    expect(read.body).not.toContain(SECRET);
    expect(read.body).not.toContain(stored as string);

    const kept = await put(settings({ client_secret: '', client_id: 'renamed' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().sso.client_id).toBe('renamed');
    expect(await storedSecret(company.id)).toBe(stored);
    const absent = await put({ sso: { ...settings().sso, client_secret: undefined } });
    expect(absent.statusCode).toBe(200);
    expect(await storedSecret(company.id)).toBe(stored);
  });

  it('is required for a first configuration', async () => {
    const fresh = await createCompany(t.db);
    const res = await put(settings({ client_secret: '' }), await signIn(t.app, fresh.admin));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['sso.client_secret']).toEqual([
      SSO_SETTINGS_MESSAGES.clientSecretRequired,
    ]);
  });

  it('under another SECRET_KEY: settings still load and flag it, sign-in says so plainly', async () => {
    const c = await createCompany(t.db);
    const admin = await signIn(t.app, c.admin);
    expect((await put(settings({}), admin)).statusCode).toBe(200);
    await verifiedDomain(t.db, c.id, domainOf(c));

    const read = await otherKeyApp.app.inject({
      url: '/api/company_settings/sso',
      headers: { cookie: admin },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().sso).toMatchObject({
      has_client_secret: true,
      client_secret_readable: false,
    });

    const start = await otherKeyApp.app.inject({
      method: 'POST',
      url: '/api/sso/auth',
      remoteAddress: '10.84.0.1',
      payload: { email: `someone@${domainOf(c)}` },
    });
    expect(start.statusCode).toBe(422);
    expect(start.json().error.message).toMatch(/ask your administrator to check its settings/);
    // Unrelated calls are unaffected.
    const me = await otherKeyApp.app.inject({ url: '/api/user', headers: { cookie: admin } });
    expect(me.statusCode).toBe(200);

    // Entering the secret again under the new key repairs it.
    const again = await put(settings({}), admin, otherKeyApp.app);
    expect(again.json().sso.client_secret_readable).toBe(true);
  });

  it('seals secrets left in plaintext by older versions at start', async () => {
    const c = await createCompany(t.db);
    expect((await put(settings({}), await signIn(t.app, c.admin))).statusCode).toBe(200);
    await t.db
      .update(ssoConfigurations)
      .set({ clientSecret: 'legacy-plain-secret' })
      .where(eq(ssoConfigurations.companyId, c.id));
    expect(await sealStoredSsoSecrets(t.db, t.deps.secrets)).toBeGreaterThanOrEqual(1);
    const stored = await storedSecret(c.id);
    expect(stored).toMatch(/^v1:/);
    expect(t.deps.secrets.open(stored as string)).toBe('legacy-plain-secret');
  });
});

describe('SSO settings: validation', () => {
  it.each([
    [{ issuer: 'http://login.example.com' }, 'sso.issuer', SSO_SETTINGS_MESSAGES.issuerHttps],
    [{ issuer: 'not a url' }, 'sso.issuer', SSO_SETTINGS_MESSAGES.issuerHttps],
    [{ issuer: '' }, 'sso.issuer', SSO_SETTINGS_MESSAGES.issuerRequired],
    [{ client_id: '  ' }, 'sso.client_id', SSO_SETTINGS_MESSAGES.clientIdRequired],
  ])('refuses %j with a clear message', async (overrides, field, message) => {
    const res = await put(settings(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual([message]);
  });

  it('accepts http for a provider on localhost while developing', async () => {
    const res = await put(settings({ issuer: 'http://localhost:4000' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().sso.issuer).toBe('http://localhost:4000');
  });

  it('lists as domains the verified ones only', async () => {
    const c = await createCompany(t.db);
    const admin = await signIn(t.app, c.admin);
    await verifiedDomain(t.db, c.id, domainOf(c, 1));
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/company_settings/email_domains',
      headers: { cookie: admin },
      payload: {
        email_domain: { domain: domainOf(c, 2), verification_email: `it@${domainOf(c, 2)}` },
      },
    });
    expect(claim.statusCode).toBe(201);
    expect((await put(settings({}), admin)).json().sso.email_domains).toEqual([domainOf(c, 1)]);
  });

  it('answers 403 to a member who may not manage company settings', async () => {
    const purchaser = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
    expect((await put(settings(), purchaser)).statusCode).toBe(403);
  });
});
