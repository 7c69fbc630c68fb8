import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { apiAs } from './api-client';
import {
  addMember,
  createCompany,
  createSupportUser,
  createVendorUser,
  type TestCompany,
} from './factories/index';
import { setRolePermissions } from './factories/materials';
import { roleId } from './factories/access';
import {
  CREATE_CALLS,
  UPDATE_CALLS,
  type CreateContext,
  type CreateKind,
  type UpdateCall,
} from './create-calls';
import { signIn } from './sign-in';

/**
 * Every API route with the access it declares (platform/route-access.ts). A new route, or a route
 * whose access changes, changes this table: the test fails on a route missing from it.
 */
const ACCESS: Record<string, string> = {
  'GET /api/health': 'public',
  'GET /api/app_version': 'internal',
  'POST /api/users/sign_in': 'public',
  'DELETE /api/users/sign_out': 'public',
  'GET /api/user': 'signed_in',
  'POST /api/users/password': 'public',
  'PATCH /api/users/password': 'public',
  'PUT /api/users': 'signed_in',
  'POST /api/users/confirmation': 'public',
  'GET /api/users/confirmation': 'public',
  'POST /api/users': 'public',
  'GET /api/setup': 'public',
  'POST /api/setup': 'public',
  'GET /api/internal/companies': 'internal',
  'POST /api/internal/companies': 'internal',
  'GET /api/common/units': 'company',
  'POST /api/common/units': 'company:can_create_new_material',
  'PATCH /api/common/units/:id': 'company:can_edit_material_database',
  'GET /api/projects': 'company:can_read_projects',
  'GET /api/project/:id': 'company:can_read_projects',
  'POST /api/project': 'company:can_manage_projects',
  'PATCH /api/project/:id': 'company:can_manage_projects',
  'DELETE /api/project/:id': 'company:can_manage_projects',
  'GET /api/project_watcher_candidates': 'company:can_read_projects',
  'GET /api/project_groups': 'company:can_read_projects',
  'GET /api/project_groups/:id': 'company:can_read_projects',
  'POST /api/project_groups': 'company:can_manage_projects',
  'PATCH /api/project_groups/:id': 'company:can_manage_projects',
  'DELETE /api/project_groups/:id': 'company:can_manage_projects',
  'GET /api/company_settings/other_settings': 'company:can_read_company_settings',
  'PATCH /api/company_settings/other_settings': 'company:can_manage_company_settings',
  'GET /api/company_settings/download_settings': 'company:can_read_company_settings',
  'PATCH /api/company_settings/download_settings': 'company:can_manage_company_settings',
  'GET /api/company_settings/company_material_configuration': 'company',
  'PATCH /api/company_settings/company_material_configuration':
    'company:can_manage_company_settings',
  'GET /api/cost_codes': 'company:can_use_cost_code',
  'GET /api/cost_codes/facets': 'company:can_use_cost_code',
  'GET /api/cost_codes/settings': 'company:can_use_cost_code',
  'GET /api/cost_codes/tags': 'company:can_use_cost_code',
  'GET /api/cost_codes/:id': 'company:can_use_cost_code',
  'POST /api/cost_codes': 'company:can_edit_cost_code',
  'PATCH /api/cost_codes/:id': 'company:can_edit_cost_code',
  'POST /api/cost_codes/export': 'company:can_use_cost_code',
  'GET /api/cost_code_numbers': 'company:can_use_cost_code',
  'GET /api/cost_code_numbers/:id': 'company:can_use_cost_code',
  'POST /api/cost_code_numbers': 'company:can_edit_cost_code',
  'PATCH /api/cost_code_numbers/:id': 'company:can_edit_cost_code',
  'GET /api/cost_code_classes': 'company:can_use_cost_code',
  'GET /api/cost_code_classes/:id': 'company:can_use_cost_code',
  'POST /api/cost_code_classes': 'company:can_edit_cost_code',
  'PATCH /api/cost_code_classes/:id': 'company:can_edit_cost_code',
  'GET /api/cost_code_phases': 'company:can_use_cost_code',
  'GET /api/cost_code_phases/facets': 'company:can_use_cost_code',
  'POST /api/cost_code_phases/export': 'company:can_use_cost_code',
  'GET /api/cost_code_phases/:id': 'company:can_use_cost_code',
  'POST /api/cost_code_phases': 'company:can_edit_cost_code',
  'PATCH /api/cost_code_phases/:id': 'company:can_edit_cost_code',
  'GET /api/mail_outbox': 'internal|company:can_manage_users',
  'GET /api/mail_outbox/:id': 'internal|company:can_manage_users',
  'GET /api/mail_outbox/:id/attachments/:attachment_id': 'internal|company:can_manage_users',
  'GET /api/company_users': 'company:can_manage_users',
  'GET /api/company_users/project_group_options': 'company:can_manage_users',
  'GET /api/company_users/:id': 'company:can_manage_users',
  'PATCH /api/company_users/:id': 'company:can_manage_users',
  'GET /api/company_settings/manage_users': 'company:can_manage_users',
  'PATCH /api/company_settings/manage_users': 'company:can_manage_users',
  'GET /api/possible_users': 'company',
  'POST /api/users/invitation': 'company:can_manage_users',
  'POST /api/company_users/:id/resend_invitation': 'company:can_manage_users',
  'GET /api/users/invitation': 'public',
  'PUT /api/users/invitation': 'public',
  'GET /api/user/invitations': 'contractor',
  'POST /api/user/invitations/:id/accept': 'contractor',
  'POST /api/user/invitations/:id/decline': 'contractor',
  'GET /api/company_settings/roles': 'company:can_read_company_settings|company:can_manage_users',
  'GET /api/company_settings/permissions': 'company:can_read_company_settings',
  'PATCH /api/company_settings/permissions': 'company:can_manage_company_settings',
  'GET /api/tax_codes': 'company',
  'GET /api/tax_codes/:id': 'company',
  'POST /api/tax_codes': 'company:can_manage_company_settings',
  'PATCH /api/tax_codes/:id': 'company:can_manage_company_settings',
  'POST /api/tax_codes/:id/rates': 'company:can_manage_company_settings',
  'POST /api/order': 'company:can_create_drafts',
  'POST /api/order/quick_po': 'company:can_create_quick_po',
  'GET /api/order/:id': 'company:can_read_orders_and_rfqs',
  'GET /api/order/:id.pdf': 'company:can_read_orders_and_rfqs',
  'GET /api/order/:id/history': 'company:can_read_orders_and_rfqs',
  'POST /api/order/:id/pdf': 'company:can_read_orders_and_rfqs',
  'PATCH /api/order/:id': 'company:can_create_drafts',
  'PATCH /api/order/request_update/:id': 'company:can_read_orders_and_rfqs',
  'POST /api/order/approve_order': 'company:can_approve_order_request',
  'POST /api/order/cancel_order': 'company:can_manage_orders_and_rfqs',
  'POST /api/order/undiscard_order': 'company:can_create_drafts',
  'POST /api/order/send_rfq': 'company:can_send_and_update_rfqs',
  'POST /api/order/place_order': 'company:can_send_and_update_orders',
  'POST /api/order/submit_order_request': 'company:can_create_drafts',
  'POST /api/order/submit_quote_request': 'company:can_create_drafts',
  'GET /api/order_settings': 'company:can_read_orders_and_rfqs',
  'GET /api/order_form/:url_extension': 'company:can_create_drafts',
  'PATCH /api/order_session/update': 'company:can_create_drafts',
  'PATCH /api/order_session/unlock': 'company:can_unlock_order',
  'PATCH /api/order_session/release': 'company:can_create_drafts',
  'GET /api/orders': 'company:can_read_orders_and_rfqs',
  'POST /api/order/merge_order': 'company:can_manage_orders_and_rfqs',
  'POST /api/order/update_material_lines': 'company:can_edit_material_database',
  'POST /api/order/:id/split': 'company:can_create_drafts',
  'POST /api/order/:id/duplicate': 'company:can_create_drafts',
  'PATCH /api/order/:id/tags': 'company:can_create_drafts',
  'POST /api/order/:id/internal_comment': 'company:can_read_orders_and_rfqs',
  'POST /api/order/manual_export': 'company:can_manage_orders_and_rfqs',
  'POST /api/order/:id/convert_to_commitment': 'company:can_see_and_create_commitments',
  'GET /api/quotes': 'company:can_read_orders_and_rfqs',
  'GET /api/order_package/:id': 'company:can_read_orders_and_rfqs',
  'PATCH /api/order_package/:id': 'company:can_create_drafts',
  'DELETE /api/order_package/:id': 'company:can_create_drafts',
  'POST /api/order_package/:id/internal_comment': 'company:can_read_orders_and_rfqs',
  'GET /api/order_package/:id/leveling':
    'company:can_read_orders_and_rfqs&company:can_use_rfq_leveling&company:can_view_costs',
  'POST /api/order/place_leveling_quotes':
    'company:can_send_and_update_orders&company:can_send_and_update_rfqs',
  'GET /api/dashboard/order_stats': 'company:can_read_orders_and_rfqs',
  'GET /api/dashboard/order_stats_by_project': 'company:can_read_orders_and_rfqs',
  'GET /api/deliveries': 'company:can_read_orders_and_rfqs',
  'GET /api/deliveries/search_key': 'company:can_read_orders_and_rfqs',
  'GET /api/deliveries/fetch_deliveries': 'company:can_read_orders_and_rfqs',
  'GET /api/deliveries/:id': 'company:can_read_orders_and_rfqs',
  'PATCH /api/deliveries/:id': 'company:can_edit_delivery_information',
  'POST /api/deliveries/:id/ai_match': 'company:can_edit_delivery_information',
  'GET /api/consolidated_orders': 'company:can_read_orders_and_rfqs',
  'GET /api/consolidated_orders/facets': 'company:can_read_orders_and_rfqs',
  'POST /api/consolidated_orders/export': 'company:can_read_orders_and_rfqs',
  'GET /api/consolidated_order_materials': 'company:can_read_orders_and_rfqs',
  'GET /api/consolidated_order_materials/facets': 'company:can_read_orders_and_rfqs',
  'POST /api/consolidated_order_materials/export': 'company:can_read_orders_and_rfqs',
  'GET /api/orders/search_key': 'company:can_read_orders_and_rfqs',
  'GET /api/order_materials/search_key': 'company:can_read_orders_and_rfqs',
  'GET /api/orders_last_updated': 'company:can_read_orders_and_rfqs',
  'POST /api/order_savings': 'company:can_send_and_update_orders',
  'POST /api/rails/active_storage/direct_uploads': 'company',
  'PUT /api/rails/active_storage/disk/:token': 'company|vendor',
  'GET /api/files/find_signed': 'signed_in',
  'GET /api/files/blobs/:signed_id/:filename': 'signed_in',
  'GET /api/vendor_orders/:id/files': 'vendor',
  'PATCH /api/vendor_orders/:id/files': 'vendor',
  'POST /api/vendor_orders/:id/direct_uploads': 'vendor',
  'GET /api/live': 'company|vendor',
  'GET /api/vendor_orders': 'vendor',
  'GET /api/vendor_orders/:id': 'vendor',
  'POST /api/vendor_orders/:id/pdf': 'vendor',
  'PATCH /api/vendor_orders/:id/responses': 'vendor',
  'POST /api/vendor_orders/:id/submit_quote': 'vendor',
  'POST /api/vendor_orders/:id/confirm': 'vendor',
  'POST /api/vendor_orders/:id/accept_cancellation': 'vendor',
  'POST /api/vendor_orders/:id/reject_cancellation': 'vendor',
  'POST /api/vendor_orders/:id/request_cancellation': 'vendor',
  'POST /api/vendor_orders/:id/ship': 'vendor',
  'POST /api/order/:id/vendor_response':
    'company:can_send_and_update_orders|company:can_send_and_update_rfqs',
  'POST /api/quotes/report_issue': 'company:can_read_orders_and_rfqs|vendor',
  'GET /api/vendor_link/orders/:id': 'public',
  'GET /api/vendor_link/orders/:id.pdf': 'public',
  'POST /api/vendor_link/account': 'public',
  'GET /api/order/:id/vendor_links':
    'company:can_send_and_update_rfqs|company:can_send_and_update_orders',
  'POST /api/order/:id/vendor_links/:link_id/revoke':
    'company:can_send_and_update_rfqs|company:can_send_and_update_orders',
  'GET /api/company_vendors': 'company:can_read_vendors',
  'GET /api/company_vendors/match_by_domain': 'company:can_read_vendors',
  'POST /api/company_vendors': 'company:can_edit_vendor_database',
  'GET /api/company_vendor/:id': 'company:can_read_vendors',
  'PATCH /api/company_vendor/:id': 'company:can_edit_vendor_database',
  'GET /api/vendor_users': 'company:can_read_vendors',
  'GET /api/vendors': 'company:can_read_vendors',
  'GET /api/vendor/:id': 'company:can_read_vendors',
  'GET /api/company_vendor_contact': 'company:can_read_vendors',
  'POST /api/company_vendor_contact': 'company:can_edit_vendor_database',
  'POST /api/company_vendor_contact_with_vendor_user': 'company:can_edit_vendor_database',
  'GET /api/company_vendor_contact/:id': 'company:can_read_vendors',
  'PATCH /api/company_vendor_contact/:id': 'company:can_edit_vendor_database',
  'GET /api/company_settings/addresses': 'company',
  'GET /api/address': 'company',
  'POST /api/address': 'company:can_manage_company_settings',
  'PATCH /api/address/:id': 'company:can_manage_company_settings',
  'GET /api/address_to': 'company',
  'POST /api/address_to': 'company:can_manage_company_settings',
  'PATCH /api/address_to/:id': 'company:can_manage_company_settings',
  'GET /api/shipping_carriers': 'company',
  'POST /api/shipping_carriers': 'company:can_manage_company_settings',
  'PATCH /api/shipping_carriers/:id': 'company:can_manage_company_settings',
  'GET /api/company_materials/tags': 'company',
  'GET /api/company_materials/:id': 'company',
  'POST /api/company_materials': 'company',
  'PATCH /api/company_materials/:id': 'company:can_edit_material_database',
  'DELETE /api/company_materials/:id': 'company:can_edit_material_database',
  'POST /api/company_materials/public_create': 'public',
  'GET /api/consolidated_company_materials': 'company',
  'GET /api/consolidated_company_materials/facets': 'company',
  'POST /api/consolidated_company_materials/algolia_search': 'company',
  'POST /api/consolidated_company_materials/export': 'company',
  'GET /api/manufacturer_materials': 'company',
  'GET /api/company_materials/search_key': 'company',
  'GET /api/company_materials/:id/prices_history': 'company:can_use_historical_cost',
  'POST /api/search_analytics/track_click': 'company',
  'POST /api/search_analytics/track_conversion': 'company',
  'POST /api/search_analytics/track_view': 'company',
  'GET /api/integrations/image_search/status': 'company',
  'GET /api/integrations/image_search': 'company:can_edit_material_database',
  'DELETE /api/integrations/image_search/cache': 'company:can_edit_material_database',
  'GET /api/companies': 'contractor',
  'POST /api/companies/:id/switch': 'contractor',
  'GET /api/internal/companies/:id/users': 'internal',
  'POST /api/internal/impersonations': 'internal',
  'DELETE /api/internal/impersonations': 'signed_in',
  'GET /api/user_settings': 'contractor',
  'PATCH /api/user_settings': 'contractor',
  'POST /api/sso/auth': 'public',
  'GET /api/sso/callback': 'public',
  'GET /api/company_settings/sso': 'company:can_manage_company_settings',
  'PUT /api/company_settings/sso': 'company:can_manage_company_settings',
  'GET /api/company_settings/email_domains': 'company:can_manage_company_settings',
  'POST /api/company_settings/email_domains': 'company:can_manage_company_settings',
  'DELETE /api/company_settings/email_domains/:id': 'company:can_manage_company_settings',
  'POST /api/email_domains/verify': 'public',
};

