import type { OrderState, OrderSubState } from '@laydown/domain';

/**
 * What the order PDF shows (issue 15 "PDF: GET /order/:id.pdf"), as the orders module hands it
 * over: plain values of one order, already read for the signed-in company. Decimals are the
 * strings the API carries (procurement-core §3); dates are ISO strings. The renderer applies the
 * domain's rules (labels, unit display, totals, date formats) itself, so a caller cannot show a
 * figure the domain would not.
 */

/** An address of the address index (procurement-core §3; the `addressRecord` contract's fields). */
export interface OrderPdfAddress {
  nickname?: string | null;
  address_line_1: string;
  address_line_2?: string | null;
  city?: string | null;
  state?: string | null;
  zip_code?: string | null;
  country?: string | null;
}

/** §3 Vendor contact, as far as a vendor's reader needs it. */
export interface OrderPdfContact {
  first_name: string;
  last_name: string;
  nickname?: string | null;
  email?: string | null;
  phone_number?: string | null;
}

/** §3 Unit: what the display rule reads (name, multiplier, the company's override label). */
export interface OrderPdfUnit {
  name: string;
  multiplier: string;
  override_label?: string | null;
}

/** A code with its optional description (cost code, cost code phase, tax code). */
export interface OrderPdfCode {
  code: string;
  description?: string | null;
}

/** §3 Order material (a line) as stored: its money is the stored, reconciled one (§5). */
export interface OrderPdfLine {
  description: string;
  product_identifier?: string | null;
  quantity: string | null;
  unit: OrderPdfUnit | null;
  unit_cost: string | null;
  extended_cost: string | null;
  cost_code?: OrderPdfCode | null;
  cost_code_phase?: OrderPdfCode | null;
  tax_code?: OrderPdfCode | null;
  tax_value: string | null;
  /** The purchaser's note on the line (§3 company_note). */
  note?: string | null;
}

/** §3 Delivery with its lines and its cost values (§5 delivery costs). */
export interface OrderPdfDelivery {
  is_pick_up?: boolean;
  address?: OrderPdfAddress | null;
  /** §3 address_to: the person the delivery is for. */
  address_to?: string | null;
  requested_delivered_at?: string | null;
  instructions?: string | null;
  carrier?: string | null;
  discount_value?: string | null;
  shipping_value?: string | null;
  other_value?: string | null;
  tax_value?: string | null;
  lines: readonly OrderPdfLine[];
}

/** ORDER prints a purchase order, RFQ a request for quote. */
export type OrderPdfKind = 'ORDER' | 'RFQ';

export interface OrderPdfDocument {
  kind: OrderPdfKind;
  /** The order's position: its number label and its status badge come from it (§4). */
  state: OrderState;
  sub_state: OrderSubState | null;
  /** The order number, or the quote number of an RFQ. */
  number: string;
  /** §3 Order name, when the purchaser gave one. */
  name?: string | null;
  company: { name: string; address?: OrderPdfAddress | null };
  vendor: {
    name: string;
    address?: OrderPdfAddress | null;
    contacts?: readonly OrderPdfContact[];
  };
  project: { name: string; project_id?: string | null };
  created_at: string;
  quote_expires_at?: string | null;
  /** The company's tax_codes feature flag: the lines' tax codes make the tax (§5). */
  tax_codes: boolean;
  terms_and_conditions?: string | null;
  notes?: string | null;
  deliveries: readonly OrderPdfDelivery[];
  /** The IANA zone dates are shown in (the company's); the server's own without one. */
  time_zone?: string;
}

export interface RenderOrderPdfOptions {
  /** False for a user without can_view_costs: every cost, price, tax value and total is left out. */
  pricing: boolean;
}
