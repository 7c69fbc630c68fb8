import type {
  CurrentUser,
  DeliveryRecord,
  OrderLineRecord,
  OrderRecord,
  OrderSettingsRecord,
} from '@laydown/contracts';
import { fakeApi, type FakeRequest } from '../../../test/fake-api';
import { jsonResponse } from '../../../test/responses';
import { makeUser } from '../../../test/users';

/** Test data and a fake API for the order form's tests (the answers of §7 it reads). */

const list = (records: unknown[]) =>
  jsonResponse(200, { records, total_count: records.length, has_more: false });

export const SETTINGS: OrderSettingsRecord = {
  po_number_generation_method: 'DEFAULT',
  lock_order_option: 'NEVER',
  order_unlock_enabled: true,
  tax_codes: true,
  uses_cost_codes: false,
  required_line_fields: { ORDER: ['quantity', 'unit'], QUOTE: ['quantity', 'unit'], REQUEST: [] },
  new_order_deliveries: 1,
  new_order_material_rows: 10,
  add_more_material_rows: 5,
};

export const PROJECT = {
  id: 3,
  name: 'Riverside Tower',
  project_id: 'RT-1',
  active: true,
  inventory: false,
  is_placeholder: false,
  project_group_id: null,
  project_group_name: null,
  default_watcher_user_ids: [],
  addresses: [],
  created_at: '2026-01-01T12:00:00.000Z',
};

export const UNIT_EA = {
  id: 1,
  name: 'EA',
  synonyms: [],
  override_label: null,
  multiplier: '1',
  qty_increment: '1',
  unit_name_label: 'EA',
  unit_name_with_increment_label: 'EA',
};

export const TAX_CODE = {
  id: 5,
  code: 'STATE',
  description: null,
  tax_code_type: { tax_type: 'SALES' },
  tax_code_rate: { id: 9, rate: '8.25', available_at: '2020-01-01T12:00:00.000Z', expire_at: null },
  tax_code_rates: [
    { id: 9, rate: '8.25', available_at: '2020-01-01T12:00:00.000Z', expire_at: null },
  ],
  discarded_at: null,
};

export function lineRecord(fields: Partial<OrderLineRecord> = {}): OrderLineRecord {
  return {
    id: 31,
    order_id: 7,
    delivery_id: 21,
    position: 0,
    company_material_id: null,
    description: 'Copper pipe 1/2"',
    product_identifier: null,
    attributes: {},
    quantity: '4',
    quantity_delivered: '0',
    unit_id: UNIT_EA.id,
    unit_name: null,
    cost_code_id: null,
    cost_code: null,
    cost_code_phase_id: null,
    tax_code_id: TAX_CODE.id,
    tax_code: { id: TAX_CODE.id, code: TAX_CODE.code },
    tax_code_rate_id: 9,
    company_note: null,
    vendor_note: null,
    vendor_response: [],
    state: 'NONE',
    unit_cost: '12.50',
    extended_cost: '50.00',
    tax_value: '4.13',
    ext_cost_with_tax: '54.13',
    ...fields,
  };
}

export function deliveryRecord(fields: Partial<DeliveryRecord> = {}): DeliveryRecord {
  return {
    id: 21,
    position: 0,
    state: 'UNSCHEDULED',
    status: null,
    is_pick_up: false,
    address_id: null,
    address: null,
    address_to: null,
    requested_delivered_at: null,
    estimated_delivered_at: null,
    actual_delivered_at: null,
    shipped_at: null,
    instructions: null,
    carrier: null,
    shipping_carrier_id: null,
    tracking_number: null,
    lead_time_days: null,
    auto_follow_up_days: null,
    delivery_issue_type: null,
    has_open_issue: false,
    order_materials: [lineRecord()],
    ...fields,
  };
}

/** What the server lets the user do (OrderRecord.abilities): by default edit and cancel. */
export function abilities(
  fields: Partial<OrderRecord['abilities']> = {},
): OrderRecord['abilities'] {
  return {
    update: true,
    actions: ['cancel'],
    split: false,
    convert_to_commitment: false,
    receive: false,
    ...fields,
  };
}

export function orderRecord(fields: Partial<OrderRecord> = {}): OrderRecord {
  return {
    id: 7,
    kind: 'RFQ',
    order_number: '1007',
    quote_number: null,
    order_number_label: 'Ref Number',
    name: 'Level 2 plumbing',
    order_package_id: 4,
    order_package_name: null,
    project_id: PROJECT.id,
    project_name: PROJECT.name,
    company_vendor_id: null,
    vendor_name: null,
    vendor_contact_ids: [],
    watcher_ids: [],
    tags: [],
    state: 'DRAFT',
    sub_state: 'DRAFT_QUOTE',
    badge: 'Drafted',
    title_type: '',
    is_draft: true,
    quick_created: false,
    locked: false,
    version: 1,
    notes: null,
    quote_expires_at: null,
    lead_time_cutoff_date_timestamp: null,
    requested_by_company_user_id: null,
    approved_at: null,
    ordered_at: null,
    confirmed_at: null,
    cancelled_at: null,
    manual_exported_at: null,
    commitment_id: null,
    splitted_from_id: null,
    material_request_id: null,
    has_open_delivery_issue: false,
    last_action: null,
    created_at: '2026-11-20T12:00:00.000Z',
    updated_at: '2026-11-20T12:00:00.000Z',
    abilities: abilities(),
    public_purchaser_files: [],
    internal_purchaser_files: [],
    quote_files: [],
    vendor_files: [],
    internal_comments: [],
    deliveries: [deliveryRecord()],
    ...fields,
  };
}

/** The edit lock held by `owner` (decision 0086). */
export function sessionRecord(owner: { id: number; first_name: string; last_name: string }) {
  return {
    order_id: 7,
    owner: { id: owner.id, name: `${owner.first_name} ${owner.last_name}` },
    expires_at: '2026-01-01T12:01:30.000Z',
    heartbeat_seconds: 30,
    lapse_seconds: 90,
    can_unlock: true,
  };
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/** The calls the form makes on opening, answered; `routes` adds or replaces some. */
export function serveOrderForm(
  options: { user?: CurrentUser; routes?: Record<string, Handler> } = {},
) {
  return fakeApi({
    'GET /api/user': () => jsonResponse(200, { user: options.user ?? makeUser() }),
    'GET /api/order_settings': () => jsonResponse(200, { order_settings: SETTINGS }),
    'GET /api/projects': () => list([PROJECT]),
    'GET /api/company_vendors': () => list([]),
    'GET /api/project_watcher_candidates': () => jsonResponse(200, { records: [] }),
    'GET /api/common/units': () => list([UNIT_EA]),
    'GET /api/tax_codes': () => list([TAX_CODE]),
    'GET /api/shipping_carriers': () =>
      jsonResponse(200, { defaults: ['Delivered by vendor', 'Pickup'], records: [] }),
    'GET /api/company_settings/addresses': () => jsonResponse(200, { records: [] }),
    'GET /api/order/7/history': () => jsonResponse(200, { records: [] }),
    // The edit lock (decision 0086): free, so the signed-in user holds it.
    'PATCH /api/order_session/update': () =>
      jsonResponse(200, { order_session: sessionRecord(options.user ?? makeUser()) }),
    'PATCH /api/order_session/release': () =>
      jsonResponse(200, { order_session: { ...sessionRecord(makeUser()), owner: null } }),
    ...options.routes,
  });
}
