import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { createCompany, createVendorUser } from '../../../../test/factories/index';
import { createMaterial } from '../../../../test/factories/materials';
import { signIn } from '../../../../test/sign-in';
import { safeCell } from './export';

let t: TestApp;
let admin: ApiCall;
let otherAdmin: ApiCall;
let vendor: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const other = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  otherAdmin = apiAs(t.app, await signIn(t.app, other.admin));
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
  await createMaterial(t.db, company.id, {
    description: '=HYPERLINK("x") "quoted", widget',
    manufacturer: 'Exportco',
    tags: ['one', 'two'],
  });
});
afterAll(() => t.close());

describe('POST /consolidated_company_materials/export', () => {
  it('exports the searched list as CSV, safe for spreadsheets', async () => {
    const res = await admin('POST', '/api/consolidated_company_materials/export', {
      format: 'csv',
      query: 'exportco',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="materials.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Description,Product ID,Manufacturer/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") ""quoted"", widget"`);
    expect(lines[1]).toContain('"one, two"');
  });

  it('exports XLSX', async () => {
    const res = await admin('POST', '/api/consolidated_company_materials/export', {
      format: 'xlsx',
      query: 'exportco',
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("never exports another company's materials, and refuses vendors", async () => {
    const res = await otherAdmin('POST', '/api/consolidated_company_materials/export', {
      format: 'csv',
      query: 'exportco',
    });
    expect(res.body.trim().split('\r\n')).toHaveLength(1);
    const refused = await vendor('POST', '/api/consolidated_company_materials/export', {
      format: 'csv',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('prefixes formula-looking cells', () => {
    expect(safeCell('=1+1')).toBe("'=1+1");
    expect(safeCell('-5')).toBe("'-5");
    expect(safeCell('Pipe')).toBe('Pipe');
  });
});
