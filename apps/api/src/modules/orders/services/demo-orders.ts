import type { OrderAction } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { SystemScope } from '../../../platform/scope';
import { demoReferences } from '../repositories/demo-repository';
import { createOrder } from './create-order';
import { advanceOrder } from './order-actions';

/**
 * The demo company's orders (issue 15 "Demo data"): drafts, a request, RFQs sent to two vendors,
 * orders placed, confirmed, shipped, partially and fully delivered, cancelled and a deleted draft,
 * over the demo projects, with deliveries, tax and costs. Each is made by the order services and
 * moved by the state machine, so it is exactly what a user could have made.
 */

interface DemoOrder {
  name: string;
  kind: 'ORDER' | 'RFQ';
  project: number;
  path: OrderAction[];
  lines: [string, string, string, string | null][];
}

const LINES: DemoOrder['lines'] = [
  ['Ready-mix concrete 4000 PSI', '24', 'CY', '158.50'],
  ['Rebar #4 grade 60, 20 ft', '180', 'EA', '11.25'],
  ['Vapor barrier 15 mil, 14x140 ft roll', '6', 'EA', '289.00'],
];
const PIPE: DemoOrder['lines'] = [
  ['Copper pipe type L 3/4 in, 20 ft', '40', 'EA', '64.80'],
  ['PVC conduit schedule 40 1 in, 10 ft', '120', 'EA', '4.95'],
];

const ORDERS: DemoOrder[] = [
  { name: 'Level 2 slab pour', kind: 'ORDER', project: 0, path: [], lines: LINES },
  { name: 'Plumbing rough-in (quote draft)', kind: 'RFQ', project: 1, path: [], lines: PIPE },
  { name: 'Site fencing', kind: 'ORDER', project: 0, path: ['delete_draft'], lines: PIPE },
  { name: 'Foundation concrete', kind: 'RFQ', project: 0, path: ['send_rfq'], lines: LINES },
  {
    name: 'Foundation concrete (second vendor)',
    kind: 'RFQ',
    project: 0,
    path: ['send_rfq', 'receive_quote'],
    lines: LINES,
  },
  { name: 'Electrical conduit', kind: 'ORDER', project: 1, path: ['place_order'], lines: PIPE },
  {
    name: 'Garage slab',
    kind: 'ORDER',
    project: 1,
    path: ['place_order', 'confirm'],
    lines: LINES,
  },
  {
    name: 'Copper for units 1-12',
    kind: 'ORDER',
    project: 1,
    path: ['place_order', 'confirm', 'ship'],
    lines: PIPE,
  },
  {
    name: 'Podium rebar',
    kind: 'ORDER',
    project: 0,
    path: ['place_order', 'partially_ship'],
    lines: LINES,
  },
  {
    name: 'Footings',
    kind: 'ORDER',
    project: 0,
    path: ['place_order', 'confirm', 'ship', 'deliver'],
    lines: LINES,
  },
  {
    name: 'Temporary power',
    kind: 'ORDER',
    project: 1,
    path: ['place_order', 'cancel'],
    lines: PIPE,
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
  for (const [index, demo] of ORDERS.entries()) {
    const projectId = projectIds[demo.project % projectIds.length]!;
    const vendorId = vendors[index % vendors.length]!;
    const id = await createOrder(
      db,
      scope,
      {
        kind: demo.kind,
        project_id: projectId,
        company_vendor_id: vendorId,
        vendor_contact_ids: refs.contactRows
          .filter((c) => c.vendorId === vendorId)
          .map((c) => c.id),
        name: demo.name,
        tags: [],
        notes: null,
        quote_expires_at: null,
        lead_time_cutoff_date_timestamp: null,
        deliveries: [
          {
            address_id: refs.addressRows.find((a) => a.projectId === projectId)?.id ?? null,
            address_to: 'Site superintendent',
            requested_delivered_at: '2026-06-15T12:00:00.000Z',
            instructions: 'Call 30 minutes before arrival.',
            carrier: 'Delivered by vendor',
            tracking_number: null,
            shipping_value: index % 2 === 0 ? '85' : null,
            discount_value: null,
            other_value: null,
            tax_value: null,
            order_materials: demo.lines.map(([description, quantity, unitName, cost], i) => ({
              description,
              quantity,
              unit_id: unit(unitName),
              unit_name: null,
              unit_cost: demo.kind === 'RFQ' && !demo.path.includes('receive_quote') ? null : cost,
              cost_code_id:
                refs.codeRows[(index + i) % Math.max(1, refs.codeRows.length)]?.id ?? null,
              tax_code_id: tax,
              product_identifier: null,
              company_note: null,
            })),
          },
        ],
      },
      'draft',
    );
    if (demo.path.length > 0) await advanceOrder(db, scope, id, demo.path);
  }
}
