import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, type ApiCall } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addMember, createCompany, createVendorUser } from '../../test/factories/index';
import { signIn } from '../../test/sign-in';

// Every reference-data read is refused to a vendor session (vendors reach contractor data only
// through vendor routes), and settings changes to a member without can_manage_company_settings.
const READS = [
  '/api/common/units',
  '/api/projects',
  '/api/project_groups',
  '/api/project_watcher_candidates',
  '/api/cost_codes',
  '/api/cost_codes/facets',
  '/api/cost_codes/tags',
  '/api/cost_codes/settings',
  '/api/cost_code_numbers',
  '/api/cost_code_classes',
  '/api/cost_code_phases',
  '/api/cost_code_phases/facets',
  '/api/tax_codes',
  '/api/company_vendors',
  '/api/company_vendors/match_by_domain?domain=acme.test',
  '/api/vendor_users?search=acme',
  '/api/company_vendor_contact',
  '/api/company_settings/other_settings',
  '/api/company_settings/download_settings',
  '/api/company_settings/addresses',
  '/api/address',
  '/api/address_to',
  '/api/shipping_carriers',
];

let t: TestApp;
let vendor: ApiCall;
let purchaser: ApiCall;

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  vendor = apiAs(t.app, await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR'));
  purchaser = apiAs(t.app, await signIn(t.app, await addMember(t.db, company.id, 'PURCHASER')));
});
afterAll(() => t.close());

describe('reference data access', () => {
  it.each(READS)('refuses GET %s to a vendor session with 403', async (url) => {
    expect((await vendor('GET', url)).statusCode).toBe(403);
  });

  it('refuses settings changes and exports of cost codes appropriately', async () => {
    const other = await purchaser('PATCH', '/api/company_settings/other_settings', {
      other_settings: { cost_code_settings: { class_enabled: true } },
    });
    expect(other.statusCode).toBe(403);
    const download = await purchaser('PATCH', '/api/company_settings/download_settings', {
      download_settings: { delivery_file_naming: 'ORIGINAL_FILE_NAME' },
    });
    expect(download.statusCode).toBe(403);
    expect((await vendor('POST', '/api/cost_codes/export', { format: 'csv' })).statusCode).toBe(
      403,
    );
    expect(
      (await vendor('POST', '/api/cost_code_phases/export', { format: 'csv' })).statusCode,
    ).toBe(403);
  });
});
