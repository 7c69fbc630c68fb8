import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
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
 * search (they are the slow part of counting 100,000 orders).
 */
function joined<T extends PgSelect>(query: T, needed = true) {
  if (!needed) return query;
  return query
    .innerJoin(projects, projectJoin)
    .leftJoin(companyVendors, companyVendorJoin)
    .leftJoin(vendors, eq(vendors.id, companyVendors.vendorId));
}

export async function listOrders(db: Executor, scope: ListScope, query: OrderListQuery) {
  const where = conditions(scope, query, true);
  const { limit, offset } = pageWindow(query);
  const searching = Boolean(query.search);
  const [rows, [count], stateCounts] = await Promise.all([
    joined(
      db
        .select({
          order: orders,
          projectName: projects.name,
          vendorName: vendors.name,
          materialsTotal,
        })
        .from(orders)
        .$dynamic(),
    )
      .where(where)
      .orderBy(
        ...orderFor(query, SORT_COLUMNS, [desc(orders.updatedAt), desc(orders.id)], orders.id),
      )
      .limit(limit)
      .offset(offset),
    joined(db.select({ total: countAll }).from(orders).$dynamic(), searching).where(where),
    joined(db.select({ value: orders.state, count: countAll }).from(orders).$dynamic(), searching)
      .where(conditions(scope, query, false))
      .groupBy(orders.state)
      .orderBy(orders.state),
  ]);
  return { rows, total: count?.total ?? 0, stateCounts };
}
export type OrderListRows = Awaited<ReturnType<typeof listOrders>>['rows'];
