import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { roleId } from '../../../test/factories/access';
import { joinCompany } from '../../../test/join-company';
import {
  createCompany,
  createVendorUser,
  deactivateMember,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let a: TestCompany;
let b: TestCompany;
let stranger: TestCompany;

beforeAll(async () => {
  t = await buildTestApp();
  [a, b, stranger] = await Promise.all([
    createCompany(t.db),
    createCompany(t.db),
    createCompany(t.db),
  ]);
  // b's admin also joins a, as a purchaser.
  await joinCompany(t.app, t.db, a, b.admin, 'PURCHASER');
});
afterAll(() => t.close());

describe('companies and switching', () => {
  it('lists the companies of the user and switches the session to another', async () => {
    const cookie = await signIn(t.app, b.admin);
    const list = (await t.app.inject({ url: '/api/companies', headers: { cookie } })).json();
    expect(list.records.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect(list.records.every((c: { switchable: boolean }) => c.switchable)).toBe(true);
    const current = list.records.find((c: { current: boolean }) => c.current);
    const other = current.id === a.id ? b : a;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${other.id}/switch`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.company_id).toBe(other.id);
    const me = (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().user;
    expect(me.company_id).toBe(other.id);
    expect(me.role.name).toBe(other.id === a.id ? 'PURCHASER' : 'ADMIN');
    // The next sign-in lands in the company chosen last.
    const again = await signIn(t.app, b.admin);
    expect(
      (await t.app.inject({ url: '/api/user', headers: { cookie: again } })).json().user.company_id,
    ).toBe(other.id);
  });

  it('answers 404 for a company the user does not belong to, or was deactivated in', async () => {
    const cookie = await signIn(t.app, a.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${stranger.id}/switch`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().user.company_id,
    ).toBe(a.id);
    const member = await createCompany(t.db);
    await deactivateMember(t.db, await joinCompany(t.app, t.db, member, a.admin, 'USER'));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${member.id}/switch`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('does not list or enter a company whose invitation is still pending', async () => {
    const pending = await createCompany(t.db);
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/invitation',
      headers: { cookie: await signIn(t.app, pending.admin) },
      payload: { user: { email: a.admin.email, role_id: await roleId(t.db, pending.id, 'ADMIN') } },
    });
    expect(invited.statusCode).toBe(201);
    const cookie = await signIn(t.app, a.admin);
    const list = (await t.app.inject({ url: '/api/companies', headers: { cookie } })).json();
    expect(list.records.map((c: { id: number }) => c.id)).not.toContain(pending.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${pending.id}/switch`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is not for vendors', async () => {
    const cookie = await signIn(t.app, await createVendorUser(t.db, a.id), 'VENDOR');
    expect((await t.app.inject({ url: '/api/companies', headers: { cookie } })).statusCode).toBe(
      403,
    );
  });
});
