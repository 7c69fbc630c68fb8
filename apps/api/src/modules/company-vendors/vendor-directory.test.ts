import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { setRolePermissions } from '../../../test/factories/materials';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let admin: ApiCall;
let other: ApiCall;
let bare: ApiCall;
let vendorUser: ApiCall;
let vendorId: number;
const tag = randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  other = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  await setRolePermissions(t.db, company.id, 'USER', []);
  bare = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  vendorUser = apiAs(
    t.app,
    await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'),
  );
  const created = await admin('POST', '/api/company_vendors', {
    company_vendor: { vendor_name: `Birch ${tag}`, domains: [`birch${tag}.test`] },
  });
  expect(created.statusCode).toBe(201);
  vendorId = created.json().company_vendor.vendor_id;
});
afterAll(() => t.close());

describe('vendor directory (GET /vendors, GET /vendor/:id)', () => {
  it('finds a vendor by name or domain, editable only for the company that created it', async () => {
    const byName = await admin('GET', `/api/vendors?search=birch%20${tag}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().records).toEqual([
      {
        id: vendorId,
        name: `Birch ${tag}`,
        domains: [`birch${tag}.test`],
        description: null,
        logo: null,
        editable: true,
      },
    ]);
    const byDomain = await other('GET', `/api/vendors?search=${tag}.test`);
    expect(byDomain.json().records).toMatchObject([{ id: vendorId, editable: false }]);
    expect((await admin('GET', `/api/vendors?search=nothing${tag}`)).json().records).toEqual([]);
  });

  it('treats % and _ in the term as text', async () => {
    expect((await admin('GET', '/api/vendors?search=%25')).json().records).toEqual([]);
  });

  it('shows one vendor, and 404 for a missing one', async () => {
    const res = await other('GET', `/api/vendor/${vendorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().vendor).toMatchObject({
      id: vendorId,
      name: `Birch ${tag}`,
      editable: false,
    });
    const missing = await admin('GET', '/api/vendor/2147483000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('not_found');
  });

  it('refuses without can_read_vendors, and a vendor user, before reading the query', async () => {
    for (const call of [bare, vendorUser]) {
      expect((await call('GET', '/api/vendors?search=')).statusCode).toBe(403);
      expect((await call('GET', `/api/vendors?search=${tag}`)).statusCode).toBe(403);
      expect((await call('GET', `/api/vendor/${vendorId}`)).statusCode).toBe(403);
    }
  });

  it('answers 400 to a missing, empty, overlong or NUL-carrying term and a bad id', async () => {
    for (const query of ['', '?search=', `?search=${'a'.repeat(201)}`, '?search=a%00b', '?x=1']) {
      expect((await admin('GET', `/api/vendors${query}`)).statusCode, query).toBe(400);
    }
    expect((await admin('GET', '/api/vendor/abc')).statusCode).toBe(400);
  });
});
