import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createCompany } from '../../../../test/factories/index';
import { createMaterial } from '../../../../test/factories/materials';
import { createCompanyVendorRow } from '../../../../test/factories/orders';
import { signIn } from '../../../../test/sign-in';

let t: TestApp;
let admin: ApiCall;
let otherAdmin: ApiCall;
const ids: Record<string, number> = {};

const setPrices = (id: number, vendorIds: number[]) =>
  admin('PATCH', `/api/company_materials/${id}`, {
    company_material: {
      company_material_vendor_prices_attributes: vendorIds.map((v) => ({
        company_vendor_id: v,
        price: '5',
      })),
    },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  otherAdmin = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  const acme = await createCompanyVendorRow(t.db, company.id, 'Acme Supply');
  const bolt = await createCompanyVendorRow(t.db, company.id, 'Bolt Distributors');
  for (const name of ['Zinc anchor', 'Zinc washer', 'Zinc nut'])
    ids[name] = await createMaterial(t.db, company.id, { description: name, group: 'Zincware' });
  await setPrices(ids['Zinc anchor'] as number, [acme.id, bolt.id]);
  await setPrices(ids['Zinc washer'] as number, [acme.id]);
  ids['Brass anchor'] = await createMaterial(t.db, company.id, {
    description: 'Brass anchor',
    group: 'Brassware',
  });
  await setPrices(ids['Brass anchor'] as number, [acme.id]);
});

const descriptions = (body: { records: { description: string }[] }) =>
  body.records.map((m) => m.description);
afterAll(() => t.close());

describe('preferred_vendor_names filter and facet (§9)', () => {
  it('filters the list by a preferred vendor, with and without a search', async () => {
    const plain = await admin(
      'GET',
      '/api/consolidated_company_materials?preferred_vendor_names=Bolt%20Distributors',
    );
    expect(plain.json().records.map((m: { description: string }) => m.description)).toEqual([
      'Zinc anchor',
    ]);
    const searched = await admin(
      'GET',
      '/api/consolidated_company_materials?search=zinc&preferred_vendor_names=Acme%20Supply',
    );
    expect(
      searched
        .json()
        .records.map((m: { description: string }) => m.description)
        .sort(),
    ).toEqual(['Zinc anchor', 'Zinc washer']);
  });

  it('counts the preferred vendors of the result set', async () => {
    const res = await admin('GET', '/api/consolidated_company_materials/facets?search=zinc');
    expect(res.json().facets.preferred_vendor_names).toEqual([
      { value: 'Acme Supply', count: 2 },
      { value: 'Bolt Distributors', count: 1 },
    ]);
    const body = await admin('POST', '/api/consolidated_company_materials/algolia_search', {
      query: 'zinc',
      filters: { preferred_vendor_names: ['Bolt Distributors'] },
    });
    expect(body.json().total_count).toBe(1);
  });

  it('counts a material of two chosen vendors once, in the list and its facets', async () => {
    const both = 'preferred_vendor_names=Acme%20Supply&preferred_vendor_names=Bolt%20Distributors';
    const list = await admin('GET', `/api/consolidated_company_materials?${both}`);
    expect(descriptions(list.json())).toEqual(['Brass anchor', 'Zinc anchor', 'Zinc washer']);
    expect(list.json().total_count).toBe(3);
    const facets = await admin('GET', `/api/consolidated_company_materials/facets?${both}`);
    expect(facets.json().facets.group).toEqual([
      { value: 'Zincware', count: 2 },
      { value: 'Brassware', count: 1 },
    ]);
    expect(facets.json().facets.preferred_vendor_names).toEqual([
      { value: 'Acme Supply', count: 3 },
      { value: 'Bolt Distributors', count: 1 },
    ]);
  });

  it("applies the other filters to a vendor's materials in the facet counts", async () => {
    const res = await admin(
      'GET',
      '/api/consolidated_company_materials/facets?group=Zincware&preferred_vendor_names=Acme%20Supply',
    );
    expect(res.json().facets.group).toEqual([{ value: 'Zincware', count: 2 }]);
    expect(res.json().facets.preferred_vendor_names).toEqual([
      { value: 'Acme Supply', count: 2 },
      { value: 'Bolt Distributors', count: 1 },
    ]);
  });

  it('finds nothing for a vendor name the company does not have', async () => {
    const query = 'preferred_vendor_names=Nobody%20Supply';
    const list = await admin('GET', `/api/consolidated_company_materials?${query}`);
    expect(list.json().records).toEqual([]);
    const facets = await admin('GET', `/api/consolidated_company_materials/facets?${query}`);
    expect(facets.json().facets.preferred_vendor_names).toEqual([]);
  });

  it("never shows another company's vendor prices", async () => {
    const res = await otherAdmin(
      'GET',
      '/api/consolidated_company_materials?preferred_vendor_names=Acme%20Supply',
    );
    expect(res.json().records).toEqual([]);
    const facets = await otherAdmin('GET', '/api/consolidated_company_materials/facets');
    expect(facets.json().facets.preferred_vendor_names).toEqual([]);
  });
});