/**
 * Records of one company that another company's admin tries, with a body valid in shape: the
 * answer is 404, exactly like a missing record. `id` makes the owner's record.
 */
const FOREIGN: Record<string, { id: (owner: Owner) => Promise<number>; body?: object }> = {
  'GET /api/company_users/:id': { id: async (o) => o.company.admin.companyUserId },
  'PATCH /api/company_users/:id': {
    id: async (o) => o.company.admin.companyUserId,
    body: { company_user: { active: false } },
  },
  'GET /api/tax_codes/:id': { id: async (o) => o.taxCodeId },
  'PATCH /api/tax_codes/:id': {
    id: async (o) => o.taxCodeId,
    body: { tax_code: { description: 'Taken over' } },
  },
  'POST /api/tax_codes/:id/rates': {
    id: async (o) => o.taxCodeId,
    body: { tax_code_rate: { rate: '1', available_at: '2030-01-01' } },
  },
  ...foreignRecord('unit', ['PATCH /api/common/units/:id']),
  ...foreignRecord('project', [
    'GET /api/project/:id',
    'PATCH /api/project/:id',
    'DELETE /api/project/:id',
  ]),
  ...foreignRecord('projectGroup', [
    'GET /api/project_groups/:id',
    'PATCH /api/project_groups/:id',
    'DELETE /api/project_groups/:id',
  ]),
  ...foreignRecord('costCode', ['GET /api/cost_codes/:id', 'PATCH /api/cost_codes/:id']),
  ...foreignRecord('costCodeNumber', [
    'GET /api/cost_code_numbers/:id',
    'PATCH /api/cost_code_numbers/:id',
  ]),
  ...foreignRecord('costCodeClass', [
    'GET /api/cost_code_classes/:id',
    'PATCH /api/cost_code_classes/:id',
  ]),
  ...foreignRecord('costCodePhase', [
    'GET /api/cost_code_phases/:id',
    'PATCH /api/cost_code_phases/:id',
  ]),
  ...foreignRecord('companyVendor', [
    'GET /api/company_vendor/:id',
    'PATCH /api/company_vendor/:id',
  ]),
  ...foreignRecord('vendorContact', [
    'GET /api/company_vendor_contact/:id',
    'PATCH /api/company_vendor_contact/:id',
  ]),
  ...foreignRecord('address', ['PATCH /api/address/:id']),
  ...foreignRecord('addressTo', ['PATCH /api/address_to/:id']),
  ...foreignRecord('shippingCarrier', ['PATCH /api/shipping_carriers/:id']),
  ...foreignRecord('material', [
    'GET /api/company_materials/:id',
    'PATCH /api/company_materials/:id',
    'DELETE /api/company_materials/:id',
    'GET /api/company_materials/:id/prices_history',
  ]),
  ...foreignRecord('invitation', [
    'POST /api/company_users/:id/resend_invitation',
    'POST /api/user/invitations/:id/accept',
    'POST /api/user/invitations/:id/decline',
  ]),
  ...foreignRecord('emailDomain', ['DELETE /api/company_settings/email_domains/:id']),
  'POST /api/companies/:id/switch': { id: async (o) => o.company.id },
};

