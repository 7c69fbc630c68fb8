import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createCompany } from '../../../../test/factories/index';
import { createMaterial } from '../../../../test/factories/materials';
import { createCompanyVendorRow, discardCompanyVendor } from '../../../../test/factories/orders';
import { signIn } from '../../../../test/sign-in';

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let otherAdmin: ApiCall;
let acme: { id: number; name: string };
let bolt: { id: number; name: string };
let catalogMaterialId: number;

const ATTRS = 'company_material.company_material_vendor_prices_attributes';
const patch = (call: ApiCall, id: number, attrs: unknown[]) =>
  call('PATCH', `/api/company_materials/${id}`, {
    company_material: { company_material_vendor_prices_attributes: attrs },
  });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  otherAdmin = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  acme = await createCompanyVendorRow(t.db, companyId, 'Acme Supply');
  bolt = await createCompanyVendorRow(t.db, companyId, 'Bolt Distributors');
  const found = await admin('GET', '/api/consolidated_company_materials?search=CUL-PIPE-12');
  catalogMaterialId = found.json().records[0].id;
});
afterAll(() => t.close());

describe('preferred vendor prices', () => {
  it('creates, updates and removes prices with nested attributes', async () => {
    const created = await admin('POST', '/api/company_materials', {
      company_material: {
        description: 'Copper elbow 3/4"',
        company_material_vendor_prices_attributes: [
          { company_vendor_id: acme.id, price: '4.25' },
          { company_vendor_id: bolt.id, price: 3.9 },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const material = created.json().company_material;
    expect(material.preferred_vendor_prices).toEqual([
      expect.objectContaining({
        company_vendor_id: acme.id,
        vendor_name: 'Acme Supply',
        price: '4.25',
        discarded: false,
      }),
      expect.objectContaining({
        company_vendor_id: bolt.id,
        vendor_name: 'Bolt Distributors',
        price: '3.9',
      }),
    ]);
    const [acmePrice, boltPrice] = material.preferred_vendor_prices;
    const saved = await patch(admin, material.id, [
      { id: acmePrice.id, company_vendor_id: acme.id, price: '4.10' },
      { id: boltPrice.id, _destroy: true },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().company_material.preferred_vendor_prices).toEqual([
      {
        id: acmePrice.id,
        company_vendor_id: acme.id,
        vendor_name: 'Acme Supply',
        price: '4.1',
        discarded: false,
      },
    ]);
  });

  it('refuses a duplicated vendor in one save and against the stored rows', async () => {
    const id = await createMaterial(t.db, companyId);
    const twice = await patch(admin, id, [
      { company_vendor_id: acme.id, price: '1' },
      { company_vendor_id: acme.id, price: '2' },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.message).toBe(PRICE_MESSAGES.duplicatedPreferredVendor);
    expect(
      (await admin('GET', `/api/company_materials/${id}`)).json().company_material
        .preferred_vendor_prices,
    ).toEqual([]);
    expect((await patch(admin, id, [{ company_vendor_id: acme.id, price: '1' }])).statusCode).toBe(
      200,
    );
    const again = await patch(admin, id, [{ company_vendor_id: acme.id, price: '2' }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(PRICE_MESSAGES.duplicatedPreferredVendor);
  });

  it('requires the vendor and the price, with the §5 messages', async () => {
    const id = await createMaterial(t.db, companyId);
    const res = await patch(admin, id, [{ company_vendor_id: null, price: '' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      [`${ATTRS}.0.company_vendor_id`]: [PRICE_MESSAGES.vendorRequired],
      [`${ATTRS}.0.price`]: [PRICE_MESSAGES.priceRequired],
    });
    const negative = await patch(admin, id, [{ company_vendor_id: acme.id, price: '-3' }]);
    expect(negative.json().error.fields[`${ATTRS}.0.price`]).toEqual([PRICE_MESSAGES.priceMinimum]);
  });

  it('refuses a new price for a discarded vendor but keeps and shows the existing one', async () => {
    const gone = await createCompanyVendorRow(t.db, companyId, 'Gone Supply');
    const id = await createMaterial(t.db, companyId);
    expect((await patch(admin, id, [{ company_vendor_id: gone.id, price: '7' }])).statusCode).toBe(
      200,
    );
    await discardCompanyVendor(t.db, companyId, gone.id);
    const shown = (await admin('GET', `/api/company_materials/${id}`)).json().company_material;
    expect(shown.preferred_vendor_prices).toEqual([
      expect.objectContaining({ company_vendor_id: gone.id, price: '7', discarded: true }),
    ]);
    const other = await createMaterial(t.db, companyId);
    const refused = await patch(admin, other, [{ company_vendor_id: gone.id, price: '7' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields[`${ATTRS}.0.company_vendor_id`]).toEqual([
      PRICE_MESSAGES.vendorDiscarded,
    ]);
  });

  it("keeps a company's prices on a provider material to that company", async () => {
    const res = await patch(admin, catalogMaterialId, [
      { company_vendor_id: bolt.id, price: '12.5' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().company_material.preferred_vendor_prices).toEqual([
      expect.objectContaining({ company_vendor_id: bolt.id, price: '12.5' }),
    ]);
    const seenByOther = await otherAdmin('GET', `/api/company_materials/${catalogMaterialId}`);
    expect(seenByOther.json().company_material.preferred_vendor_prices).toEqual([]);
  });

  it("refuses another company's vendor and answers 404 for another company's material", async () => {
    const own = await createMaterial(t.db, companyId);
    const foreign = await otherAdmin('POST', '/api/company_materials', {
      company_material: { description: 'Foreign material' },
    });
    const res = await patch(otherAdmin, foreign.json().company_material.id, [
      { company_vendor_id: acme.id, price: '1' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields[`${ATTRS}.0.company_vendor_id`]).toEqual(['Vendor not found']);
    expect(
      (await patch(otherAdmin, own, [{ company_vendor_id: acme.id, price: '1' }])).statusCode,
    ).toBe(404);
  });
});
