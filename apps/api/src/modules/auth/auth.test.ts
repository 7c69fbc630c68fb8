import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@laydown/domain';
import { rateLimitHits, sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createSupportUser,
  createVendorUser,
  deactivateMember,
  PASSWORD,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
});
afterAll(() => t.close());

const signInBody = (email: string, password: string, extra: Record<string, unknown> = {}) => ({
  user: { email, password, remember_me: '1', ...extra },
});

describe('POST /api/users/sign_in', () => {
  it('signs in with a lowercased, trimmed email and answers the current user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: signInBody(`  ${company.admin.email.toUpperCase()} `, PASSWORD),
    });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.email).toBe(company.admin.email);
    expect(user.type).toBe('CONTRACTOR');
    expect(user.role.name).toBe('ADMIN');
    expect(user.account).toEqual({
      id: company.id,
      name: company.name,
      type: 'GENERAL_CONTRACTOR',
    });
    expect(user.user_permissions.can_manage_users).toBe(true);
    expect(user.sign_in_count).toBeGreaterThanOrEqual(1);
  });

  it('sets an HttpOnly SameSite=Lax cookie, persistent only with remember me', async () => {
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: signInBody(company.admin.email, PASSWORD, { remember_me: '1' }),
    });
    const persistent = remembered.cookies.find((c) => c.name === 'laydown_session');
    expect(persistent?.httpOnly).toBe(true);
    expect(persistent?.sameSite).toBe('Lax');
    expect(persistent?.expires).toBeInstanceOf(Date);

    const forgotten = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: signInBody(company.admin.email, PASSWORD, { remember_me: '0' }),
    });
    const sessionOnly = forgotten.cookies.find((c) => c.name === 'laydown_session');
    expect(sessionOnly?.value).toBeTruthy();
    expect(sessionOnly?.expires).toBeUndefined();
    expect(sessionOnly?.maxAge).toBeUndefined();
  });

  it('issues a new random token at every sign-in and stores only its hash', async () => {
    const a = await signIn(t.app, company.admin);
    const b = await signIn(t.app, company.admin);
    expect(a).not.toBe(b);
    const token = a.split('=')[1] ?? '';
    const stored = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(stored).toHaveLength(0);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    for (const [email, password] of [
      [company.admin.email, 'Wrong-passw0rd!'],
      ['nobody-at-all@nowhere.test', PASSWORD],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        remoteAddress: '10.9.0.1',
        payload: signInBody(email, password),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'invalid_credentials', message: MESSAGES.auth.invalidCredentials },
      });
    }
  });

  it('does not sign a contractor in at the vendor entry', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: '10.9.0.2',
      payload: signInBody(company.admin.email, PASSWORD, { access_type: 'VENDOR' }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in throttling (attack finding 8: a lockout was a denial of service)', () => {
  const attempt = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress,
      payload: signInBody(email, password),
    });

  it('slows the guesser down and lets the owner in from elsewhere at once', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await attempt(member.email, 'Wrong-passw0rd!', '10.8.0.1')).statusCode);
    // Five free failures; then each further attempt must wait after the last failure.
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const waiting = await attempt(member.email, PASSWORD, '10.8.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error.message).toBe(MESSAGES.auth.tooManyAttempts);
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The owner, elsewhere, with the right password: in.
    expect((await attempt(member.email, PASSWORD, '10.8.0.2')).statusCode).toBe(200);
  });

  it('lets the guesser in after the wait with the right password: nobody is locked out for long', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    for (let i = 0; i < 6; i++) await attempt(member.email, 'Wrong-passw0rd!', '10.8.0.3');
    await t.db.execute(
      sql`update rate_limit_hits set hit_at = hit_at - interval '3 seconds' where key like ${`%${member.email}%`}`,
    );
    expect((await attempt(member.email, PASSWORD, '10.8.0.3')).statusCode).toBe(200);
  });

  it('does not lock out an office behind one address because of one person', async () => {
    const clumsy = await addMember(t.db, company.id, 'USER');
    const colleague = await addMember(t.db, company.id, 'USER');
    for (let i = 0; i < 50; i++) await attempt(clumsy.email, 'Wrong-passw0rd!', '10.7.7.7');
    expect((await attempt(colleague.email, PASSWORD, '10.7.7.7')).statusCode).toBe(200);
  });

  it('slows an address that fails on very many accounts', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    await t.db
      .insert(rateLimitHits)
      .values(Array.from({ length: 110 }, () => ({ bucket: 'sign_in:address', key: '10.7.9.9' })));
    expect((await attempt(member.email, PASSWORD, '10.7.9.9')).statusCode).toBe(429);
    expect((await attempt(member.email, PASSWORD, '10.7.9.10')).statusCode).toBe(200);
  });
});

describe('GET /api/user and sign out', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('shows the role permissions of the session user', async () => {
    const requester = await addMember(t.db, company.id, 'MATERIAL_REQUESTER');
    const cookie = await signIn(t.app, requester);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user.role.name).toBe('MATERIAL_REQUESTER');
    expect(user.user_permissions.can_send_and_update_orders).toBe(false);
    expect(user.user_permissions.can_create_drafts).toBe(true);
    expect(user.company_user_id).toBe(requester.companyUserId);
  });

  it('kills the session on the server at sign-out', async () => {
    const cookie = await signIn(t.app, company.admin);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'laydown_session')?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a deactivated user at the very next request, and at sign-in', async () => {
    const member = await addMember(t.db, company.id, 'PURCHASER');
    const cookie = await signIn(t.app, member);
    await deactivateMember(t.db, member.companyUserId);
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: '10.9.0.3',
      payload: signInBody(member.email, PASSWORD),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('deactivated');
  });
});

describe('vendor and support sign-in', () => {
  it('signs a vendor user in at the vendor entry, with no contractor permissions', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const cookie = await signIn(t.app, vendor, 'VENDOR');
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    const { user } = res.json();
    expect(user.type).toBe('VENDOR');
    expect(user.account.id).toBe(vendor.vendorId);
    expect(user.company_id).toBeNull();
    expect(Object.values(user.user_permissions).every((v) => v === false)).toBe(true);
  });

  it('does not sign a vendor in at the contractor entry', async () => {
    const vendor = await createVendorUser(t.db, company.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      remoteAddress: '10.9.0.4',
      payload: signInBody(vendor.email, PASSWORD),
    });
    expect(res.statusCode).toBe(401);
  });

  it('signs support staff in without a company', async () => {
    const support = await createSupportUser(t.db);
    const cookie = await signIn(t.app, support);
    const { user } = (
      await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })
    ).json();
    expect(user.is_laydown).toBe(true);
    expect(user.company_id).toBeNull();
    expect(user.role).toBeNull();
  });
});