/**
 * Rows for the routes of one kind of record the owner made with its create call; a PATCH sends
 * the kind's valid change (UPDATE_CALLS), so only the record's owner decides the answer.
 */
function foreignRecord(kind: CreateKind, keys: string[]) {
  const change = (UPDATE_CALLS as Partial<Record<CreateKind, UpdateCall>>)[kind];
  return Object.fromEntries(
    keys.map((key) => [
      key,
      {
        id: async (o: Owner) => o.records[kind],
        body: key.startsWith('PATCH') ? change?.body : undefined,
      },
    ]),
  );
}

interface Owner {
  company: TestCompany;
  memberId: number;
  /** One record of each kind, made by the owner's admin with its create call. */
  records: Record<CreateKind, number>;
  taxCodeId: number;
}

const NOWHERE = 2_147_483_000;
const pathOf = (url: string, id: number) => url.replace(':id', String(id));

let t: TestApp;
let owner: Owner;
const cookies = { bare: '', vendor: '', admin: '', stranger: '', support: '' };

beforeAll(async () => {
  t = await buildTestApp();
  const company = await createCompany(t.db);
  const member = await addMember(t.db, company.id, 'PURCHASER');
  cookies.admin = await signIn(t.app, company.admin);
  const created = await apiAs(t.app, cookies.admin)('POST', '/api/tax_codes', {
    tax_code: { code: 'OWN', description: 'Owner', tax_type: 'SALES', tax_code_rates: [] },
  });
  owner = {
    company,
    memberId: member.companyUserId,
    taxCodeId: created.json().tax_code.id,
    records: await createOneOfEach(company),
  };
  // A member whose role holds no permission at all.
  const bare = await createCompany(t.db);
  await setRolePermissions(t.db, bare.id, 'USER', []);
  cookies.bare = await signIn(t.app, await addMember(t.db, bare.id, 'USER'));
  cookies.vendor = await signIn(t.app, await createVendorUser(t.db, company.id), 'VENDOR');
  cookies.stranger = await signIn(t.app, (await createCompany(t.db)).admin);
  cookies.support = await signIn(t.app, await createSupportUser(t.db));
});
afterAll(() => t.close());

