import type { OrderListQuery, OrderListRecord } from '@laydown/contracts';
import { orderBadge, orderNumberLabel, type OrderState, type OrderSubState } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { listPage } from '../../../platform/lists';
import type { TenantScope } from '../../../platform/scope';
import { canViewCosts } from '../policy';
import { SEARCH_COUNT_CAP } from '../repositories/list-conditions';
import { listOrders, type OrderListRows } from '../repositories/list-repository';
import { listScopeOf } from './list-scope';

/** '10.500000' → '10.5'. */
export const trimZeros = (value: string) =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

export function presentOrderRow(row: OrderListRows[number], costs: boolean): OrderListRecord {
  const { order } = row;
  const position = {
    state: order.state as OrderState,
    sub_state: order.subState as OrderSubState | null,
  };
  return {
    id: order.id,
    kind: order.kind as OrderListRecord['kind'],
    order_number: order.orderNumber,
    order_number_label: orderNumberLabel(position.state),
    name: order.name,
    project_id: order.projectId,
    project_name: row.projectName,
    company_vendor_id: order.companyVendorId,
    vendor_name: row.vendorName,
    state: position.state,
    sub_state: position.sub_state,
    badge: orderBadge(position),
    tags: order.tags,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    ...(costs ? { materials_total: trimZeros(row.materialsTotal) } : {}),
  };
}

/** GET /orders as the signed-in user may see it: their project groups' orders, money only with can_view_costs. */
export async function presentedOrderList(db: Executor, scope: TenantScope, query: OrderListQuery) {
  const { rows, total, facets, capped } = await listOrders(db, listScopeOf(scope), query);
  const costs = canViewCosts(scope);
  const page = listPage(
    rows.map((row) => presentOrderRow(row, costs)),
    total,
    query,
  );
  if (!capped) return { ...page, facets };
  // The total is a lower bound: a full page may have more after it.
  return {
    ...page,
    has_more: page.has_more || rows.length === query.per_page,
    facets,
    counts_capped_at: SEARCH_COUNT_CAP,
  };
}
