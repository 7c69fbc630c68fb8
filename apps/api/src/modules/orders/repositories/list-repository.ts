import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { OrderExportRequest, OrderListQuery, OrderListSort } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import {
  companyVendors,
  orderMaterials,
  orders,
  projects,
  vendors,
} from '../../../db/schema/index';
import { orderFor, pageWindow } from '../../../platform/lists';
import { orderConditions, type ListScope } from './list-conditions';
import { orderFacetCounts } from './list-facets-repository';

/** The search, filters and sort of the list (a page's or an export's). */
type OrderQuery = Omit<OrderExportRequest, 'format'>;

/**
 * GET /orders and GET /consolidated_orders (decisions 0084, 0048): one page of orders with the
 * names they show, and the facets of the same search and filters (./list-facets-repository). An
 * export (no page) reads its window of rows without the facets.
 */

const projectJoin = and(
  eq(projects.companyId, orders.companyId),
  eq(projects.id, orders.projectId),
);
const companyVendorJoin = and(
  eq(companyVendors.companyId, orders.companyId),
  eq(companyVendors.id, orders.companyVendorId),
);

const SORT_COLUMNS: Record<OrderListSort, SQL | typeof orders.id> = {
  order_number: sql`${orders.orderNumber}`,
  name: sql`${orders.name}`,
  project_name: sql`${projects.name}`,
  vendor_name: sql`${vendors.name}`,
  state: sql`${orders.state}`,
  created_at: sql`${orders.createdAt}`,
  updated_at: sql`${orders.updatedAt}`,
};

/** The sum of the live lines' extended costs (§5), as NUMERIC text. */
const materialsTotal = sql<string>`(select coalesce(sum(${orderMaterials.extendedCost}), 0)::text
  from ${orderMaterials}
  where ${orderMaterials.companyId} = ${orders.companyId}
    and ${orderMaterials.orderId} = ${orders.id}
    and ${orderMaterials.deletedAt} is null)`;

/**
 * The joins that give an order its project and vendor names. The counts need them only for a
 * search, the page's ids only for a search or a name sort (they are the slow part at 100,000
 * orders).
 */
function joined<T extends PgSelect>(query: T, needed = true) {
  if (!needed) return query;
  return query
    .innerJoin(projects, projectJoin)
    .leftJoin(companyVendors, companyVendorJoin)
    .leftJoin(vendors, eq(vendors.id, companyVendors.vendorId));
}

/** The rows of the page's ids, with their names and total, in the page's order. */
async function rowsOf(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await joined(
    db
      .select({
        order: orders,
        projectName: projects.name,
        vendorName: vendors.name,
        materialsTotal,
      })
      .from(orders)
      .$dynamic(),
  ).where(and(eq(orders.companyId, companyId), inArray(orders.id, ids)));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.order.id)! - position.get(b.order.id)!);
}

/** The rows of one window of the list, in its order. */
export async function listOrderRows(
  db: Executor,
  scope: ListScope,
  query: OrderQuery,
  window: { limit: number; offset: number },
) {
  // The page's ids come from `orders` alone unless a name sort needs the names, so the default
  // order walks orders_company_updated_idx (or its state or project twin) instead of sorting
  // every order; a search is a set of ids read from its own indexes (./list-conditions).
  const names = query.sort === 'project_name' || query.sort === 'vendor_name';
  const page = await joined(db.select({ id: orders.id }).from(orders).$dynamic(), names)
    .where(orderConditions(scope, query))
    .orderBy(...orderFor(query, SORT_COLUMNS, [desc(orders.updatedAt), desc(orders.id)], orders.id))
    .limit(window.limit)
    .offset(window.offset);
  return rowsOf(
    db,
    scope.companyId,
    page.map((row) => row.id),
  );
}
export type OrderListRows = Awaited<ReturnType<typeof listOrderRows>>;

/** One page of the list and the facets of the same search and filters, read at once. */
export async function listOrders(db: Executor, scope: ListScope, query: OrderListQuery) {
  const [rows, counts] = await Promise.all([
    listOrderRows(db, scope, query, pageWindow(query)),
    orderFacetCounts(db, scope, query),
  ]);
  return { rows, ...counts };
}
