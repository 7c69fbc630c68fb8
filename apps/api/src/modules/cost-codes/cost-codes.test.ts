import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import { createProjectRow } from '../../../test/factories/reference';
import { signIn } from '../../../test/sign-in';

let t: TestApp;
let company: TestCompany;
let admin: ApiCall;
let requester: ApiCall;
let stranger: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  requester = apiAs(
    t.app,
    await signIn(t.app, await addMember(t.db, company.id, 'MATERIAL_REQUESTER')),
  );
  stranger = apiAs(t.app, await signIn(t.app, other.admin));
});
afterAll(() => t.close());

const settings = (cost_code_settings: Record<string, boolean>) =>
  admin('PATCH', '/api/company_settings/other_settings', {
    other_settings: { cost_code_settings },
  });

describe('cost codes', () => {
  it('creates plain codes without phases or classes and lists them with search, tags and facets', async () => {
    const res = await admin('POST', '/api/cost_codes', {
      cost_codes: [
        { code: '03-300', description: 'Cast-in-place concrete', tags: ['concrete', 'structure'] },
        { code: '09-900', description: 'Paints', tags: ['finishes'], active: false },
      ],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().cost_codes[0]).toMatchObject({
      code: '03-300',
      description: 'Cast-in-place concrete',
      phase_code: null,
      active: true,
    });
    const search = (await requester('GET', '/api/cost_codes?search=concrete')).json();
    expect(search.records.map((c: { code: string }) => c.code)).toEqual(['03-300']);
    const inactive = (await admin('GET', '/api/cost_codes?active=false')).json();
    expect(inactive.records.map((c: { code: string }) => c.code)).toEqual(['09-900']);
    const tagged = (await admin('GET', '/api/cost_codes?tags=finishes')).json();
    expect(tagged.records.map((c: { code: string }) => c.code)).toEqual(['09-900']);
    const facets = (await admin('GET', '/api/cost_codes/facets')).json().facets;
    expect(facets.active).toEqual([
      { value: 'false', count: 1 },
      { value: 'true', count: 1 },
    ]);
    expect((await admin('GET', '/api/cost_codes/tags')).json().tags).toEqual([
      'concrete',
      'finishes',
      'structure',
    ]);
    const sorted = (await admin('GET', '/api/cost_codes?sort=code&sort_direction=desc')).json();
    expect(sorted.records[0].code).toBe('09-900');
  });

  it("answers the spec's duplicate message and saves none of the batch", async () => {
    const res = await admin('POST', '/api/cost_codes', {
      cost_codes: [{ code: '05-100' }, { code: '03-300' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Unable to save due to duplicate cost code.');
    const list = (await admin('GET', '/api/cost_codes?search=05-100')).json();
    expect(list.total_count).toBe(0);
  });

  it('requires phase and class when they are switched on, then not when off', async () => {
    await settings({ phase_code_enabled: true, class_enabled: true });
    const missing = await admin('POST', '/api/cost_codes', { cost_codes: [{ code: '31-000' }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().error.fields).toEqual({
      'cost_codes.0.cost_code_phase_id': ['Phase is required!'],
      'cost_codes.0.cost_code_class_id': ['Class is required!'],
    });
    const phase = (
      await admin('POST', '/api/cost_code_phases', {
        cost_code_phase: { code: 'P1', description: 'Phase one' },
      })
    ).json().cost_code_phase;
    const clazz = (
      await admin('POST', '/api/cost_code_classes', {
        cost_code_class: { code: 'L', description: 'Labor' },
      })
    ).json().cost_code_class;
    const ok = await admin('POST', '/api/cost_codes', {
      cost_codes: [
        {
          code: '31-000',
          description: 'Earthwork',
          cost_code_phase_id: phase.id,
          cost_code_class_id: clazz.id,
        },
      ],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().cost_codes[0]).toMatchObject({
      phase_code: 'P1',
      phase_code_description: 'Phase one',
      clazz: 'L',
      clazz_description: 'Labor',
    });
    await settings({ phase_code_enabled: false, class_enabled: false });
    expect(
      (await admin('POST', '/api/cost_codes', { cost_codes: [{ code: '32-000' }] })).statusCode,
    ).toBe(201);
  });

  it('filters by project when project filtering is on', async () => {
    const project = await createProjectRow(t.db, company.id);
    await admin('POST', '/api/cost_codes', {
      cost_codes: [{ code: '40-100', project_ids: [project.id] }],
    });
    const elsewhere = await createProjectRow(t.db, company.id);
    const off = (
      await admin('GET', `/api/cost_codes?project_id=${elsewhere.id}&search=40-100`)
    ).json();
    expect(off.total_count).toBe(1);
    await settings({ project_filtering_enabled: true });
    const on = (
      await admin('GET', `/api/cost_codes?project_id=${elsewhere.id}&search=40-100`)
    ).json();
    expect(on.total_count).toBe(0);
    const mine = (
      await admin('GET', `/api/cost_codes?project_id=${project.id}&search=40-100`)
    ).json();
    expect(mine.total_count).toBe(1);
    await settings({ project_filtering_enabled: false });
  });

  it('exports CSV and XLSX', async () => {
    const csv = await admin('POST', '/api/cost_codes/export', { format: 'csv', search: '03-300' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe(
      '03-300,Cast-in-place concrete,,,,,"concrete, structure",Yes',
    );
    const xlsx = await admin('POST', '/api/cost_codes/export', {
      format: 'xlsx',
      search: '03-300',
    });
    expect(xlsx.headers['content-disposition']).toContain('cost_codes.xlsx');
    const files = unzipSync(new Uint8Array(xlsx.rawPayload));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('Cast-in-place concrete');
  });

  it('answers 403 without can_edit_cost_code and 404 across companies', async () => {
    const [code] = (await admin('GET', '/api/cost_codes?search=03-300')).json().records;
    expect(
      (await requester('POST', '/api/cost_codes', { cost_codes: [{ code: 'X' }] })).statusCode,
    ).toBe(403);
    expect(
      (await requester('PATCH', `/api/cost_codes/${code.id}`, { cost_code: { active: false } }))
        .statusCode,
    ).toBe(403);
    expect((await stranger('GET', `/api/cost_codes/${code.id}`)).statusCode).toBe(404);
    expect(
      (await stranger('PATCH', `/api/cost_codes/${code.id}`, { cost_code: { active: false } }))
        .statusCode,
    ).toBe(404);
    expect((await stranger('GET', '/api/cost_codes?search=03-300')).json().total_count).toBe(0);
    const updated = await admin('PATCH', `/api/cost_codes/${code.id}`, {
      cost_code: { tags: ['x'] },
    });
    expect(updated.json().cost_code.tags).toEqual(['x']);
  });
});

describe('cost code numbers, classes and phases', () => {
  it('creates, updates and refuses duplicates with the spec texts', async () => {
    const number = await admin('POST', '/api/cost_code_numbers', {
      cost_code_number: { code: '77-000', description: 'Misc' },
    });
    expect(number.statusCode).toBe(201);
    const id = number.json().cost_code_number.id;
    expect(
      (
        await admin('PATCH', `/api/cost_code_numbers/${id}`, {
          cost_code_number: { description: 'Other' },
        })
      ).json().cost_code_number.description,
    ).toBe('Other');
    const dupNumber = await admin('POST', '/api/cost_code_numbers', {
      cost_code_number: { code: '77-000' },
    });
    expect(dupNumber.json().error.message).toBe('Unable to save due to duplicate cost code.');
    await admin('POST', '/api/cost_code_classes', { cost_code_class: { code: 'M' } });
    const dupClass = await admin('POST', '/api/cost_code_classes', {
      cost_code_class: { code: 'm' },
    });
    expect(dupClass.json().error.message).toBe('Unable to save due to duplicate cost code.');
    await admin('POST', '/api/cost_code_phases', {
      cost_code_phase: { code: 'EXT', dataSource: 'EXTERNAL' },
    });
    const dupPhase = await admin('POST', '/api/cost_code_phases', {
      cost_code_phase: { code: 'EXT' },
    });
    expect(dupPhase.statusCode).toBe(409);
    expect(dupPhase.json().error.message).toBe('Unable to save due to duplicate phase code.');
    const missing = await admin('POST', '/api/cost_code_phases', { cost_code_phase: { code: '' } });
    expect(missing.json().error.fields['cost_code_phase.code']).toEqual(['Code is required!']);
  });

  it('lists phases with filters and facets, and exports them', async () => {
    const list = (await admin('GET', '/api/cost_code_phases?dataSource=EXTERNAL')).json();
    expect(list.records.map((p: { code: string }) => p.code)).toEqual(['EXT']);
    const facets = (await admin('GET', '/api/cost_code_phases/facets')).json().facets;
    expect(facets.dataSource).toEqual(expect.arrayContaining([{ value: 'EXTERNAL', count: 1 }]));
    const csv = await admin('POST', '/api/cost_code_phases/export', {
      format: 'csv',
      dataSource: 'EXTERNAL',
    });
    expect(csv.body).toContain('EXT,,Yes,EXTERNAL,No');
  });

  it('answers 403 and 404 for numbers, classes and phases', async () => {
    const number = (await admin('GET', '/api/cost_code_numbers?search=77-000')).json().records[0];
    const clazz = (await admin('GET', '/api/cost_code_classes?search=M')).json().records[0];
    const phase = (await admin('GET', '/api/cost_code_phases?search=EXT')).json().records[0];
    for (const [path, key, id] of [
      ['cost_code_numbers', 'cost_code_number', number.id],
      ['cost_code_classes', 'cost_code_class', clazz.id],
      ['cost_code_phases', 'cost_code_phase', phase.id],
    ] as const) {
      expect((await requester('POST', `/api/${path}`, { [key]: { code: 'Z' } })).statusCode).toBe(
        403,
      );
      expect(
        (await requester('PATCH', `/api/${path}/${id}`, { [key]: { code: 'Z' } })).statusCode,
      ).toBe(403);
      expect((await stranger('GET', `/api/${path}/${id}`)).statusCode).toBe(404);
      expect(
        (await stranger('PATCH', `/api/${path}/${id}`, { [key]: { code: 'Z' } })).statusCode,
      ).toBe(404);
    }
  });
});

describe('company settings', () => {
  it('keeps cost code settings in other settings, and download settings', async () => {
    const other = (await requester('GET', '/api/company_settings/other_settings')).statusCode;
    expect(other).toBe(403);
    const forForms = await requester('GET', '/api/cost_codes/settings');
    expect(forForms.json().cost_code_settings.class_enabled).toBe(false);
    const res = await settings({ class_enabled: true });
    expect(res.json().other_settings.cost_code_settings).toMatchObject({
      class_enabled: true,
      phase_code_enabled: false,
    });
    await settings({ class_enabled: false });
    const download = await admin('PATCH', '/api/company_settings/download_settings', {
      download_settings: { delivery_file_naming: 'ORIGINAL_FILE_NAME' },
    });
    expect(download.json().download_settings.delivery_file_naming).toBe('ORIGINAL_FILE_NAME');
    expect(
      (await stranger('GET', '/api/company_settings/download_settings')).json().download_settings
        .delivery_file_naming,
    ).toBe('CURRENT_DATE_TIME');
    const bad = await admin('PATCH', '/api/company_settings/download_settings', {
      download_settings: { delivery_file_naming: 'NOPE' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