/** Makes one record of each kind in order (a contact needs its vendor first). */
async function createOneOfEach(company: TestCompany): Promise<Record<CreateKind, number>> {
  const as = apiAs(t.app, cookies.admin);
  const ctx: CreateContext = {
    roleId: await roleId(t.db, company.id, 'USER'),
    companyVendorId: 0,
    vendorDomain: 'vmatrix.test',
  };
  const records = {} as Record<CreateKind, number>;
  for (const [kind, call] of Object.entries(CREATE_CALLS) as [
    CreateKind,
    (typeof CREATE_CALLS)[CreateKind],
  ][]) {
    const res = await as('POST', call.url, call.body('matrix', ctx));
    expect(res.statusCode, `${kind}: ${res.body}`).toBe(201);
    records[kind] = call.idOf(res.json());
    if (kind === 'companyVendor') {
      ctx.companyVendorId = records[kind];
      ctx.vendorDomain = 'vmatrix.test';
    }
  }
  return records;
}

const registered = () =>
  t.routes
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((m) => ({ m, r })),
    );

const send = (method: string, url: string, cookie: string, payload?: string) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });

/** No body for a read; a valid-looking and a broken one for a write. */
const bodiesFor = (method: string) => (method === 'GET' ? [undefined] : ['{}', '{broken']);

