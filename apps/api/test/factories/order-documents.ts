import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { units } from '../../src/db/schema/index';
import type { ApiCall } from '../api-client';
import { createCompanyVendorRow } from './orders';
import { createProjectRow } from './reference';

/**
 * Orders made through the API as the order form sends them, for the orders tests: what a company
 * needs for one (a project, a vendor, its EA unit, a cost code) and the request bodies.
 */
export interface OrderParts {
  projectId: number;
  companyVendorId: number;
  unitId: number;
  costCodeId: number;
}

/** A unit every company starts with (multiplier 1), by name. */
export async function unitNamed(db: Database, companyId: number, name = 'EA'): Promise<number> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.companyId, companyId), eq(units.name, name), eq(units.multiplier, '1')));
  if (!row) throw new Error(`no unit ${name}`);
  return row.id;
}

/** A new project and company vendor, the EA unit and cost code 03-300 (made by `admin`). */
export async function orderParts(
  db: Database,
  companyId: number,
  admin: ApiCall,
): Promise<OrderParts> {
  const code = await admin('POST', '/api/cost_codes', {
    cost_codes: [{ code: '03-300', description: 'Concrete' }],
  });
  expect(code.statusCode, code.body).toBe(201);
  return {
    projectId: (await createProjectRow(db, companyId)).id,
    companyVendorId: (await createCompanyVendorRow(db, companyId)).id,
    unitId: await unitNamed(db, companyId),
    costCodeId: code.json().cost_codes[0].id as number,
  };
}

/** A line: 4 EA at 2.5 on the cost code, unless `fields` say otherwise. */
export function orderLine(parts: OrderParts, description: string, fields: object = {}) {
  return {
    description,
    quantity: '4',
    unit_id: parts.unitId,
    unit_cost: '2.5',
    cost_code_id: parts.costCodeId,
    ...fields,
  };
}

export interface OrderBodyOptions {
  lines: object[];
  /** Fields of the one delivery besides its lines. */
  delivery?: object;
  /** Fields of the order; they win over the defaults (kind ORDER, the parts' project and vendor). */
  [field: string]: unknown;
}

/** The body of POST /api/order: an order with one delivery holding `lines`. */
export function orderBody(
  parts: OrderParts,
  { lines, delivery = {}, ...fields }: OrderBodyOptions,
) {
  return {
    order: {
      kind: 'ORDER',
      project_id: parts.projectId,
      company_vendor_id: parts.companyVendorId,
      deliveries: [{ ...delivery, order_materials: lines }],
      ...fields,
    } as Record<string, unknown>,
  };
}

/** Creates the order of `body` as `call` (POST /api/order, or /quick_po without a kind): 201. */
export async function postOrder<T>(
  call: ApiCall,
  body: { order: Record<string, unknown> },
  path: '/api/order' | '/api/order/quick_po' = '/api/order',
): Promise<T> {
  const { kind, ...rest } = body.order;
  const order = path === '/api/order' ? { kind, ...rest } : rest;
  const res = await call('POST', path, { order });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as T;
}
