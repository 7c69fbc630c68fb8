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
import {
  findSearchMatches,
  orderConditions,
  searchedRow,
  type ListScope,
  type SearchMatches,
} from './list-conditions';
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

type Window = { limit: number; offset: number };

/** The ids of one window of the list, in its order. */
async function pageIds(
  db: Executor,
  scope: ListScope,
  query: OrderQuery,
  window: Window,
  found?: number[],
) {
  // The page's ids come from `orders` alone unless a name sort needs the names, so the default
  // order walks orders_company_updated_idx (or its state or project twin) instead of sorting
  // every order; a search is a set of ids read from its own indexes (./list-conditions).
  const names = query.sort === 'project_name' || query.sort === 'vendor_name';
  const page = await joined(db.select({ id: orders.id }).from(orders).$dynamic(), names)
    .where(orderConditions(scope, query, undefined, found))
    .orderBy(...orderFor(query, SORT_COLUMNS, [desc(orders.updatedAt), desc(orders.id)], orders.id))
    .limit(window.limit)
    .offset(window.offset);
  return page.map((row) => row.id);
}

/** Rows walked in the default order for a broad search's page: this many per row of the window. */
const WALK_PER_ROW = 40;

/**
 * A broad search's page in the default order (decision 0082): the list's own index walked with
 * the search as a filter, stopping at the page or at a bound WALK_PER_ROW times the window further
 * down (read from the same index), so it never sorts every match. Fewer rows than the window
 * (the bound reached, or the list's end): the caller reads the page the exact way.
 */
async function walkedPageIds(
  db: Executor,
  scope: ListScope,
  query: OrderQuery & { search: string },
  window: Window,
) {
  const unsearched = orderConditions(scope, { ...query, search: undefined });
  const budget = WALK_PER_ROW * (window.offset + window.limit);
  const bound = sql`coalesce((select ${orders.updatedAt} from ${orders} where ${unsearched}
    order by ${orders.updatedAt} desc, ${orders.id} desc offset ${budget} limit 1), '-infinity')`;
  const page = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        unsearched,
        searchedRow(scope.companyId, query.search),
        sql`${orders.updatedAt} >= ${bound}`,
      ),
    )
    .orderBy(desc(orders.updatedAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  return page.map((row) => row.id);
}

/** The rows of one window of the list, in its order. */
export async function listOrderRows(
  db: Executor,
  scope: ListScope,
  query: OrderQuery,
  window: Window,
) {
  return rowsOf(db, scope.companyId, await pageIds(db, scope, query, window));
}
export type OrderListRows = Awaited<ReturnType<typeof listOrderRows>>;

/** The page of a search whose orders were found first (findSearchMatches). */
async function searchedPageIds(
  db: Executor,
  scope: ListScope,
  query: OrderListQuery & { search: string },
  window: Window,
  found: SearchMatches,
) {
  if (!found.capped) return pageIds(db, scope, query, window, found.ids);
  if (query.sort === undefined) {
    const walked = await walkedPageIds(db, scope, query, window);
    if (walked.length === window.limit) return walked;
  }
  return pageIds(db, scope, query, window);
}

/**
 * One page of the list and the facets of the same search and filters, read at once. A search
 * first finds its orders (up to a cap, ./list-conditions): a narrow one is then a set of ids to
 * sort and count; a broad one is walked in the list's order and its counts are lower bounds
 * (`capped`).
 */
export async function listOrders(db: Executor, scope: ListScope, query: OrderListQuery) {
  const window = pageWindow(query);
  const rowsOfIds = (ids: number[]) => rowsOf(db, scope.companyId, ids);
  const { search } = query;
  if (!search) {
    const [rows, counts] = await Promise.all([
      pageIds(db, scope, query, window).then(rowsOfIds),
      orderFacetCounts(db, scope, query),
    ]);
    return { rows, ...counts, capped: false };
  }
  const found = await findSearchMatches(db, scope.companyId, search);
  const [rows, counts] = await Promise.all([
    searchedPageIds(db, scope, { ...query, search }, window, found).then(rowsOfIds),
    orderFacetCounts(db, scope, query, { found: found.ids }),
  ]);
  return { rows, ...counts, capped: found.capped };
}