const rows = Object.entries(ACCESS).map(([key, access]) => {
  const [method, url] = key.split(' ') as [string, string];
  return { key, method, url: pathOf(url, NOWHERE), access, options: access.split('|') };
});
/** A route none of whose options a vendor user meets. */
const closedToVendors = (options: string[]) =>
  options.every((o) => o.startsWith('company') || o === 'contractor' || o === 'internal');
/** A route none of whose options a member without any permission meets. */
const closedToBareMembers = (options: string[]) =>
  options.every((o) => o.startsWith('company:') || o === 'internal' || o === 'vendor');

describe('route matrix: every registered route', () => {
  it('lists every registered route, and only those', () => {
    const keys = registered().map(({ m, r }) => `${m} ${r.url}`);
    expect(keys.filter((k) => !(k in ACCESS)).sort()).toEqual([]);
    expect(Object.keys(ACCESS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('declares on each route the access of the table', () => {
    const declared = Object.fromEntries(
      registered().map(({ m, r }) => [
        `${m} ${r.url}`,
        (r.schema as Record<string, unknown> | undefined)?.['x-access'],
      ]),
    );
    expect(declared).toEqual(ACCESS);
  });

  it.each(rows.filter((r) => r.access !== 'public'))(
    '$key answers 401 without a session, whatever the body',
    async ({ method, url }) => {
      for (const body of bodiesFor(method)) {
        expect((await send(method, url, '', body)).statusCode).toBe(401);
      }
    },
  );

  it.each(rows.filter((r) => closedToVendors(r.options)))(
    '$key answers 403 to a vendor user, whatever the body',
    async ({ method, url }) => {
      for (const body of bodiesFor(method)) {
        expect((await send(method, url, cookies.vendor, body)).statusCode).toBe(403);
      }
    },
  );

  it.each(rows.filter((r) => r.access.startsWith('company:')))(
    '$key answers 403 without its permission, whatever the body',
    async ({ method, url }) => {
      for (const body of bodiesFor(method)) {
        expect((await send(method, url, cookies.bare, body)).statusCode).toBe(403);
      }
    },
  );

  it.each(rows.filter((r) => r.options.length > 1 && closedToBareMembers(r.options)))(
    '$key answers 403 to a member holding none of its permissions, before reading a malformed request',
    async ({ method, url }) => {
      const malformed =
        method === 'GET'
          ? [send(method, `${url}?page=nope&per_page=-1`, cookies.bare)]
          : ['{}', '{broken'].map((body) => send(method, url, cookies.bare, body));
      for (const res of await Promise.all(malformed)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
    },
  );

  it.each(rows.filter((r) => r.access === 'internal' || r.access === 'vendor'))(
    '$key answers 403 to a company admin, whatever the body',
    async ({ method, url }) => {
      for (const body of bodiesFor(method)) {
        expect((await send(method, url, cookies.admin, body)).statusCode).toBe(403);
      }
    },
  );

  it.each(Object.entries(FOREIGN).map(([key, row]) => ({ key, ...row })))(
    "$key answers 404 for another company's record",
    async ({ key, id, body }) => {
      const [method, url] = key.split(' ') as [string, string];
      const path = pathOf(url, await id(owner));
      const res = await send(
        method,
        path,
        cookies.stranger,
        body === undefined ? undefined : JSON.stringify(body),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      // The owner still reaches it.
      if (method === 'GET') expect((await send(method, path, cookies.admin)).statusCode).toBe(200);
    },
  );

  it.each(
    Object.entries(FOREIGN)
      .filter(([key]) => /^(PATCH|POST|PUT) /.test(key))
      .map(([key, row]) => ({ key, ...row })),
  )(
    "$key answers 404 for another company's record before reading a malformed body",
    async ({ key, id }) => {
      const [method, url] = key.split(' ') as [string, string];
      const path = pathOf(url, await id(owner));
      const res = await send(method, path, cookies.stranger, JSON.stringify({ unknown: '\u0000' }));
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    },
  );
});
