import { lineMoney } from '@laydown/domain';
import type { OrderPdfDocument, OrderPdfLine, OrderPdfUnit } from './order-pdf-document';

/**
 * Orders to render in tests and to look at: a request for quote, a purchase order with tax codes
 * and delivery costs over two deliveries, and a purchase order of any number of lines. The lines'
 * money is what the domain stores for them (§5 lineMoney), as the orders module will hand it over.
 */

const EA: OrderPdfUnit = { name: 'EA', multiplier: '1' };
const CLF: OrderPdfUnit = { name: 'LF', multiplier: '100' };
const BAG: OrderPdfUnit = { name: 'BAG', multiplier: '1' };

interface LineInput extends Omit<OrderPdfLine, 'extended_cost' | 'tax_value' | 'unit'> {
  unit?: OrderPdfUnit;
  rate_percent?: string;
}

/** A stored line: its extended cost and tax as the domain computes them. */
export function pricedLine(input: LineInput): OrderPdfLine {
  const { rate_percent, unit = EA, ...line } = input;
  const money = lineMoney({
    unit_cost: line.unit_cost,
    quantity: line.quantity,
    unit: { multiplier: unit.multiplier, qty_increment: '1' },
    has_tax_code: Boolean(line.tax_code),
    rate_percent,
  });
  return { ...line, unit, extended_cost: money.extended_cost, tax_value: money.tax_value };
}

const COMPANY = {
  name: 'Northwind Builders LLC',
  address: {
    address_line_1: '1200 Congress Ave',
    address_line_2: 'Suite 400',
    city: 'Austin',
    state: 'TX',
    zip_code: '78701',
    country: 'USA',
  },
};

const RIVERSIDE_SITE = {
  nickname: 'Riverside site',
  address_line_1: '455 River Rd',
  city: 'Austin',
  state: 'TX',
  zip_code: '78741',
};

const TERMS =
  'Prices include delivery to the job site unless stated otherwise. The vendor confirms quantities and ' +
  'delivery dates in writing within two business days. Materials must meet the project specifications; ' +
  'substitutions need written approval. Invoices quote the PO number and are paid net 30 days after receipt ' +
  'of goods. Damaged or missing items are reported on the delivery ticket.';

export function sampleRfq(): OrderPdfDocument {
  return {
    kind: 'RFQ',
    state: 'QUOTED',
    sub_state: 'QUOTED_REQUESTED',
    number: 'Q-2207',
    name: 'Level 3 slab pour',
    company: COMPANY,
    vendor: {
      name: 'Capital Concrete Supply',
      contacts: [{ first_name: 'Dana', last_name: 'Reyes', email: 'dana@capitalconcrete.example' }],
    },
    project: { name: 'Riverside Medical Office', project_id: 'P-7' },
    created_at: '2025-03-14T12:00:00.000Z',
    quote_expires_at: '2025-03-21T12:00:00.000Z',
    tax_codes: false,
    terms_and_conditions: TERMS,
    deliveries: [
      {
        address: RIVERSIDE_SITE,
        requested_delivered_at: '2025-03-28T12:00:00.000Z',
        lines: [
          pricedLine({
            description: '4000 PSI ready-mix concrete',
            quantity: '85',
            unit: { name: 'CY', multiplier: '1' },
            unit_cost: null,
          }),
          pricedLine({
            description: 'Portland cement type I/II, 94 lb',
            quantity: '40',
            unit: BAG,
            unit_cost: null,
          }),
          pricedLine({
            description: '#4 rebar, grade 60, 20 ft',
            product_identifier: 'RB-4-20',
            quantity: '300',
            unit_cost: null,
          }),
        ],
      },
    ],
    time_zone: 'America/Chicago',
  };
}

const STATE_TAX = { code: 'TX-STATE', description: 'Texas sales tax' };

