import type { OrderMaterialListQuery, OrderMaterialListRecord } from '@laydown/contracts';
import type { OrderState } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { listPage, pageWindow } from '../../../platform/lists';
import type { TenantScope } from '../../../platform/scope';
import { canViewCosts } from '../policy';
import { orderFacetCounts } from '../repositories/list-facets-repository';
import {
  listOrderMaterialRows,
  type OrderMaterialListRows,
  type OrderMaterialQuery,
} from '../repositories/list-materials-repository';
import { listScopeOf } from './list-scope';
import { trimZeros } from './list-orders';

const money = (value: string | null) => (value === null ? null : trimZeros(value));

export function presentOrderMaterialRow(
  row: OrderMaterialListRows[number],
  costs: boolean,
): OrderMaterialListRecord {
  const { line, order } = row;
  return {
    id: line.id,
    order_id: order.id,
    order_number: order.orderNumber,
    order_name: order.name,
    project_id: order.projectId,
    project_name: row.projectName,
    company_vendor_id: order.companyVendorId,
    vendor_name: row.vendorName,
    state: order.state as OrderState,
    description: line.description,
    product_identifier: line.productIdentifier,
    quantity: trimZeros(line.quantity),
    quantity_delivered: trimZeros(line.quantityDelivered),
    unit_name: line.unitName,
    cost_code_id: line.costCodeId,
    created_at: line.createdAt.toISOString(),
    updated_at: line.updatedAt.toISOString(),
    ...(costs ? { unit_cost: money(line.unitCost), extended_cost: money(line.extendedCost) } : {}),
  };
}

/** The window of rows of one page or one export, as the reader may see them. */
export async function presentedOrderMaterialRows(
  db: Executor,
  scope: TenantScope,
  query: OrderMaterialQuery,
  window: { limit: number; offset: number },
) {
  const rows = await listOrderMaterialRows(db, listScopeOf(scope), query, window);
  const costs = canViewCosts(scope);
  return rows.map((row) => presentOrderMaterialRow(row, costs));
}

/** GET /consolidated_order_materials: a page of lines and the facets (counted in lines). */
export async function presentedOrderMaterialList(
  db: Executor,
  scope: TenantScope,
  query: OrderMaterialListQuery,
) {
  const [records, counts] = await Promise.all([
    presentedOrderMaterialRows(db, scope, query, pageWindow(query)),
    orderFacetCounts(db, listScopeOf(scope), query, { lines: true }),
  ]);
  return { ...listPage(records, counts.total, query), facets: counts.facets };
}

/** GET /consolidated_order_materials/facets. */
export async function orderMaterialFacets(
  db: Executor,
  scope: TenantScope,
  query: OrderMaterialQuery,
) {
  const { facets } = await orderFacetCounts(db, listScopeOf(scope), query, { lines: true });
  return facets;
}
