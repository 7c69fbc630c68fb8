import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addMember, createCompany } from '../../../../test/factories/index';
import { setRolePermissions } from '../../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../../test/factories/orders';
import { signIn } from '../../../../test/sign-in';

// Issue 13 §2, procurement-core §6: a user without can_view_costs receives no cost from any
// materials call. Walks every materials answer as such a user and as one with the permission
// (so the walk is shown to find the prices when they are there).

let t: TestApp;
let admin: ApiCall;
let noCosts: ApiCall;
let materialId: number;

/** Keys whose values are costs, wherever they appear in an answer. */
const COST_KEYS = new Set(['unit_price', 'price_per_weight', 'price', 'preferred_vendor_prices']);

/** Every cost value found in an answer: a key above whose value is neither null nor empty. */
function costsIn(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => costsIn(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => {
    const shown = v !== null && !(Array.isArray(v) && v.length === 0);
    return [
      ...(COST_KEYS.has(key) && shown ? [`${path}.${key}`] : []),
      ...costsIn(v, `${path}.${key}`),
    ];
  });
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  // Everything but can_view_costs, so only that permission makes the difference.
  await setRolePermissions(
    t.db,
    company.id,
    'USER',
    PERMISSIONS.filter((p) => p !== 'can_view_costs'),
  );
  noCosts = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  const vendor = await createCompanyVendorRow(t.db, company.id, 'Acme Supply');
  const created = await admin('POST', '/api/company_materials', {
    company_material: {
      description: 'Costly copper coupling 3/4"',
      price_per_weight: '2.5',
      company_material_vendor_prices_attributes: [{ company_vendor_id: vendor.id, price: '4.25' }],
    },
  });
  expect(created.statusCode).toBe(201);
  materialId = created.json().company_material.id;
});
afterAll(() => t.close());

/** Every materials call that answers material records, with what it sends. */
const calls = (): [string, string, unknown?][] => [
  ['GET', `/api/company_materials/${materialId}`],
  ['GET', '/api/consolidated_company_materials?search=costly%20coupling'],
  ['GET', '/api/consolidated_company_materials'],
  ['POST', '/api/consolidated_company_materials/algolia_search', { query: 'costly coupling' }],
  ['GET', '/api/manufacturer_materials'],
  ['PATCH', `/api/company_materials/${materialId}`, { company_material: { tags: ['x'] } }],
  ['POST', '/api/company_materials', { company_material: { description: 'Another coupling' } }],
];

describe('can_view_costs', () => {
  it('a user with it sees the prices (the walk finds them)', async () => {
    const res = await admin('GET', `/api/company_materials/${materialId}`);
    expect(costsIn(res.json()).sort()).toEqual([
      '$.company_material.preferred_vendor_prices',
      '$.company_material.preferred_vendor_prices[0].price',
      '$.company_material.price_per_weight',
    ]);
  });

  it('a user without it receives no cost from any materials answer', async () => {
    for (const [method, url, body] of calls()) {
      const res = await noCosts(method as 'GET', url, body as object | undefined);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(300);
      expect(costsIn(res.json()), `${method} ${url}`).toEqual([]);
    }
  });

  it('the export leaves the price per weight out for them', async () => {
    const res = await noCosts('POST', '/api/consolidated_company_materials/export', {
      query: 'costly coupling',
      format: 'csv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Costly copper coupling');
    expect(res.body).not.toContain('2.5');
    const withCosts = await admin('POST', '/api/consolidated_company_materials/export', {
      query: 'costly coupling',
      format: 'csv',
    });
    expect(withCosts.body).toContain('2.5');
  });

  it('a save by them leaves the costs as buyers set them', async () => {
    const res = await noCosts('PATCH', `/api/company_materials/${materialId}`, {
      company_material: { price_per_weight: '', company_material_vendor_prices_attributes: [] },
    });
    expect(res.statusCode).toBe(200);
    const seen = (await admin('GET', `/api/company_materials/${materialId}`)).json();
    expect(seen.company_material.price_per_weight).toBe('2.5');
    expect(seen.company_material.preferred_vendor_prices).toHaveLength(1);
  });

  it('price history answers 403 for them', async () => {
    const url = `/api/company_materials/${materialId}/prices_history?kind=order`;
    expect((await noCosts('GET', url)).statusCode).toBe(403);
    // Before the query is validated.
    expect((await noCosts('GET', `${url.replace('order', 'bogus')}`)).statusCode).toBe(403);
    expect((await admin('GET', url)).statusCode).toBe(200);
  });
});
