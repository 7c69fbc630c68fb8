import type { OrderExportRequest } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { canViewCosts } from '../policy';
import { orderFacetCounts } from '../repositories/list-facets-repository';
import { listOrderRows } from '../repositories/list-repository';
import { listScopeOf } from './list-scope';
import { presentOrderRow } from './list-orders';

/**
 * GET /consolidated_orders/facets and the rows of POST /consolidated_orders/export (decision
 * 0048): the same search, filters and project-group rule as GET /orders.
 */

export type OrderQuery = Omit<OrderExportRequest, 'format'>;

export async function orderFacets(db: Executor, scope: TenantScope, query: OrderQuery) {
  const { facets } = await orderFacetCounts(db, listScopeOf(scope), query);
  return facets;
}

export async function presentedOrderRows(
  db: Executor,
  scope: TenantScope,
  query: OrderQuery,
  window: { limit: number; offset: number },
) {
  const rows = await listOrderRows(db, listScopeOf(scope), query, window);
  const costs = canViewCosts(scope);
  return rows.map((row) => presentOrderRow(row, costs));
}
