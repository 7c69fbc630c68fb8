import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { units } from '../../src/db/schema/index';
import type { ApiCall } from '../api-client';

/** What a priced order line needs in a test company: its EA unit and a cost code. */
export interface PricedLineInputs {
  unitId: number;
  costCodeId: number;
}

/** The company's EA unit, and a cost code (03-300 Concrete) its admin makes through the API. */
export async function pricedLineInputs(
  db: Database,
  companyId: number,
  admin: ApiCall,
): Promise<PricedLineInputs> {
  const [unit] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, 'EA'), eq(units.multiplier, '1')));
  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete', project_ids: [] }],
  });
  expect(code.statusCode, code.body).toBe(201);
  return { unitId: unit!.id, costCodeId: code.json().cost_codes[0].id as number };
}

export interface OnePricedLineOrder {
  kind: 'ORDER' | 'RFQ';
  projectId: number;
  companyVendorId: number;
  name: string;
  vendorContactIds?: number[];
  requestedDeliveredAt?: string;
  line: { description: string; quantity: string; unitCost: string };
}

/** A draft order (or RFQ) with one priced line in EA under the cost code, made through the API. */
export async function createOrderWithOnePricedLine(
  admin: ApiCall,
  inputs: PricedLineInputs,
  order: OnePricedLineOrder,
) {
  const res = await admin('POST', '/api/order', {
    order: {
      kind: order.kind,
      project_id: order.projectId,
      company_vendor_id: order.companyVendorId,
      ...(order.vendorContactIds ? { vendor_contact_ids: order.vendorContactIds } : {}),
      name: order.name,
      deliveries: [
        {
          ...(order.requestedDeliveredAt
            ? { requested_delivered_at: order.requestedDeliveredAt }
            : {}),
          order_materials: [
            {
              description: order.line.description,
              quantity: order.line.quantity,
              unit_id: inputs.unitId,
              unit_cost: order.line.unitCost,
              cost_code_id: inputs.costCodeId,
            },
          ],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; order_number: string };
}
