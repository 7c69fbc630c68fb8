import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../../../test/factories/index';
import { createMaterial, setRolePermissions } from '../../../../test/factories/materials';
import { signIn } from '../../../../test/sign-in';
import { createProject } from '../../projects/service';
import { systemScope } from '../../../platform/scope';

const CONFIG = '/api/company_settings/company_material_configuration';

let t: TestApp;
let companyId: number;
let admin: ApiCall;
let purchaser: ApiCall;
let noCostCodes: ApiCall;
let otherAdmin: ApiCall;
let vendor: ApiCall;
let catalogMaterialId: number;

const configure = (call: ApiCall, fields: Record<string, unknown>) =>
  call('PATCH', CONFIG, { company_material_configuration: fields });
const post = (call: ApiCall, fields: Record<string, unknown>) =>
  call('POST', '/api/company_materials', { company_material: fields });
const patch = (call: ApiCall, id: number, fields: Record<string, unknown>) =>
  call('PATCH', `/api/company_materials/${id}`, { company_material: fields });

async function costCode(call: ApiCall, code: string, description = `${code} work`) {
  const res = await call('POST', '/api/cost_codes', { cost_codes: [{ code, description }] });
  expect(res.statusCode).toBe(201);
  return res.json().cost_codes[0].id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  companyId = company.id;
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  purchaser = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
  await setRolePermissions(t.db, company.id, 'USER', ['can_edit_material_database']);
  noCostCodes = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'USER')));
  otherAdmin = apiAs(t.app, await signIn(t.app, (await createCompany(t.db)).admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
  const found = await admin('GET', '/api/consolidated_company_materials?search=CUL-PIPE-12');
  catalogMaterialId = found.json().records[0].id;
});
afterAll(() => t.close());

describe('company material configuration', () => {
  it('starts with every attribute in use, cost code then phase first', async () => {
    const res = await purchaser('GET', CONFIG);
    expect(res.statusCode).toBe(200);
    const config = res.json().company_material_configuration;
    expect(config.all_attributes.slice(0, 2)).toEqual([
      { key: 'cost_code_id', label: 'Cost code' },
      { key: 'cost_code_phase_id', label: 'Phase' },
    ]);
    expect(config.company_attributes).toEqual(
      config.all_attributes.map((a: { key: string }) => a.key),
    );
    expect(config.required_attributes).toEqual([]);
    expect(config.company_material_columns).toContain('cost_code_id');
  });

  it('saves the attributes, required ones and columns in the §9 order, for this company only', async () => {
    const res = await configure(admin, {
      company_attributes: ['tags', 'manufacturer', 'cost_code_phase_id', 'cost_code_id', 'size'],
      required_attributes: ['manufacturer'],
      company_material_columns: ['size', 'cost_code_id'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company_material_configuration).toMatchObject({
      company_attributes: ['cost_code_id', 'cost_code_phase_id', 'manufacturer', 'size', 'tags'],
      required_attributes: ['manufacturer'],
      company_material_columns: ['cost_code_id', 'size'],
    });
    const mine = (await purchaser('GET', CONFIG)).json().company_material_configuration;
    expect(mine.required_attributes).toEqual(['manufacturer']);
    const theirs = (await otherAdmin('GET', CONFIG)).json().company_material_configuration;
    expect(theirs.required_attributes).toEqual([]);
  });

  it('refuses unknown keys and required or column keys the company does not use', async () => {
    const unknown = await configure(admin, { company_attributes: ['description', 'colour'] });
    expect(unknown.statusCode).toBe(400);
    const unused = await configure(admin, {
      required_attributes: ['weight'],
      company_material_columns: ['mix_code'],
    });
    expect(unused.statusCode).toBe(422);
    expect(unused.json().error.fields).toEqual({
      'company_material_configuration.required_attributes': [
        'A required attribute must be one the company uses',
      ],
      'company_material_configuration.company_material_columns': [
        'A list column must be an attribute the company uses',
      ],
    });
  });

  it('lets only settings managers change it, and no vendor read it', async () => {
    expect((await configure(purchaser, { required_attributes: [] })).statusCode).toBe(403);
    expect((await vendor('GET', CONFIG)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: CONFIG })).statusCode).toBe(401);
  });
});

