import type { VendorOrderRecord, VendorOrderSummary } from '@laydown/contracts';

type VendorLine = VendorOrderRecord['order_materials'][number];

/** An RFQ sent to the vendor, as the vendor portal lists it. */
export const vendorOrderSummary: VendorOrderSummary = {
  id: 7,
  order_number: '1007',
  name: 'Podium rebar',
  state: 'QUOTED',
  sub_state: 'QUOTED_REQUESTED',
  badge: 'Quote Requested',
  title_type: 'RFQ',
  company_name: 'Acme Builders',
  project_name: 'Harbor View',
  quote_expires_at: null,
  updated_at: '2026-11-03T12:00:00.000Z',
};

/** One line of that RFQ, unanswered; override what a test is about. */
export const vendorLine = (fields: Partial<VendorLine> = {}): VendorLine => ({
  id: 11,
  delivery_id: 5,
  description: 'Rebar #4 20ft',
  product_identifier: null,
  quantity: '10',
  unit_id: 1,
  unit_name: 'EA',
  prev_quantity: null,
  prev_unit_name: null,
  unit_cost: null,
  extended_cost: null,
  changed_unit_cost_by_vendor: false,
  company_note: null,
  vendor_note: null,
  vendor_response: [],
  ...fields,
});

/** The RFQ as the vendor reads it (portal or document link): one delivery, one line. */
export const vendorOrder = (fields: Partial<VendorOrderRecord> = {}): VendorOrderRecord => ({
  ...vendorOrderSummary,
  number_label: 'Ref Number',
  vendor_name: 'Demo Supply',
  notes: null,
  confirmed_at: null,
  cancellation_requested_at: null,
  cancellation_reason: null,
  purchaser_costs_sent: false,
  deliveries: [
    {
      id: 5,
      position: 0,
      state: 'REQUESTED',
      is_pick_up: false,
      address: { nickname: 'Site', address_line_1: '1 Main St' },
      requested_delivered_at: '2026-03-02T12:00:00.000Z',
      estimated_delivered_at: null,
      shipped_at: null,
      carrier: null,
      tracking_number: null,
      instructions: null,
    },
  ],
  order_materials: [vendorLine()],
  units: [
    { id: 1, name: 'EA' },
    { id: 2, name: 'BOX' },
  ],
  abilities: {
    can_respond: true,
    can_submit_quote: true,
    can_confirm: false,
    can_request_cancellation: true,
    can_ship: false,
    can_answer_cancellation: false,
  },
  ...fields,
});
