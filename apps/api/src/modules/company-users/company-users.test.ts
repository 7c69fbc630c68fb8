import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createProjectGroup, roleId } from '../../../test/factories/access';
import {
  addMember,
  createCompany,
  deactivateMember,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let other: TestCompany;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  [company, other] = await Promise.all([createCompany(t.db), createCompany(t.db)]);
  admin = await signIn(t.app, company.admin);
});
afterAll(() => t.close());

const list = async (query: string, cookie = admin) => {
  const res = await t.app.inject({ url: `/api/company_users?${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as { records: { id: number; email: string }[]; total_count: number };
};

const patch = (id: number, body: Record<string, unknown>, cookie = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/company_users/${id}`,
    headers: { cookie },
    payload: { company_user: body },
  });

describe('company users list', () => {
  it('filters ungrouped, activated and deactivated, and searches names and emails', async () => {
    const c = await createCompany(t.db);
    const cookie = await signIn(t.app, c.admin);
    const grouped = await addMember(t.db, c.id, 'USER');
    const gone = await addMember(t.db, c.id, 'PURCHASER');
    const group = await createProjectGroup(t.db, c.id);
    expect(
      (await patch(grouped.companyUserId, { project_group_ids: [group.id] }, cookie)).statusCode,
    ).toBe(200);
    await deactivateMember(t.db, gone.companyUserId);

    const ids = async (q: string) => (await list(q, cookie)).records.map((r) => r.id);
    expect(await ids('filter=ungrouped')).toEqual(
      expect.arrayContaining([c.admin.companyUserId, gone.companyUserId]),
    );
    expect(await ids('filter=ungrouped')).not.toContain(grouped.companyUserId);
    expect(await ids('filter=deactivated')).toEqual([gone.companyUserId]);
    expect(await ids('filter=activated')).not.toContain(gone.companyUserId);
    expect(await ids(`search=${encodeURIComponent(grouped.email.slice(0, 12))}`)).toEqual([
      grouped.companyUserId,
    ]);
    const byEmail = (await list('sort=email&sort_direction=desc', cookie)).records.map(
      (r) => r.email,
    );
    expect(byEmail).toEqual([...byEmail].sort().reverse());
    const all = await list('', cookie);
    expect(all.total_count).toBe(3);
  });

  it('refuses a bad filter', async () => {
    const res = await t.app.inject({
      url: '/api/company_users?filter=all',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('updating a member', () => {
  it('changes role and project groups, shown on GET /api/user', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const group = await createProjectGroup(t.db, company.id);
    const purchaser = await roleId(t.db, company.id, 'PURCHASER');
    const res = await patch(member.companyUserId, {
      role_id: purchaser,
      project_group_ids: [group.id, group.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company_user).toMatchObject({
      role: { id: purchaser, name: 'PURCHASER' },
      project_group_ids: [group.id],
      status: 'ACTIVE',
    });
    const cookie = await signIn(t.app, member);
    const me = (await t.app.inject({ url: '/api/user', headers: { cookie } })).json().user;
    expect(me.project_group_ids).toEqual([group.id]);
    expect(me.user_permissions.can_send_and_update_orders).toBe(true);
  });

  it('deactivation ends every session of the member at the very next request', async () => {
    const member = await addMember(t.db, company.id, 'PURCHASER');
    const sessions = [await signIn(t.app, member), await signIn(t.app, member)];
    const res = await patch(member.companyUserId, { active: false });
    expect(res.json().company_user.status).toBe('DEACTIVATED');
    for (const cookie of sessions) {
      expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    expect(
      (await patch(member.companyUserId, { active: true })).json().company_user.is_active,
    ).toBe(true);
    expect(await signIn(t.app, member)).toMatch(/^laydown_session=/);
  });

  it('does not let an admin deactivate themself', async () => {
    const res = await patch(company.admin.companyUserId, { active: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['company_user.active']).toEqual([
      'You cannot deactivate yourself.',
    ]);
  });

  it("refuses another company's role and project groups as unknown", async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const foreignGroup = await createProjectGroup(t.db, other.id);
    const foreignRole = await roleId(t.db, other.id, 'ADMIN');
    const role = await patch(member.companyUserId, { role_id: foreignRole });
    expect(role.statusCode).toBe(422);
    expect(role.json().error.fields['company_user.role_id']).toBeDefined();
    const groups = await patch(member.companyUserId, { project_group_ids: [foreignGroup.id] });
    expect(groups.statusCode).toBe(422);
    const unchanged = await t.app.inject({
      url: `/api/company_users/${member.companyUserId}`,
      headers: { cookie: admin },
    });
    expect(unchanged.json().company_user).toMatchObject({
      role: { name: 'USER' },
      project_group_ids: [],
    });
  });

  it("answers 404 for another company's member on every call", async () => {
    const stranger = await addMember(t.db, other.id, 'USER');
    const id = stranger.companyUserId;
    expect(
      (await t.app.inject({ url: `/api/company_users/${id}`, headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
    expect((await patch(id, { active: false })).statusCode).toBe(404);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/company_users/${id}/resend_invitation`,
      headers: { cookie: admin },
    });
    expect(resend.statusCode).toBe(404);
    expect((await list('')).records.map((r) => r.id)).not.toContain(id);
  });

  it('refuses users without can_manage_users', async () => {
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
    const id = company.admin.companyUserId;
    for (const [method, url] of [
      ['GET', '/api/company_users'],
      ['GET', `/api/company_users/${id}`],
      ['GET', '/api/company_users/project_group_options'],
      ['POST', `/api/company_users/${id}/resend_invitation`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie } })).statusCode).toBe(403);
    }
    expect((await patch(id, { active: false }, cookie)).statusCode).toBe(403);
  });
});

describe('project group options and roles', () => {
  it("lists only the company's own", async () => {
    const mine = await createProjectGroup(t.db, company.id, `Mine ${Date.now()}`);
    const theirs = await createProjectGroup(t.db, other.id);
    const options = (
      await t.app.inject({
        url: '/api/company_users/project_group_options',
        headers: { cookie: admin },
      })
    ).json().records;
    expect(options).toContainEqual({ id: mine.id, name: mine.name });
    expect(options.map((o: { id: number }) => o.id)).not.toContain(theirs.id);
    const roles = (
      await t.app.inject({ url: '/api/company_settings/roles', headers: { cookie: admin } })
    ).json();
    expect(roles.records.map((r: { name: string }) => r.name)).toEqual([
      'ADMIN',
      'PURCHASER',
      'USER',
      'MATERIAL_REQUESTER',
    ]);
  });

  it('refuses the roles list to a role that neither reads settings nor manages users', async () => {
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER'));
    expect(
      (await t.app.inject({ url: '/api/company_settings/roles', headers: { cookie } })).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/company_settings/manage_users', () => {
  it("gives the page the company's roles and project groups and the count of each filter", async () => {
    const c = await createCompany(t.db);
    const cookie = await signIn(t.app, c.admin);
    const grouped = await addMember(t.db, c.id, 'USER');
    const gone = await addMember(t.db, c.id, 'PURCHASER');
    const group = await createProjectGroup(t.db, c.id, 'North yard');
    await createProjectGroup(t.db, other.id, 'Not theirs');
    expect(
      (await patch(grouped.companyUserId, { project_group_ids: [group.id] }, cookie)).statusCode,
    ).toBe(200);
    await deactivateMember(t.db, gone.companyUserId);

    const res = await t.app.inject({
      url: '/api/company_settings/manage_users',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json().manage_users;
    expect(body.roles.map((r: { name: string }) => r.name)).toEqual([
      'ADMIN',
      'PURCHASER',
      'USER',
      'MATERIAL_REQUESTER',
    ]);
    expect(body.roles.map((r: { id: number }) => r.id)).toContain(await roleId(t.db, c.id, 'USER'));
    expect(body.project_groups).toEqual([{ id: group.id, name: 'North yard' }]);
    expect(body.counts).toEqual({ all: 3, ungrouped: 2, activated: 2, deactivated: 1 });
  });

  it('is refused without can_manage_users', async () => {
    const cookie = await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER'));
    const res = await t.app.inject({
      url: '/api/company_settings/manage_users',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });
});
