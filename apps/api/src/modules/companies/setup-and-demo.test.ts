import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMigratedDatabase } from '../../../test/test-database';
import { signIn } from '../../../test/sign-in';
import { DEMO_USERS, randomDemoPassword, seedDemo } from '../demo/seed';
import { passwordProblem } from '@laydown/domain';

// These need an empty database of their own: setup and the demo only act on a fresh install.
let t: TestApp | undefined;
let drop: (() => Promise<void>) | undefined;

async function freshApp(): Promise<TestApp> {
  const database = await createMigratedDatabase(inject('serverUrl'), 'laydown_fresh');
  drop = database.drop;
  t = await buildTestApp({}, database.url);
  return t;
}

afterEach(async () => {
  await t?.close();
  await drop?.();
  t = undefined;
  drop = undefined;
});
afterAll(async () => {
  await t?.close();
});

const setupBody = {
  company: { name: 'First Co', plan_tier: 'BASIC', company_type: 'CONSTRUCTION_MANAGER' },
  admin: {
    email: 'Owner@First.test',
    first_name: 'Olive',
    last_name: 'Owner',
    password: 'First-company1!',
  },
};

describe('first-run setup (DEMO=0)', () => {
  it('creates the first company, signs its admin in, and then refuses a second setup', async () => {
    const { app } = await freshApp();
    expect((await app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      setup_required: true,
    });

    const res = await app.inject({ method: 'POST', url: '/api/setup', payload: setupBody });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email: 'owner@first.test', role: { name: 'ADMIN' } });
    const cookie = res.cookies.find((c) => c.name === 'laydown_session');
    const me = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `laydown_session=${cookie?.value}` },
    });
    expect(me.json().user.account.name).toBe('First Co');

    expect((await app.inject({ method: 'GET', url: '/api/setup' })).json()).toEqual({
      setup_required: false,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/setup',
      payload: { ...setupBody, admin: { ...setupBody.admin, email: 'other@first.test' } },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_set_up');
  });

  it('lets only one of two simultaneous setups win', async () => {
    const { app } = await freshApp();
    const results = await Promise.all(
      ['a@race.test', 'b@race.test'].map((email) =>
        app.inject({
          method: 'POST',
          url: '/api/setup',
          payload: { ...setupBody, admin: { ...setupBody.admin, email } },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('demo seed', () => {
  it('creates Demo Construction with its users, projects and vendor, once', async () => {
    const app = await freshApp();
    const seeded = await seedDemo(app.db, 'Demo-Passw0rd!');
    expect(seeded).toEqual({ password: 'Demo-Passw0rd!', generatedPassword: false });
    expect(await seedDemo(app.db, 'Demo-Passw0rd!')).toBeNull();

    const me = async (email: string, accessType: 'CONTRACTOR' | 'VENDOR' = 'CONTRACTOR') => {
      const cookie = await signIn(app.app, { email, password: 'Demo-Passw0rd!' }, accessType);
      return (await app.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json()
        .user;
    };
    const admin = await me(DEMO_USERS.admin);
    expect(admin.role.name).toBe('ADMIN');
    expect(admin.account).toMatchObject({ name: 'Demo Construction', type: 'GENERAL_CONTRACTOR' });
    expect((await me(DEMO_USERS.purchaser)).role.name).toBe('PURCHASER');
    expect((await me(DEMO_USERS.requester)).role.name).toBe('MATERIAL_REQUESTER');
    const vendor = await me(DEMO_USERS.vendor, 'VENDOR');
    expect(vendor).toMatchObject({
      type: 'VENDOR',
      role: { name: 'ADMIN' },
      account: { name: 'Demo Supply Co.' },
    });
    const support = await me(DEMO_USERS.support);
    expect(support).toMatchObject({ is_laydown: true, role: null, company_id: null });

    const projects = await app.db.query.projects.findMany();
    // The three demo projects, plus the company's 'unknown' placeholder (decision 0011).
    expect(
      projects
        .filter((p) => !p.isPlaceholder)
        .map((p) => p.name)
        .sort(),
    ).toEqual([
      'Harbor View Apartments',
      'Northgate Distribution Center',
      'Riverside Medical Center',
    ]);
    expect(projects.filter((p) => p.isPlaceholder).map((p) => p.name)).toEqual(['Unknown']);
    const company = await app.db.query.companies.findFirst({
      where: (c, { eq }) => eq(c.isCatalog, false),
    });
    expect(company?.planTier).toBe('PROFESSIONAL');
    const vendors = await app.db.query.vendors.findMany();
    expect(vendors[0]?.domains).toEqual(['supplier.test']);
  }, 60_000); // the demo seed makes every §4 order through the services: slow on a busy machine

  it('fills every reference page of the demo company, through the same rules as the API', async () => {
    const app = await freshApp();
    await seedDemo(app.db, 'Demo-Passw0rd!');
    const cookie = await signIn(app.app, { email: DEMO_USERS.admin, password: 'Demo-Passw0rd!' });
    const get = async (url: string) => {
      const res = await app.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      return res.json();
    };
    const list = async (url: string) => (await get(url)).records as Record<string, unknown>[];

    expect((await get('/api/cost_codes/settings')).cost_code_settings).toMatchObject({
      phase_code_enabled: true,
    });
    expect((await list('/api/cost_code_phases?per_page=100')).length).toBe(5);
    const codes = await list('/api/cost_codes?per_page=100');
    expect(codes.length).toBe(9);
    expect(codes.find((c) => c.code === '09-2900')).toMatchObject({
      description: 'Gypsum board',
      phase_code: '500',
    });
    expect(codes.filter((c) => typeof c.phase_code === 'string')).toHaveLength(9);

    const alameda = (await list('/api/tax_codes?rate_date=2025-06-01')).find(
      (t) => t.code === 'CA-ALA',
    );
    expect(alameda).toMatchObject({ tax_code_rate: { rate: '10.75', available_at: '2025-04-01' } });
    expect(alameda?.tax_code_rates).toHaveLength(2);

    const groups = await list('/api/project_groups');
    expect(groups.map((g) => g.name).sort()).toEqual(['Healthcare', 'Industrial', 'Multifamily']);
    const addresses = await list('/api/company_settings/addresses');
    expect(addresses.map((a) => a.owner_type).sort()).toEqual([
      'company',
      'company',
      'company_vendor',
      'project',
      'project',
      'project',
    ]);
    const contacts = await list('/api/company_vendor_contact?per_page=100');
    expect(contacts.map((c) => c.email)).toEqual(
      expect.arrayContaining(['dana.delgado@supplier.test', 'morgan.lee@supplier.test']),
    );
  }, 60_000); // the demo seed makes every §4 order through the services: slow on a busy machine

  it('generates a random password that meets the password rules', () => {
    const a = randomDemoPassword();
    expect(passwordProblem(a)).toBeNull();
    expect(randomDemoPassword()).not.toBe(a);
  });
});
