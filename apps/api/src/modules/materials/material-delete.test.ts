import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES } from '@laydown/domain';
import { companyMaterialVendorPrices, materialSearchWords } from '../../db/schema/index';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../test/factories/materials';
import { createCompanyVendorRow, createOrder } from '../../../test/factories/orders';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let creator: ApiCall;
let otherAdmin: ApiCall;
let catalogMaterialId: number;

const remove = (call: ApiCall, id: number) => call('DELETE', `/api/company_materials/${id}`);
const show = (call: ApiCall, id: number) => call('GET', `/api/company_materials/${id}`);

async function vocabulary(word: string) {
  const rows = await t.db
    .select({ word: materialSearchWords.word })
    .from(materialSearchWords)
    .where(and(eq(materialSearchWords.companyId, companyId), eq(materialSearchWords.word, word)));
  return rows.length > 0;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  await setRolePermissions(t.db, company.id, 'MATERIAL_REQUESTER', ['can_create_new_material']);
  creator = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  otherAdmin = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  const found = await admin('GET', '/api/consolidated_company_materials?search=CUL-PIPE-12');
  catalogMaterialId = found.json().records[0].id;
});
afterAll(() => t.close());

describe('DELETE /api/company_materials/:id (procurement-core §2 row action Delete)', () => {
  it('deletes an own material with its vendor prices and forgets its own search words', async () => {
    const vendor = await createCompanyVendorRow(t.db, companyId);
    const created = await admin('POST', '/api/company_materials', {
      company_material: {
        description: 'Zylophonic Bracket Kit',
        material: 'Steel bracket',
        company_material_vendor_prices_attributes: [{ company_vendor_id: vendor.id, price: '2.5' }],
      },
    });
    const material = created.json().company_material;
    expect(material.abilities.delete).toBe(true);
    await createMaterial(t.db, companyId, { description: 'Another steel bracket' });
    expect(await vocabulary('zylophonic')).toBe(true);

    const res = await remove(admin, material.id);

    expect(res.statusCode).toBe(204);
    expect((await show(admin, material.id)).statusCode).toBe(404);
    const prices = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(companyMaterialVendorPrices)
      .where(eq(companyMaterialVendorPrices.materialId, material.id));
    expect(prices[0]?.n).toBe(0);
    expect(await vocabulary('zylophonic')).toBe(false);
    expect(await vocabulary('bracket')).toBe(true);
  });

  it('answers 403 for a role that cannot edit the material database', async () => {
    const id = await createMaterial(t.db, companyId);
    expect((await remove(creator, id)).statusCode).toBe(403);
    expect((await show(admin, id)).statusCode).toBe(200);
  });

  it("answers 404 for another company's material and leaves it", async () => {
    const id = await createMaterial(t.db, companyId);
    expect((await remove(otherAdmin, id)).statusCode).toBe(404);
    expect((await show(admin, id)).statusCode).toBe(200);
  });

  it('refuses a material used by order lines (409), a deleted line included', async () => {
    const id = await createMaterial(t.db, companyId);
    await createOrder(t.db, companyId, { state: 'ORDERED', lines: [{ materialId: id }] });
    expect((await show(admin, id)).json().company_material.abilities.delete).toBe(false);

    const res = await remove(admin, id);

    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MATERIAL_MESSAGES.usedInOrders);
    const onlyDeletedLine = await createMaterial(t.db, companyId);
    await createOrder(t.db, companyId, {
      state: 'ORDERED',
      lines: [{ materialId: onlyDeletedLine, deleted: true }],
    });
    expect((await remove(admin, onlyDeletedLine)).statusCode).toBe(409);
    expect((await show(admin, onlyDeletedLine)).statusCode).toBe(200);
  });

  it('refuses a provider (catalogue) material with 422', async () => {
    expect((await show(admin, catalogMaterialId)).json().company_material.abilities.delete).toBe(
      false,
    );
    const res = await remove(admin, catalogMaterialId);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(MATERIAL_MESSAGES.catalogRestricted);
    expect((await show(admin, catalogMaterialId)).statusCode).toBe(200);
  });
});
