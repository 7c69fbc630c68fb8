import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { OrderListQuery, OrderListSort } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import {
  companyVendors,
  orderMaterials,
  orders,
  projects,
  vendors,
} from '../../../db/schema/index';
import { countAll, orderFor, pageWindow, searchAny } from '../../../platform/lists';

/**
 * GET /orders (decision 0084): one page of orders with the names they show, and the state counts
 * of the same search and filters (the state filter itself left out, so every state tab keeps its
 * count). `visible` is the project-group rule of ./visibility.
 */

interface ListScope {
  companyId: number;
  visible: SQL | undefined;
}

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

function conditions(scope: ListScope, query: OrderListQuery, withState: boolean) {
  return and(
    eq(orders.companyId, scope.companyId),
    scope.visible,
    query.project_id === undefined ? undefined : eq(orders.projectId, query.project_id),
    withState && query.state !== undefined ? eq(orders.state, query.state) : undefined,
    searchAny(query.search, [orders.orderNumber, orders.name, projects.name, vendors.name]),
  );
}

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

export async function listOrders(db: Executor, scope: ListScope, query: OrderListQuery) {
  const { limit, offset } = pageWindow(query);
  const searching = Boolean(query.search);
  // The page's ids come from `orders` alone unless a search or a name sort needs the names, so
  // the default order walks orders_company_updated_idx instead of sorting every order.
  const names = searching || query.sort === 'project_name' || query.sort === 'vendor_name';
  const [page, stateCounts] = await Promise.all([
    joined(db.select({ id: orders.id }).from(orders).$dynamic(), names)
      .where(conditions(scope, query, true))
      .orderBy(
        ...orderFor(query, SORT_COLUMNS, [desc(orders.updatedAt), desc(orders.id)], orders.id),
      )
      .limit(limit)
      .offset(offset),
    joined(db.select({ value: orders.state, count: countAll }).from(orders).$dynamic(), searching)
      .where(conditions(scope, query, false))
      .groupBy(orders.state)
      .orderBy(orders.state),
  ]);
  const rows = await rowsOf(
    db,
    scope.companyId,
    page.map((row) => row.id),
  );
  // The state counts share every condition but the state filter, so they give the total too.
  const counted = stateCounts.filter((row) => !query.state || row.value === query.state);
  const total = counted.reduce((sum, row) => sum + row.count, 0);
  return { rows, total, stateCounts };
}
export type OrderListRows = Awaited<ReturnType<typeof listOrders>>['rows'];
