import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { impersonationAudit } from '../../db/schema/index';
import { forbidImpersonator } from '../../platform/auth/guards';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createSupportUser,
  deactivateMember,
  type Person,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let support: Person;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  support = await createSupportUser(t.db);
});
afterAll(() => t.close());

const sessionCookie = (res: { cookies: { name: string; value: string }[] }) =>
  `laydown_session=${res.cookies.find((c) => c.name === 'laydown_session')?.value ?? ''}`;

describe('impersonation', () => {
  it('support acts as a member, every request is audited with both ids, and stops', async () => {
    const member = await addMember(t.db, company.id, 'PURCHASER');
    const supportCookie = await signIn(t.app, support);
    const users = await t.app.inject({
      url: `/api/internal/companies/${company.id}/users`,
      headers: { cookie: supportCookie },
    });
    expect(users.json().records.map((r: { id: number }) => r.id)).toContain(member.companyUserId);

    const start = await t.app.inject({
      method: 'POST',
      url: '/api/internal/impersonations',
      headers: { cookie: supportCookie },
      payload: { impersonation: { company_user_id: member.companyUserId } },
    });
    expect(start.statusCode).toBe(201);
    expect(start.json().user).toMatchObject({
      email: member.email,
      impersonator: { id: support.userId, email: support.email },
    });
    const asMember = sessionCookie(start);
    // The support session was replaced, not left behind.
    expect(
      (await t.app.inject({ url: '/api/user', headers: { cookie: supportCookie } })).statusCode,
    ).toBe(401);

    const me = await t.app.inject({ url: '/api/user', headers: { cookie: asMember } });
    expect(me.json().user.impersonator.id).toBe(support.userId);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/users',
      headers: { cookie: asMember },
      payload: {
        user: {
          current_password: 'x',
          password: 'New-Passw0rd!',
          password_confirmation: 'New-Passw0rd!',
        },
      },
    });
    expect(change.statusCode).toBe(403);

    const stop = await t.app.inject({
      method: 'DELETE',
      url: '/api/internal/impersonations',
      headers: { cookie: asMember },
    });
    expect(stop.statusCode).toBe(200);
    expect(stop.json().user).toMatchObject({
      email: support.email,
      impersonator: null,
      is_laydown: true,
    });
    expect(
      (await t.app.inject({ url: '/api/user', headers: { cookie: asMember } })).statusCode,
    ).toBe(401);

    const audit = await t.db
      .select()
      .from(impersonationAudit)
      .where(eq(impersonationAudit.userId, member.userId))
      .orderBy(asc(impersonationAudit.id));
    // The stop request itself was made while impersonating, so it is audited too.
    expect(audit.map((a) => a.action)).toEqual(['START', 'GET', 'PUT', 'STOP', 'DELETE']);
    for (const row of audit) {
      expect(row.impersonatorUserId).toBe(support.userId);
      expect(row.companyId).toBe(company.id);
    }
    expect(audit[1]).toMatchObject({ path: '/api/user', statusCode: 200 });
    expect(audit[2]).toMatchObject({ path: '/api/users', statusCode: 403 });
  });

  it('is for support staff only, and not of deactivated or unknown members', async () => {
    const admin = await signIn(t.app, company.admin);
    const member = await addMember(t.db, company.id, 'USER');
    const attempt = (cookie: string, id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/internal/impersonations',
        headers: { cookie },
        payload: { impersonation: { company_user_id: id } },
      });
    expect((await attempt(admin, member.companyUserId)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/internal/companies/${company.id}/users`,
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(403);
    await deactivateMember(t.db, member.companyUserId);
    expect((await attempt(await signIn(t.app, support), member.companyUserId)).statusCode).toBe(
      422,
    );
    expect((await attempt(await signIn(t.app, support), 2_147_483_000)).statusCode).toBe(404);
    const notImpersonating = await t.app.inject({
      method: 'DELETE',
      url: '/api/internal/impersonations',
      headers: { cookie: admin },
    });
    expect(notImpersonating.statusCode).toBe(403);
  });

  it('forbidImpersonator refuses with the order edit session code', () => {
    expect(() => forbidImpersonator({ impersonatorUserId: null })).not.toThrow();
    expect(() => forbidImpersonator({ impersonatorUserId: 7 })).toThrow(
      expect.objectContaining({
        status: 403,
        code: 'sessions_cannot_be_updated_by_impersonating_user',
      }),
    );
  });
});
