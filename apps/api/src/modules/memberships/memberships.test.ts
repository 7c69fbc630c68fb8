import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { roleId } from '../../../test/factories/access';
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
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/invitation',
    headers: { cookie: await signIn(t.app, a.admin) },
    payload: { user: { email: b.admin.email, role_id: await roleId(t.db, a.id, 'PURCHASER') } },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('companies and switching', () => {
  it('lists the companies of the user and switches the session to another', async () => {
    const cookie = await signIn(t.app, b.admin);
    const list = (await t.app.inject({ url: '/api/companies', headers: { cookie } })).json();
    expect(list.records.map((c: { id: number }) => c.id).sort()).toEqual([a.id, b.id].sort());
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
    const two = await t.app.inject({
      method: 'POST',
      url: '/api/users/invitation',
      headers: { cookie: await signIn(t.app, member.admin) },
      payload: { user: { email: a.admin.email, role_id: await roleId(t.db, member.id, 'USER') } },
    });
    await deactivateMember(t.db, two.json().company_user.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${member.id}/switch`,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('is not for vendors', async () => {
    const cookie = await signIn(t.app, await createVendorUser(t.db, a.id), 'VENDOR');
    expect((await t.app.inject({ url: '/api/companies', headers: { cookie } })).statusCode).toBe(
      403,
    );
  });
});