export function samplePurchaseOrder(): OrderPdfDocument {
  return {
    kind: 'ORDER',
    state: 'ORDERED',
    sub_state: 'ORDERED_CONFIRMED',
    number: '1042-P-7',
    name: 'Electrical rough-in, phase 2',
    company: COMPANY,
    vendor: {
      name: 'Łódź Elektro Supply — Zoë Ørsted & Søn',
      address: {
        address_line_1: '88 Industrial Blvd',
        city: 'Round Rock',
        state: 'TX',
        zip_code: '78664',
      },
      contacts: [
        {
          first_name: 'Zoë',
          last_name: 'Ørsted',
          nickname: 'Zo',
          email: 'zoe@elektro.example',
          phone_number: '+1 512 555 0188',
        },
        { first_name: 'Marek', last_name: 'Łukasiewicz', email: 'marek@elektro.example' },
      ],
    },
    project: { name: 'Riverside Medical Office', project_id: 'P-7' },
    created_at: '2025-03-14T12:00:00.000Z',
    tax_codes: true,
    notes: 'Call the site superintendent 30 minutes before arrival: 512-555-0100.',
    terms_and_conditions: TERMS,
    deliveries: [
      {
        address: RIVERSIDE_SITE,
        address_to: 'Sam Ortiz',
        requested_delivered_at: '2025-03-20T12:00:00.000Z',
        carrier: 'Vendor truck',
        instructions: 'Deliver to the north gate; forklift on site.',
        shipping_value: '125.00',
        discount_value: '40.5',
        lines: [
          pricedLine({
            description: '12/2 NM-B Romex cable, 250 ft coil',
            product_identifier: 'SW-12-2-250',
            quantity: '12',
            unit_cost: '94.37',
            cost_code: { code: '26-0519' },
            cost_code_phase: { code: '02' },
            tax_code: STATE_TAX,
            rate_percent: '6.25',
          }),
          pricedLine({
            description: 'EMT conduit 3/4 in',
            quantity: '18',
            unit: CLF,
            unit_cost: '61.125',
            cost_code: { code: '26-0533' },
            tax_code: STATE_TAX,
            rate_percent: '6.25',
          }),
          pricedLine({
            description:
              'Square D QO 200 A load center, 40 spaces, with main breaker and cover, indoor rated, for the level 2 electrical room (see drawing E-201)',
            quantity: '2',
            unit_cost: '412.9',
            cost_code: { code: '26-2416' },
            tax_code: STATE_TAX,
            rate_percent: '6.25',
            note: 'Match the level 1 panels.',
          }),
          pricedLine({
            description: 'Wire nuts, assorted (tax exempt)',
            quantity: '10',
            unit: { name: 'BOX', multiplier: '1' },
            unit_cost: '8.499',
            cost_code: { code: '26-0519' },
          }),
        ],
      },
      {
        is_pick_up: true,
        address: { address_line_1: '88 Industrial Blvd', city: 'Round Rock', state: 'TX' },
        requested_delivered_at: '2025-03-27T12:00:00.000Z',
        other_value: '15',
        lines: [
          pricedLine({
            description: 'LED troffer 2x4, 4000 K',
            quantity: '24',
            unit_cost: '67.5',
            cost_code: { code: '26-5100' },
            tax_code: STATE_TAX,
            rate_percent: '6.25',
          }),
        ],
      },
    ],
    time_zone: 'America/Chicago',
  };
}

/** A one-delivery purchase order of `count` lines, each a single line of text. */
export function largePurchaseOrder(count: number): OrderPdfDocument {
  const base = samplePurchaseOrder();
  const lines = Array.from({ length: count }, (_, i) =>
    pricedLine({
      description: `Item ${i + 1} fastener assortment`,
      quantity: String((i % 9) + 1),
      unit_cost: `${(i % 50) + 1}.25`,
      cost_code: { code: '05-0500' },
      tax_code: STATE_TAX,
      rate_percent: '8.25',
    }),
  );
  const [first] = base.deliveries;
  return { ...base, deliveries: first ? [{ ...first, lines }] : [] };
}
