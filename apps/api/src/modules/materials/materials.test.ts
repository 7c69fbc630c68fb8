import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES } from '@laydown/domain';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../test/factories/materials';
import { signIn } from '../../../test/sign-in';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index';
import { createProject } from '../projects/service';
import { systemScope } from '../../platform/scope';

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let creator: ApiCall;
let editorOnly: ApiCall;
let otherAdmin: ApiCall;
let vendor: ApiCall;
let catalogMaterialId: number;

const post = (call: ApiCall, fields: Record<string, unknown>) =>
  call('POST', '/api/company_materials', { company_material: fields });
const patch = (call: ApiCall, id: number, fields: Record<string, unknown>) =>
  call('PATCH', `/api/company_materials/${id}`, { company_material: fields });

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  // A role that may create materials but not edit the database: its materials are requests.
  await setRolePermissions(t.db, company.id, 'MATERIAL_REQUESTER', ['can_create_new_material']);
  creator = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  await setRolePermissions(t.db, company.id, 'USER', ['can_edit_material_database']);
  editorOnly = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  otherAdmin = apiAs(t.app, await signIn(t.app, other.admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
  const found = await admin('GET', '/api/consolidated_company_materials?search=CUL-PIPE-12');
  catalogMaterialId = found.json().records[0].id;
});
afterAll(() => t.close());

