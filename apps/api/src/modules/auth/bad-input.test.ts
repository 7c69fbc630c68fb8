import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type TestCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;

beforeAll(async () => {
  t = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
  company = await createCompany(t.db);
});
afterAll(() => t.close());

const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/sign_in',
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('bad input on sign-in answers 4xx in the error model, never 500', () => {
  const cases: [string, string, number, string][] = [
    ['malformed JSON', '{"user": {"email": ', 400, 'invalid_json'],
    ['an empty body', '', 400, 'invalid_json'],
    [
      'an unknown field',
      JSON.stringify({ user: { email: 'a@b.co', password: 'x', admin: true } }),
      400,
      'invalid_request',
    ],
    [
      'an unknown top-level field',
      JSON.stringify({ user: { email: 'a@b.co', password: 'x' }, x: 1 }),
      400,
      'invalid_request',
    ],
    [
      'a wrong type',
      JSON.stringify({ user: { email: 42, password: 'x' } }),
      400,
      'invalid_request',
    ],
    [
      'a bad remember_me',
      JSON.stringify({ user: { email: 'a@b.co', password: 'x', remember_me: 'yes' } }),
      400,
      'invalid_request',
    ],
    [
      'an invalid email',
      JSON.stringify({ user: { email: 'not-an-email', password: 'x' } }),
      400,
      'invalid_request',
    ],
    ['a missing user', JSON.stringify({}), 400, 'invalid_request'],
    [
      'an oversized body',
      JSON.stringify({ user: { email: 'a@b.co', password: 'x'.repeat(4000) } }),
      413,
      'payload_too_large',
    ],
  ];

  it.each(cases)('%s', async (_name, payload, status, code) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe('string');
  });

  it('names the offending field', async () => {
    const res = await post(JSON.stringify({ user: { email: 'not-an-email', password: 'x' } }));
    expect(res.json().error.fields['user.email']).toEqual(['The input is not a valid e-mail']);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('email=a', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
  });
});

describe('cross-origin state changes', () => {
  it('refuses a POST from another origin', async () => {
    const res = await post(
      JSON.stringify({ user: { email: company.admin.email, password: company.admin.password } }),
      {
        origin: 'https://evil.example',
      },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('cross_origin');
  });

  it('refuses a cross-site DELETE that carries no Origin', async () => {
    const cookie = await signIn(t.app, company.admin);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(403);
    const still = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(still.statusCode).toBe(200);
  });

  it('accepts the app origin', async () => {
    const res = await post(
      JSON.stringify({ user: { email: company.admin.email, password: company.admin.password } }),
      {
        origin: t.config.appUrl,
      },
    );
    expect(res.statusCode).toBe(200);
  });
});
