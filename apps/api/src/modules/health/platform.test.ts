import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, createSupportUser } from '../../../test/factories/index';
import { APP_VERSION } from '../../version';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('tells support staff the running version, and nobody else', async () => {
    const staff = await signIn(t.app, await createSupportUser(t.db));
    const res = await t.app.inject({ url: '/api/app_version', headers: { cookie: staff } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: APP_VERSION });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
    const admin = await signIn(t.app, (await createCompany(t.db)).admin);
    expect(
      (await t.app.inject({ url: '/api/app_version', headers: { cookie: admin } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/app_version' })).statusCode).toBe(401);
  });

  it('reports health with a database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('echoes a well-formed request id and makes one otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const next = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(next.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
    // An answer refused by the access check carries one too.
    const refused = await t.app.inject({ method: 'GET', url: '/api/app_version' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends an API answer the API's security headers: nothing may load from it, only the app may frame it", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    const missing = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it("sends a page (the API's documentation) the page's whole policy", async () => {
    const cookie = await signIn(t.app, (await createCompany(t.db)).admin);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: { cookie } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-download-options']).toBe('noopen');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serves the OpenAPI document and its page at /api/docs to a signed-in user', async () => {
    const cookie = await signIn(t.app, (await createCompany(t.db)).admin);
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie } });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/users/sign_in', '/api/user', '/api/health']),
    );
    const page = await t.app.inject({ method: 'GET', url: '/api/docs', headers: { cookie } });
    expect([200, 302]).toContain(page.statusCode);
  });

  it('answers unknown API routes with a JSON 404 in the error model', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });
});
