import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ROLE_NAMES,
  toPermissionMap,
  type Permission,
  type RoleName,
} from '@laydown/domain';
import { buildTestApp, type TestApp } from './build-test-app';
import { addMember, createCompany, type TestCompany } from './factories/index';
import { signIn } from './sign-in';

/**
 * Every permission-guarded call that exists, with the permissions that open it (any one of them).
 * Bodies and ids are valid in shape but point at nothing, so an allowed call answers 2xx, 404 or 422
 * and changes nothing, while a refused one answers 403. A new guarded call gets a line here.
 */
const NOWHERE = 2_147_483_000;
const CALLS: {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  anyOf: Permission[];
}[] = [
  { method: 'GET', url: '/api/company_users', anyOf: ['can_manage_users'] },
  { method: 'GET', url: `/api/company_users/${NOWHERE}`, anyOf: ['can_manage_users'] },
  { method: 'GET', url: '/api/company_users/project_group_options', anyOf: ['can_manage_users'] },
  {
    method: 'PATCH',
    url: `/api/company_users/${NOWHERE}`,
    body: { company_user: { active: false } },
    anyOf: ['can_manage_users'],
  },
  {
    method: 'POST',
    url: `/api/company_users/${NOWHERE}/resend_invitation`,
    anyOf: ['can_manage_users'],
  },
  {
    method: 'POST',
    url: '/api/users/invitation',
    body: { user: { email: 'matrix@nowhere.test', role_id: NOWHERE } },
    anyOf: ['can_manage_users'],
  },
  {
    method: 'PATCH',
    url: '/api/company_settings/manage_users',
    body: { manage_users: { company_user_ids: [NOWHERE], active: false } },
    anyOf: ['can_manage_users'],
  },
  { method: 'GET', url: '/api/mail_outbox', anyOf: ['can_manage_users'] },
  { method: 'GET', url: `/api/mail_outbox/${NOWHERE}`, anyOf: ['can_manage_users'] },
  {
    method: 'GET',
    url: '/api/company_settings/roles',
    anyOf: ['can_read_company_settings', 'can_manage_users'],
  },
  {
    method: 'GET',
    url: '/api/company_settings/permissions',
    anyOf: ['can_read_company_settings', 'can_manage_company_settings'],
  },
  {
    method: 'PATCH',
    url: '/api/company_settings/permissions',
    body: { permissions: { roles: [{ role_id: NOWHERE, permissions: toPermissionMap([]) }] } },
    anyOf: ['can_manage_company_settings'],
  },
  {
    method: 'GET',
    url: `/api/company_materials/${NOWHERE}/prices_history`,
    anyOf: ['can_use_historical_cost'],
  },
  {
    method: 'DELETE',
    url: `/api/company_materials/${NOWHERE}`,
    anyOf: ['can_edit_material_database'],
  },
  {
    method: 'PATCH',
    url: `/api/company_materials/${NOWHERE}`,
    body: { company_material: { active: false } },
    anyOf: ['can_edit_material_database'],
  },
  { method: 'GET', url: '/api/company_settings/sso', anyOf: ['can_manage_company_settings'] },
];

let t: TestApp;
let company: TestCompany;
const cookies = new Map<RoleName, string>();

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  for (const role of ROLE_NAMES) {
    const person = role === 'ADMIN' ? company.admin : await addMember(t.db, company.id, role);
    cookies.set(role, await signIn(t.app, person));
  }
});
afterAll(() => t.close());

const cases = ROLE_NAMES.flatMap((role) =>
  CALLS.map((call) => {
    const allowed = call.anyOf.some((p) => DEFAULT_ROLE_PERMISSIONS[role].includes(p));
    return [role, `${call.method} ${call.url}`, allowed ? 'allowed' : 'refused', call] as const;
  }),
);

describe('permission matrix: role × call with the default roles', () => {
  it.each(cases)('%s %s is %s', async (role, _name, verdict, call) => {
    const res = await t.app.inject({
      method: call.method,
      url: call.url,
      headers: { cookie: cookies.get(role) ?? '' },
      ...(call.body === undefined ? {} : { payload: call.body as object }),
    });
    if (verdict === 'refused') {
      expect(res.statusCode).toBe(403);
    } else {
      expect([200, 201, 404, 422]).toContain(res.statusCode);
    }
  });

  it('covers both outcomes for every call', () => {
    for (const call of CALLS) {
      const verdicts = new Set(
        cases.filter(([, name]) => name === `${call.method} ${call.url}`).map(([, , v]) => v),
      );
      expect(verdicts).toEqual(new Set(['allowed', 'refused']));
    }
  });
});