describe('company materials', () => {
  it('creates a material with every editor field and shows it', async () => {
    const units = (await admin('GET', '/api/common/units?search=LF')).json().records;
    const project = await createProject(t.db, systemScope('test', companyId), { name: 'Tower A' });
    const res = await post(admin, {
      description: '  Galvanized Strut Channel 1-5/8"  ',
      product_identifier: 'STRUT-158',
      manufacturer: 'Unistrut',
      size: '1-5/8"',
      material: 'Galvanized Steel',
      group: 'Strut',
      sub_group: 'Channel',
      connection_type: 'Bolted',
      weight: '1.9',
      price_per_weight: 0,
      unit_id: units[0].id,
      tags: ['electrical', 'support', 'strut', 'galv'],
      image_url: 'https://example.com/strut.png',
      mix_code: '',
      project_ids: [project.id],
      active: true,
    });
    expect(res.statusCode).toBe(201);
    const material = res.json().company_material;
    expect(material).toMatchObject({
      description: 'Galvanized Strut Channel 1-5/8"',
      weight: '1.9',
      price_per_weight: '0',
      unit_name: 'LF',
      mix_code: null,
      project_ids: [project.id],
      is_catalog: false,
      requested_by_id: null,
      abilities: { edit: true, approve: false, delete: true },
    });
    const shown = await admin('GET', `/api/company_materials/${material.id}`);
    expect(shown.json().company_material.tags).toEqual(['electrical', 'support', 'strut', 'galv']);
  });

  it('refuses a missing description with the spec text', async () => {
    for (const description of [undefined, '   ']) {
      const res = await post(admin, description === undefined ? {} : { description });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields['company_material.description']).toEqual([
        MATERIAL_MESSAGES.descriptionRequired,
      ]);
    }
  });

  it('refuses negative weight and price per weight, and non-http image URLs', async () => {
    const res = await post(admin, {
      description: 'Bad numbers',
      weight: '-1',
      price_per_weight: -0.5,
      image_url: 'ftp://example.com/x.png',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields['company_material.weight']).toEqual([MATERIAL_MESSAGES.weightMinimum]);
    expect(fields['company_material.price_per_weight']).toEqual([
      MATERIAL_MESSAGES.pricePerWeightMinimum,
    ]);
    expect(fields['company_material.image_url']).toEqual([MATERIAL_MESSAGES.imageUrlInvalid]);
  });

  it('refuses unknown fields and another company’s unit', async () => {
    expect((await post(admin, { description: 'X', colour: 'red' })).statusCode).toBe(400);
    const otherUnits = (await otherAdmin('GET', '/api/common/units?search=EA')).json().records;
    const res = await post(admin, { description: 'Foreign unit', unit_id: otherUnits[0].id });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['company_material.unit_id']).toEqual(['Unit not found']);
  });

  it('answers the §8 message for a material exactly like another', async () => {
    expect(
      (await post(admin, { description: 'Duplicate me', product_identifier: 'D-1' })).statusCode,
    ).toBe(201);
    const again = await post(admin, { description: 'DUPLICATE ME', product_identifier: 'd-1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MATERIAL_MESSAGES.alreadyExists);
  });

  it('updates tags and the Active switch', async () => {
    const id = await createMaterial(t.db, companyId, { description: 'PVC Cement 8 oz' });
    const res = await patch(admin, id, { active: false, tags: ['glue', 'pvc', 'glue'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().company_material).toMatchObject({ active: false, tags: ['glue', 'pvc'] });
    const tags = (await admin('GET', '/api/company_materials/tags')).json().tags;
    expect(tags).toEqual(expect.arrayContaining(['glue', 'pvc']));
  });

  it('makes a requested material for a user who cannot edit the database; Approve clears it', async () => {
    const created = await post(creator, { description: 'Special anchor bolt' });
    expect(created.statusCode).toBe(201);
    const material = created.json().company_material;
    expect(material.requested_by_id).not.toBeNull();
    expect(material.requested_at).not.toBeNull();
    const listed = (await admin('GET', `/api/company_materials/${material.id}`)).json();
    expect(listed.company_material.abilities.approve).toBe(true);

    // Edit rights alone save without approving.
    const edited = await patch(editorOnly, material.id, { size: '1/2"' });
    expect(edited.json().company_material.requested_by_id).not.toBeNull();
    expect(edited.json().company_material.abilities.approve).toBe(false);

    const approved = await patch(admin, material.id, { description: 'Special anchor bolt 1/2"' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().company_material).toMatchObject({
      requested_by_id: null,
      requested_at: null,
    });
  });

  it('lets a company change only the §2 fields of a provider material, for itself alone', async () => {
    const refused = await patch(admin, catalogMaterialId, { description: 'Mine now' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(MATERIAL_MESSAGES.catalogRestricted);

    const units = (await admin('GET', '/api/common/units?per_page=1000')).json().records;
    const feet = units.find((u: { name: string }) => u.name === 'FT');
    const res = await patch(admin, catalogMaterialId, {
      tags: ['stocked'],
      active: false,
      weight: '0.3',
      unit_id: feet.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company_material).toMatchObject({
      is_catalog: true,
      tags: ['stocked'],
      active: false,
      weight: '0.3',
      unit_name: 'FT',
    });
    const elsewhere = (
      await otherAdmin('GET', `/api/company_materials/${catalogMaterialId}`)
    ).json();
    expect(elsewhere.company_material).toMatchObject({
      is_catalog: true,
      active: true,
      unit_name: 'LF',
    });
    expect(elsewhere.company_material.tags).not.toContain('stocked');
  });

  it('lets a user who cannot create materials request one, unless the company switched requests off', async () => {
    const requested = await post(editorOnly, { description: 'Requested Anchor Bolt 1/2"' });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().company_material.requested_at).not.toBeNull();
    await t.db
      .update(companies)
      .set({ featureFlags: { disable_request_new_material: true } })
      .where(eq(companies.id, companyId));
    try {
      expect((await post(editorOnly, { description: 'Nope' })).statusCode).toBe(403);
      expect((await post(admin, { description: 'Admins still create' })).statusCode).toBe(201);
    } finally {
      await t.db.update(companies).set({ featureFlags: {} }).where(eq(companies.id, companyId));
    }
  });

  it('answers 403 without the permission', async () => {
    const id = await createMaterial(t.db, companyId);
    expect((await patch(creator, id, { active: false })).statusCode).toBe(403);
    expect((await vendor('GET', `/api/company_materials/${id}`)).statusCode).toBe(403);
    expect((await vendor('GET', '/api/company_materials/tags')).statusCode).toBe(403);
  });

  it("answers 404 for another company's material", async () => {
    const id = await createMaterial(t.db, companyId, { description: 'Private stock item' });
    expect((await otherAdmin('GET', `/api/company_materials/${id}`)).statusCode).toBe(404);
    expect((await patch(otherAdmin, id, { active: false })).statusCode).toBe(404);
    expect((await admin('GET', '/api/company_materials/999999999')).statusCode).toBe(404);
    const still = (await admin('GET', `/api/company_materials/${id}`)).json();
    expect(still.company_material.active).toBe(true);
  });
});
