import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app';
import { apiAs, type ApiCall } from '../api-client';
import { CREATE_CALLS, UPDATE_CALLS, type CreateContext, type CreateKind } from '../create-calls';
import { roleId } from '../factories/access';
import { historyOf } from '../factories/history';
import { createCompany, type TestCompany } from '../factories/index';
import { signIn } from '../sign-in';

/**
 * The converted modules' writes leave their history (decision 0068): a create and a change through
 * the API each write one entry, by the signed-in user, in the same unit of work as the write.
 */
const KEPT: Partial<Record<CreateKind, string>> = {
  project: 'project',
  projectGroup: 'project_group',
  costCode: 'cost_code',
  costCodeNumber: 'cost_code_number',
  costCodeClass: 'cost_code_class',
  costCodePhase: 'cost_code_phase',
  taxCode: 'tax_code',
  companyVendor: 'company_vendor',
  vendorContact: 'company_vendor_contact',
  shippingCarrier: 'shipping_carrier',
  material: 'company_material',
};

let t: TestApp;
let company: TestCompany;
let admin: ApiCall;
const ctx: CreateContext = { roleId: 0, companyVendorId: 0, vendorDomain: 'vhist.test' };

beforeAll(async () => {
  t = await buildTestApp();
  company = await createCompany(t.db);
  admin = apiAs(t.app, await signIn(t.app, company.admin));
  ctx.roleId = await roleId(t.db, company.id, 'USER');
  const vendor = await admin('POST', CREATE_CALLS.companyVendor.url, {
    company_vendor: { vendor_name: 'History vendor', domains: [ctx.vendorDomain] },
  });
  ctx.companyVendorId = vendor.json().company_vendor.id;
});
afterAll(() => t.close());

describe('history of the writes of the converted modules', () => {
  it.each(Object.entries(KEPT) as [CreateKind, string][])(
    '%s: a create and a change each write one entry by the user',
    async (kind, subjectType) => {
      const create = CREATE_CALLS[kind];
      const created = await admin('POST', create.url, create.body(`h${kind}`, ctx));
      expect(created.statusCode, created.body).toBe(201);
      const id = create.idOf(created.json());
      const change = (UPDATE_CALLS as Record<string, { url: string; body: object }>)[kind]!;
      const changed = await admin('PATCH', change.url.replace(':id', String(id)), change.body);
      expect(changed.statusCode, changed.body).toBe(200);

      const entries = await historyOf(t.db, company.id, subjectType, id);
      expect(entries.map((e) => e.action)).toEqual(['created', 'updated']);
      for (const entry of entries) {
        expect(entry.authorUserId).toBe(company.admin.userId);
        expect(entry.title).not.toBe('');
      }
    },
  );

  it('writes no creation when the company vendor named already exists', async () => {
    const first = await admin('POST', '/api/company_vendors', {
      company_vendor: { vendor_name: 'Linked once', domains: ['linked-once.test'] },
    });
    const row = first.json().company_vendor;
    const again = await admin('POST', '/api/company_vendors', { company_vendor: { id: row.id } });
    expect(again.statusCode).toBeLessThan(300);
    const entries = await historyOf(t.db, company.id, 'company_vendor', row.id);
    expect(entries.map((e) => [e.action, e.title])).toEqual([
      ['created', 'Vendor Linked once created'],
    ]);
  });
});
