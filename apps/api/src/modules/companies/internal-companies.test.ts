import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  addMember,
  createCompany,
  createSupportUser,
  createVendorUser,
  uniqueEmail,
  type TestCompany,
} from '../../../test/factories/index';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let supportCookie: string;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  supportCookie = await signIn(t.app, await createSupportUser(t.db));
});
afterAll(() => t.close());

const newCompanyBody = (email = uniqueEmail('first-admin')) => ({
  company: { name: 'Granite Builders', plan_tier: 'BUILDER', company_type: 'SUB_CONTRACTOR' },
  admin: { email, first_name: 'Gina', last_name: 'Granite', password: 'Granite-2026!' },
});

describe('internal admin: companies', () => {
  it('lets support staff create a company whose admin can then sign in', async () => {
    const body = newCompanyBody();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/companies',
      headers: { cookie: supportCookie },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const { company: created } = res.json();
    expect(created).toMatchObject({
      name: 'Granite Builders',
      plan_tier: 'BUILDER',
      company_type: 'SUB_CONTRACTOR',
    });

    const cookie = await signIn(t.app, { email: body.admin.email, password: body.admin.password });
    const { user } = (
      await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })
    ).json();
    expect(user.company_id).toBe(created.id);
    expect(user.role.name).toBe('ADMIN');
  });

  it('lists companies with their user counts', async () => {
    await addMember(t.db, company.id, 'PURCHASER');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/internal/companies?per_page=1000',
      headers: { cookie: supportCookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const mine = body.records.find((c: { id: number }) => c.id === company.id);
    expect(mine.users_count).toBe(2);
    expect(body.total_count).toBeGreaterThanOrEqual(body.records.length);
  });

  it('refuses a taken admin email with 409 and creates nothing', async () => {
    const before = (
      await t.app.inject({
        method: 'GET',
        url: '/api/internal/companies',
        headers: { cookie: supportCookie },
      })
    ).json().total_count;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/companies',
      headers: { cookie: supportCookie },
      payload: newCompanyBody(company.admin.email),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('email_taken');
    const after = (
      await t.app.inject({
        method: 'GET',
        url: '/api/internal/companies',
        headers: { cookie: supportCookie },
      })
    ).json().total_count;
    expect(after).toBe(before);
  });

  it('refuses a weak admin password with the spec message', async () => {
    const body = newCompanyBody();
    body.admin.password = 'weakpassword';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/internal/companies',
      headers: { cookie: supportCookie },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['admin.password']).toEqual([
      'Password must include one uppercase letter, one lowercase letter, one digit, and one special character.',
    ]);
  });

  it('answers 403 to everyone but support staff, and 401 to the signed out', async () => {
    const adminCookie = await signIn(t.app, company.admin);
    const vendorCookie = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
    for (const cookie of [adminCookie, vendorCookie]) {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/internal/companies',
        headers: { cookie },
      });
      expect(list.statusCode).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/internal/companies',
        headers: { cookie },
        payload: newCompanyBody(),
      });
      expect(create.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/internal/companies' });
    expect(anonymous.statusCode).toBe(401);
  });
});
