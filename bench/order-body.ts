/** A signed-in JSON call to the API; a refused one throws with its status and body. */
export function jsonCaller(baseUrl: string, cookie: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

/** What a bench order's lines point at: the demo's first project and unit, and a cost code. */
export async function benchOrderIds(call: ReturnType<typeof jsonCaller>) {
  type Records = { records: { id: number }[] };
  const projects = await call<Records>('GET', '/projects');
  const units = await call<Records>('GET', '/common/units');
  let codes = await call<Records>('GET', '/cost_codes');
  if (codes.records.length === 0) {
    await call('POST', '/cost_codes', { cost_codes: [{ code: '03-300' }] });
    codes = await call<Records>('GET', '/cost_codes');
  }
  return {
    projectId: projects.records[0]!.id,
    unitId: units.records[0]!.id,
    costCodeId: codes.records[0]!.id,
  };
}

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
