import type { ApiCall } from '../../../test/api-client';

export interface TestLine {
  description: string;
  quantity: string;
  product_identifier?: string | null;
  unit_name?: string;
}

const bags = (quantity: string): TestLine => ({
  description: 'Portland cement 94 lb bag',
  unit_name: 'BAG',
  quantity,
});

/** Test helper: a placed order (quick PO) with one delivery per list of lines. */
export async function placeOrder(
  call: ApiCall,
  refs: { projectId: number; vendorId: number },
  deliveries: TestLine[][],
) {
  const code = await call('POST', '/api/cost_codes', {
    cost_codes: [{ code: `03-${Math.random().toString(36).slice(2, 8)}`, description: 'Concrete' }],
  });
  if (code.statusCode !== 201)
    throw new Error(`cost_codes answered ${code.statusCode}: ${code.body}`);
  const cost_code_id = (code.json() as { cost_codes: { id: number }[] }).cost_codes[0]!.id;
  const res = await call('POST', '/api/order/quick_po', {
    order: {
      project_id: refs.projectId,
      company_vendor_id: refs.vendorId,
      deliveries: deliveries.map((lines) => ({
        order_materials: lines.map((line) => ({
          unit_name: 'EA',
          ...line,
          unit_cost: '12.5',
          cost_code_id,
        })),
      })),
    },
  });
  if (res.statusCode !== 201) throw new Error(`quick_po answered ${res.statusCode}: ${res.body}`);
  const order = res.json().order as {
    id: number;
    deliveries: { id: number; order_materials: { id: number }[] }[];
  };
  return {
    orderId: order.id,
    deliveries: order.deliveries.map((d) => ({
      id: d.id,
      lineId: d.order_materials[0]!.id,
      lineIds: d.order_materials.map((l) => l.id),
    })),
  };
}

/** A placed order of bags over deliveries of the given quantities (the journey). */
export function placeBagsOrder(
  call: ApiCall,
  refs: { projectId: number; vendorId: number },
  quantities: string[],
) {
  return placeOrder(
    call,
    refs,
    quantities.map((q) => [bags(q)]),
  );
}