describe('configured fields on materials', () => {
  it('enforces required attributes with "<Label> is required!" on create and on the fields sent', async () => {
    await configure(admin, {
      company_attributes: ['cost_code_id', 'manufacturer', 'size', 'tags'],
      required_attributes: ['manufacturer', 'tags'],
    });
    const missing = await post(admin, { description: 'Needs a maker', manufacturer: ' ' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toEqual({
      'company_material.manufacturer': ['Manufacturer is required!'],
      'company_material.tags': ['Tags is required!'],
    });
    const id = await createMaterial(t.db, companyId, { description: 'Old material' });
    // Switching Active sends only that field: old materials stay usable.
    expect((await patch(admin, id, { active: false })).statusCode).toBe(200);
    const cleared = await patch(admin, id, { manufacturer: '' });
    expect(cleared.json().error.fields).toEqual({
      'company_material.manufacturer': ['Manufacturer is required!'],
    });
    const ok = await post(admin, { description: 'Has a maker', manufacturer: 'Acme', tags: ['x'] });
    expect(ok.statusCode).toBe(201);
    await configure(admin, { required_attributes: [] });
  });

  it('lets an editor without can_view_costs save while price per weight is required, keeping the stored price', async () => {
    await setRolePermissions(t.db, companyId, 'MATERIAL_REQUESTER', [
      'can_create_new_material',
      'can_edit_material_database',
    ]);
    const editor = apiAs(
      t.app,
      await signIn(t.app, await addMember(t.db, companyId, 'MATERIAL_REQUESTER')),
    );
    await configure(admin, {
      company_attributes: ['cost_code_id', 'size', 'weight', 'price_per_weight'],
      required_attributes: ['price_per_weight'],
    });
    const priced = await post(admin, { description: 'Priced beam', price_per_weight: '2.5' });
    expect(priced.statusCode).toBe(201);
    const id = priced.json().company_material.id;
    // The editor never sees the price; the form sends the field empty or not at all.
    for (const fields of [{ size: 'W8' }, { size: 'W10', price_per_weight: null }]) {
      const saved = await patch(editor, id, fields);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().company_material.price_per_weight).toBeNull();
    }
    const made = await post(editor, { description: 'Beam by an editor', price_per_weight: null });
    expect(made.statusCode, made.body).toBe(201);
    const stored = (await admin('GET', `/api/company_materials/${id}`)).json().company_material;
    expect(stored).toMatchObject({ size: 'W10', price_per_weight: '2.5' });
    // A buyer who sees costs must still give it.
    const refused = await post(admin, { description: 'Unpriced beam' });
    expect(refused.json().error.fields).toEqual({
      'company_material.price_per_weight': ['Price per weight is required!'],
    });
    await configure(admin, { required_attributes: [] });
  });

  it('stores a cost code on own materials and shows its label; another company’s code is refused', async () => {
    await configure(admin, { company_attributes: ['cost_code_id', 'cost_code_phase_id', 'size'] });
    const codeId = await costCode(admin, '03-300', 'Concrete');
    const created = await post(admin, { description: 'Rebar #4', cost_code_id: codeId });
    expect(created.statusCode).toBe(201);
    expect(created.json().company_material).toMatchObject({
      cost_code_id: codeId,
      cost_code: '03-300 - Concrete',
      cost_code_phase_id: null,
    });
    const theirCode = await costCode(otherAdmin, '09-900');
    const refused = await post(admin, { description: 'Paint', cost_code_id: theirCode });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      'company_material.cost_code_id': ['Cost code not found'],
    });
  });

  it('needs canUseCostCode: the permission and cost code among the attributes (§6)', async () => {
    const codeId = await costCode(admin, '04-400');
    const id = await createMaterial(t.db, companyId, { description: 'Brick' });
    expect((await patch(noCostCodes, id, { cost_code_id: codeId })).statusCode).toBe(403);
    expect((await patch(noCostCodes, id, { size: '4"' })).statusCode).toBe(200);
    await configure(admin, { company_attributes: ['size'] });
    expect((await patch(admin, id, { cost_code_id: codeId })).statusCode).toBe(403);
    await configure(admin, { company_attributes: ['cost_code_id', 'cost_code_phase_id', 'size'] });
    expect((await patch(admin, id, { cost_code_id: codeId })).statusCode).toBe(200);
  });

  it('takes an independent phase only while independent phase codes are on', async () => {
    const phase = await admin('POST', '/api/cost_code_phases', {
      cost_code_phase: { code: 'P1', description: 'Rough-in', independent: true },
    });
    const phaseId = phase.json().cost_code_phase.id;
    const id = await createMaterial(t.db, companyId, { description: 'Conduit' });
    const off = await patch(admin, id, { cost_code_phase_id: phaseId });
    expect(off.json().error.fields).toEqual({
      'company_material.cost_code_phase_id': ['Independent phase codes are turned off'],
    });
    await admin('PATCH', '/api/company_settings/other_settings', {
      other_settings: { cost_code_settings: { independent_phase_codes_enabled: true } },
    });
    const on = await patch(admin, id, { cost_code_phase_id: phaseId });
    expect(on.statusCode).toBe(200);
    expect(on.json().company_material.cost_code_phase).toBe('P1 - Rough-in');
    await admin('PATCH', '/api/company_settings/other_settings', {
      other_settings: { cost_code_settings: { independent_phase_codes_enabled: false } },
    });
  });

  it('keeps a provider material’s cost code and projects as this company’s settings', async () => {
    const codeId = await costCode(admin, '05-500', 'Metals');
    const project = await createProject(t.db, systemScope('test', companyId), { name: 'Pier 9' });
    const res = await patch(admin, catalogMaterialId, {
      cost_code_id: codeId,
      project_ids: [project.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company_material).toMatchObject({
      cost_code_id: codeId,
      cost_code: '05-500 - Metals',
      project_ids: [project.id],
    });
    const theirs = (await otherAdmin('GET', `/api/company_materials/${catalogMaterialId}`)).json();
    expect(theirs.company_material).toMatchObject({ cost_code_id: null, cost_code: null });
  });
});

describe('cost code and project filters of the consolidated list', () => {
  it('filters and counts by cost code, class-free phase-free codes included (§9)', async () => {
    const codeId = await costCode(admin, '06-600', 'Wood');
    await post(admin, { description: 'Plywood sheet', cost_code_id: codeId });
    const list = await admin('GET', '/api/consolidated_company_materials?cost_code=06-600');
    expect(list.statusCode).toBe(200);
    expect(list.json().records.map((m: { description: string }) => m.description)).toEqual([
      'Plywood sheet',
    ]);
    const facets = await admin('GET', '/api/consolidated_company_materials/facets?search=plywood');
    expect(facets.json().facets.cost_code).toEqual([{ value: '06-600', count: 1 }]);
    const theirs = await otherAdmin('GET', '/api/consolidated_company_materials?cost_code=06-600');
    expect(theirs.json().records).toEqual([]);
  });

  it('shows materials without projects or listing the project; projects_with_empty=[] filters nothing', async () => {
    const tower = await createProject(t.db, systemScope('test', companyId), { name: 'Tower Q' });
    const yard = await createProject(t.db, systemScope('test', companyId), { name: 'Yard Q' });
    await post(admin, { description: 'Qrail everywhere' });
    await post(admin, { description: 'Qrail tower', project_ids: [tower.id] });
    await post(admin, { description: 'Qrail yard', project_ids: [yard.id] });
    const names = async (query: string) =>
      (await admin('GET', `/api/consolidated_company_materials?search=qrail&${query}`))
        .json()
        .records.map((m: { description: string }) => m.description)
        .sort();
    expect(await names(`project_id=${tower.id}`)).toEqual(['Qrail everywhere', 'Qrail tower']);
    expect(await names(`projects_with_empty=${encodeURIComponent(`[${yard.id}]`)}`)).toEqual([
      'Qrail everywhere',
      'Qrail yard',
    ]);
    expect(await names('projects_with_empty=%5B%5D')).toHaveLength(3);
    const bad = await admin('GET', '/api/consolidated_company_materials?projects_with_empty=x');
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another company's projects on a material", async () => {
    const theirs = await createProject(t.db, systemScope('test', (await createCompany(t.db)).id), {
      name: 'Elsewhere',
    });
    const res = await post(admin, { description: 'Foreign', project_ids: [theirs.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      'company_material.project_ids': ['Project not found'],
    });
  });
});
