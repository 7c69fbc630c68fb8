import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { historyEntries } from '../../db/schema/index';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, toPermissionMap } from '@laydown/domain';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { roleId } from '../../../test/factories/access';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  admin = await signIn(t.app, company.admin);
});
afterAll(() => t.close());

const save = (roles: unknown[], cookie = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/company_settings/permissions',
    headers: { cookie },
    payload: { permissions: { roles } },
  });

describe('company permissions', () => {
  it('answers every role with every permission string, true or false', async () => {
    const res = await t.app.inject({
      url: '/api/company_settings/permissions',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const roles = res.json().permissions.roles;
    expect(roles.map((r: { name: string }) => r.name)).toEqual([
      'ADMIN',
      'PURCHASER',
      'USER',
      'MATERIAL_REQUESTER',
    ]);
    expect(roles[3].permissions).toEqual(
      toPermissionMap(DEFAULT_ROLE_PERMISSIONS.MATERIAL_REQUESTER),
    );
  });

  it('a change takes effect at the next request of a signed-in member', async () => {
    const user = await addMember(t.db, company.id, 'USER');
    const cookie = await signIn(t.app, user);
    const before = (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().user;
    expect(before.user_permissions.can_view_invoice_inbox).toBe(false);
    const granted = [...DEFAULT_ROLE_PERMISSIONS.USER, 'can_view_invoice_inbox'];
    const res = await save([
      { role_id: await roleId(t.db, company.id, 'USER'), permissions: toPermissionMap(granted) },
    ]);
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().user;
    expect(after.user_permissions.can_view_invoice_inbox).toBe(true);
    expect(after.abilities.can_access_invoices).toBe(true);
    const history = await t.db
      .select()
      .from(historyEntries)
      .where(and(eq(historyEntries.companyId, company.id), eq(historyEntries.subjectType, 'role')));
    expect(history.map((h) => [h.title, h.authorUserId, h.changes])).toEqual([
      [
        'Permissions of USER changed',
        company.admin.userId,
        [{ section: 'permissions', field: 'can_view_invoice_inbox', old: false, new: true }],
      ],
    ]);
  });

  it('refuses to lock the admin out or let requesters send orders, saving nothing', async () => {
    const adminRole = await roleId(t.db, company.id, 'ADMIN');
    const requester = await roleId(t.db, company.id, 'MATERIAL_REQUESTER');
    const res = await save([
      { role_id: requester, permissions: toPermissionMap(['can_send_and_update_orders']) },
      {
        role_id: adminRole,
        permissions: toPermissionMap(PERMISSIONS.filter((p) => p !== 'can_manage_users')),
      },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().error.fields)).toEqual([
      'permissions.roles.0',
      'permissions.roles.1',
    ]);
    const now = (
      await t.app.inject({ url: '/api/company_settings/permissions', headers: { cookie: admin } })
    ).json().permissions.roles;
    expect(now[3].permissions.can_send_and_update_orders).toBe(false);
  });

  it("refuses another company's role and an unknown permission", async () => {
    const other = await createCompany(t.db);
    const foreign = await roleId(t.db, other.id, 'USER');
    expect((await save([{ role_id: foreign, permissions: toPermissionMap([]) }])).statusCode).toBe(
      422,
    );
    const unknown = await save([
      {
        role_id: await roleId(t.db, company.id, 'USER'),
        permissions: { ...toPermissionMap([]), can_fly: true },
      },
    ]);
    expect(unknown.statusCode).toBe(400);
    const theirs = (
      await t.app.inject({
        url: '/api/company_settings/permissions',
        headers: { cookie: await signIn(t.app, other.admin) },
      })
    ).json().permissions.roles[2].permissions;
    expect(theirs).toEqual(toPermissionMap(DEFAULT_ROLE_PERMISSIONS.USER));
  });
});

describe('PATCH /api/company_settings/manage_users', () => {
  it('changes several members at once, all or nothing', async () => {
    const a = await addMember(t.db, company.id, 'USER');
    const b = await addMember(t.db, company.id, 'USER');
    const purchaser = await roleId(t.db, company.id, 'PURCHASER');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/company_settings/manage_users',
      headers: { cookie: admin },
      payload: {
        manage_users: { company_user_ids: [a.companyUserId, b.companyUserId], role_id: purchaser },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().records.map((r: { role: { name: string } }) => r.role.name)).toEqual([
      'PURCHASER',
      'PURCHASER',
    ]);
    const other = await createCompany(t.db);
    const mixed = await t.app.inject({
      method: 'PATCH',
      url: '/api/company_settings/manage_users',
      headers: { cookie: admin },
      payload: {
        manage_users: {
          company_user_ids: [a.companyUserId, other.admin.companyUserId],
          active: false,
        },
      },
    });
    expect(mixed.statusCode).toBe(404);
    const stillActive = await t.app.inject({
      url: `/api/company_users/${a.companyUserId}`,
      headers: { cookie: admin },
    });
    expect(stillActive.json().company_user.is_active).toBe(true);
  });
});
