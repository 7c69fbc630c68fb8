import type { OrderAction } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { SystemScope } from '../../../platform/scope';
import {
  demoReferences,
  settleDemoDeliveries,
  type DemoDeliveryStage,
  writeDemoVendorAnswers,
  type DemoVendorAnswer,
} from '../repositories/demo-repository';
import { findOrder } from '../repositories/order-repository';
import { createOrder } from './create-order';
import { advanceOrder } from './order-actions';

/**
 * The demo company's orders (issue 15 "Demo data"): every §4 state — drafts, requests (drafted,
 * requested, approved), RFQs sent to two vendors with their answers, orders placed, confirmed,
 * shipped, partially and fully delivered, cancelled, deleted, with a cancellation requested —
 * over the three demo projects, with deliveries, tax, shipping and discounts. Each is made by the
 * order services and moved by the state machine, so it is what a user could have made; the
 * deliveries then show how far each order has come.
 */

type Line = [description: string, quantity: string, unit: string, cost: string];

interface DemoOrder {
  name: string;
  kind: 'ORDER' | 'RFQ';
  project: number;
  /** The §4 create row, when not a draft (requests). */
  createAs?: OrderAction;
  path: OrderAction[];
  lines: Line[];
  /** A second delivery with these lines (partial deliveries need two). */
  later?: Line[];
  /** The vendor of the demo's vendors (by position); the same package as the order before it. */
  vendor?: number;
  samePackageAsPrevious?: boolean;
  deliveries?: DemoDeliveryStage;
  costs?: { shipping?: string; discount?: string; other?: string };
  /** What the vendor answered on the quote's lines (§5 vendor response types). */
  answers?: DemoVendorAnswer[];
}

const CONCRETE: Line[] = [
  ['Ready-mix concrete 4000 PSI', '24', 'CY', '158.50'],
  ['Rebar #4 grade 60, 20 ft', '180', 'EA', '11.25'],
  ['Vapor barrier 15 mil, 14x140 ft roll', '6', 'EA', '289.00'],
];
const CONCRETE_QUOTE: Line[] = [
  ['Ready-mix concrete 4000 PSI', '24', 'CY', '152.75'],
  ['Rebar #4 grade 60, 20 ft', '180', 'EA', '11.90'],
  ['Vapor barrier 15 mil, 14x140 ft roll', '6', 'EA', '275.00'],
];
const PIPE: Line[] = [
  ['Copper pipe type L 3/4 in, 20 ft', '40', 'EA', '64.80'],
  ['PVC conduit schedule 40 1 in, 10 ft', '120', 'EA', '4.95'],
];
const DRYWALL: Line[] = [
  ['Gypsum board 5/8 in type X, 4x12 ft', '220', 'EA', '18.40'],
  ['Metal stud 3-5/8 in 20 ga, 10 ft', '400', 'EA', '6.15'],
];
const LUMBER: Line[] = [
  ['Plywood form panel 3/4 in, 4x8 ft', '150', 'EA', '52.00'],
  ['Lumber 2x4 SPF, 8 ft', '600', 'EA', '4.10'],
];

const ORDERS: DemoOrder[] = [
  // Drafts and a deleted draft.
  { name: 'Level 2 slab pour', kind: 'ORDER', project: 0, path: [], lines: CONCRETE },
  { name: 'Plumbing rough-in', kind: 'RFQ', project: 1, path: [], lines: PIPE },
  { name: 'Site fencing', kind: 'ORDER', project: 2, path: ['delete_draft'], lines: LUMBER },
  // Requests: drafted, requested (order and quote), approved, declined.
  {
    name: 'Drywall for level 3',
    kind: 'ORDER',
    project: 2,
    createAs: 'create_draft_request',
    path: [],
    lines: DRYWALL,
  },
  {
    name: 'Anchor bolts',
    kind: 'ORDER',
    project: 0,
    createAs: 'create_order_request',
    path: [],
    lines: LUMBER,
  },
  {
    name: 'Insulation pricing',
    kind: 'RFQ',
    project: 1,
    createAs: 'create_quote_request',
    path: [],
    lines: DRYWALL,
  },
  {
    name: 'Formwork lumber',
    kind: 'ORDER',
    project: 2,
    createAs: 'create_order_request',
    path: ['approve'],
    lines: LUMBER,
  },
  // One RFQ sent to two vendors (one package), both answered; one still waiting.
  {
    name: 'Foundation concrete',
    kind: 'RFQ',
    project: 0,
    path: ['send_rfq', 'receive_quote'],
    lines: CONCRETE,
    vendor: 0,
    answers: [{ line: 1, response: ['BACKORDERED'], note: 'Rebar ships in 2 weeks.' }],
  },
  {
    name: 'Foundation concrete',
    kind: 'RFQ',
    project: 0,
    path: ['send_rfq', 'receive_quote'],
    lines: CONCRETE_QUOTE,
    vendor: 1,
    samePackageAsPrevious: true,
    answers: [
      { line: 0, response: ['CHANGED_PRICE'], note: 'Plant price from the 1st of the month.' },
      {
        line: 2,
        response: ['SUBSTITUTION'],
        note: 'Equivalent 15 mil barrier from another mill, same ASTM E1745 class A.',
      },
    ],
  },
  { name: 'Light fixtures', kind: 'RFQ', project: 2, path: ['send_rfq'], lines: PIPE },
  {
    name: 'Gravel base',
    kind: 'RFQ',
    project: 2,
    path: ['send_rfq', 'expire_quote'],
    lines: CONCRETE,
  },
  // Placed orders through to delivery.
  {
    name: 'Electrical conduit',
    kind: 'ORDER',
    project: 1,
    path: ['place_order'],
    lines: PIPE,
    deliveries: 'REQUESTED',
  },
  {
    name: 'Garage slab',
    kind: 'ORDER',
    project: 1,
    path: ['place_order', 'confirm'],
    lines: CONCRETE,
    deliveries: 'SCHEDULED',
    costs: { shipping: '150', discount: '75' },
  },
  {
    name: 'Copper for units 1-12',
    kind: 'ORDER',
    project: 1,
    path: ['place_order', 'confirm', 'ship'],
    lines: PIPE,
    deliveries: 'SHIPPED',
  },
  {
    name: 'Podium rebar',
    kind: 'ORDER',
    project: 0,
    path: ['place_order', 'confirm', 'partially_ship'],
    lines: CONCRETE.slice(0, 2),
    later: CONCRETE.slice(2),
    deliveries: 'PARTIAL',
    costs: { shipping: '95' },
  },
  {
    name: 'Footings',
    kind: 'ORDER',
    project: 0,
    path: ['place_order', 'confirm', 'ship', 'deliver'],
    lines: CONCRETE,
    deliveries: 'DELIVERED',
    costs: { shipping: '120', other: '35' },
  },
  {
    name: 'Warehouse slab',
    kind: 'ORDER',
    project: 2,
    path: ['place_order', 'deliver'],
    lines: CONCRETE_QUOTE,
    deliveries: 'DELIVERED',
    vendor: 1,
  },
  // Cancelled by the buyer, and a confirmed order whose cancellation was asked for.
  {
    name: 'Temporary power',
    kind: 'ORDER',
    project: 1,
    path: ['place_order', 'cancel'],
    lines: PIPE,
  },
  {
    name: 'Roof drains',
    kind: 'ORDER',
    project: 2,
    path: ['place_order', 'confirm', 'request_cancellation'],
    lines: PIPE,
    deliveries: 'SCHEDULED',
  },
];

