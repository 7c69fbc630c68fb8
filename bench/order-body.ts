/** The order the order benchmarks create: one delivery with `lines` priced lines (bench/orders.ts). */
export function benchOrderBody(
  ids: { projectId: number; unitId: number; costCodeId: number },
  lines: number,
) {
  return {
    order: {
      kind: 'ORDER',
      project_id: ids.projectId,
      name: `Bench ${lines} lines`,
      deliveries: [
        {
          requested_delivered_at: '2026-06-01',
          shipping_value: '25',
          order_materials: Array.from({ length: lines }, (_, i) => ({
            description: `Bench material ${i + 1}`,
            quantity: String(1 + (i % 9)),
            unit_id: ids.unitId,
            unit_cost: `${10 + i}.25`,
            cost_code_id: ids.costCodeId,
          })),
        },
      ],
    },
  };
}