export async function seedDemoOrders(db: Executor, scope: SystemScope): Promise<void> {
  const refs = await demoReferences(db, scope);
  const projectIds = refs.projectRows.map((p) => p.id);
  if (projectIds.length === 0 || refs.vendorRows.length === 0) return;
  const unit = (name: string) =>
    refs.unitRows.find((u) => u.name === name)?.id ?? refs.unitRows[0]?.id ?? null;
  const tax = refs.taxRows.find((t) => t.code === 'CA-SAC')?.id ?? null;
  const vendors = refs.vendorRows.map((v) => v.id);
  const now = Date.now();
  let previous: number | null = null;
  for (const [index, demo] of ORDERS.entries()) {
    const projectId = projectIds[demo.project % projectIds.length]!;
    const vendorId = vendors[(demo.vendor ?? 0) % vendors.length]!;
    const priced = demo.kind === 'ORDER' || demo.path.includes('receive_quote');
    const lines = (rows: Line[]) =>
      rows.map(([description, quantity, unitName, cost], i) => ({
        description,
        quantity,
        unit_id: unit(unitName),
        unit_name: null,
        unit_cost: priced ? cost : null,
        cost_code_id: refs.codeRows[(index + i) % Math.max(1, refs.codeRows.length)]?.id ?? null,
        tax_code_id: tax,
        product_identifier: null,
        company_note: null,
      }));
    const delivery = (rows: Line[], weeks: number, costs: DemoOrder['costs'] = {}) => ({
      address_id: refs.addressRows.find((a) => a.projectId === projectId)?.id ?? null,
      address_to: 'Site superintendent',
      requested_delivered_at: new Date(now + weeks * 7 * 86_400_000).toISOString(),
      instructions: 'Call 30 minutes before arrival.',
      carrier: 'Delivered by vendor',
      tracking_number: null,
      shipping_value: costs.shipping ?? null,
      discount_value: costs.discount ?? null,
      other_value: costs.other ?? null,
      tax_value: null,
      order_materials: lines(rows),
    });
    const { id } = await createOrder(
      db,
      scope,
      {
        kind: demo.kind,
        order_package_id: demo.samePackageAsPrevious ? previous : null,
        project_id: projectId,
        company_vendor_id: vendorId,
        vendor_contact_ids: refs.contactRows
          .filter((c) => c.vendorId === vendorId)
          .map((c) => c.id),
        name: demo.name,
        tags: [],
        notes: null,
        quote_expires_at:
          demo.kind === 'RFQ' ? new Date(now + 10 * 86_400_000).toISOString() : null,
        lead_time_cutoff_date_timestamp: null,
        deliveries: [
          delivery(demo.lines, 2 + (index % 4), demo.costs),
          ...(demo.later ? [delivery(demo.later, 5)] : []),
        ],
      },
      'draft',
      { createAs: demo.createAs },
    );
    if (demo.path.length > 0) await advanceOrder(db, scope, id, demo.path);
    if (demo.answers) await writeDemoVendorAnswers(db, scope, id, demo.answers);
    if (demo.deliveries) {
      await settleDemoDeliveries(db, scope, id, demo.deliveries, new Date(now - 86_400_000));
    }
    previous = (await findOrder(db, scope, id))?.orderPackageId ?? null;
  }
}
