import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import {
  companyVendors,
  orderMaterials,
  orders,
  projects,
  vendors,
} from '../../../db/schema/index';
import { likePattern } from '../../../platform/lists';

/**
 * The conditions every order list shares (decision 0048): the company, the project-group rule,
 * the facet filters and the search. `visible` is the rule of ./visibility.
 */

export interface ListScope {
  companyId: number;
  /** The project-group rule on orders.project_id. */
  visible: SQL | undefined;
  /** The same rule on order_list_counts.project_id. */
  visibleCounts: SQL | undefined;
}

export interface OrderFilters {
  search?: string | undefined;
  state?: string | undefined;
  project_id?: number | undefined;
  company_vendor_id?: number | undefined;
  tag?: string | undefined;
  created_by_company_user_id?: number | undefined;
}

/** The company's projects whose name holds the pattern. */
const projectsNamed = (companyId: number, pattern: string) =>
  sql`(select ${projects.id} from ${projects}
    where ${projects.companyId} = ${companyId} and ${projects.name} ilike ${pattern})`;

/** The company's vendors whose name holds the pattern. */
const vendorsNamed = (companyId: number, pattern: string) =>
  sql`(select ${companyVendors.id} from ${companyVendors}
    join ${vendors} on ${vendors.id} = ${companyVendors.vendorId}
    where ${companyVendors.companyId} = ${companyId} and ${vendors.name} ilike ${pattern})`;

/**
 * The ids of the company's orders whose number, name, project name or vendor name holds the
 * term. Each branch reads its own index (the trigram index of orders, the project and vendor
 * indexes of orders), so a search never reads every order; an OR across the joined tables would.
 */
function headerMatches(companyId: number, pattern: string): SQL {
  return sql`
    select ${orders.id} from ${orders}
      where ${orders.companyId} = ${companyId}
        and (${orders.orderNumber} ilike ${pattern} or ${orders.name} ilike ${pattern})
    union
    select ${orders.id} from ${orders}
      where ${orders.companyId} = ${companyId}
        and ${orders.projectId} in ${projectsNamed(companyId, pattern)}
    union
    select ${orders.id} from ${orders}
      where ${orders.companyId} = ${companyId}
        and ${orders.companyVendorId} in ${vendorsNamed(companyId, pattern)}`;
}

/** A live line whose material text holds the pattern (the lines' trigram index). */
const lineMatches = (pattern: string) =>
  sql`${orderMaterials.deletedAt} is null and ${orderMaterials.description} ilike ${pattern}`;

/** The orders a search finds: by their own texts or by the material text of a live line. */
function searchedOrderIds(companyId: number, term: string): SQL {
  const pattern = likePattern(term);
  return sql`(${headerMatches(companyId, pattern)}
    union
    select ${orderMaterials.orderId} from ${orderMaterials}
      where ${orderMaterials.companyId} = ${companyId} and ${lineMatches(pattern)})`;
}

/**
 * The lines a search finds in GET /consolidated_order_materials: a line whose own text holds the
 * term, or any live line of an order found by its own texts.
 */
export function lineSearch(companyId: number, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(${orderMaterials.description} ilike ${pattern}
    or ${orderMaterials.orderId} in (${headerMatches(companyId, pattern)}))`;
}

/**
 * GET /orders counts a search's orders exactly up to this many; a broader search answers lower
 * bounds counted over the orders found first (decision 0082).
 */
export const SEARCH_COUNT_CAP = 2000;

/** The orders a search found: all of them, or a first part of them when `capped`. */
export interface SearchMatches {
  ids: number[];
  capped: boolean;
}

/**
 * The ids of the orders a search finds, each way of finding them (number or name, project name,
 * vendor name, material text) stopping after SEARCH_COUNT_CAP + 1: a broad search ("garage",
 * 20,000 of 100,000 orders) then costs a few thousand rows instead of all of its matches. Capped
 * when any way found more than the cap (its part is then a first part, not every match).
 */
export async function findSearchMatches(
  db: Executor,
  companyId: number,
  term: string,
): Promise<SearchMatches> {
  const pattern = likePattern(term);
  const limit = SEARCH_COUNT_CAP + 1;
  // Through the indexes (decision 0078's pool): with a limit the planner would read orders from
  // the start, expecting matches early, which costs a name search 10,000 rows for its 2,001.
  const reader = '$indexReads' in db ? (db as Database).$indexReads : db;
  const result = await reader.execute<{ ids: number[]; capped: boolean }>(sql`
    with found as (
      (select 1 as way, ${orders.id} as id from ${orders}
        where ${orders.companyId} = ${companyId}
          and (${orders.orderNumber} ilike ${pattern} or ${orders.name} ilike ${pattern})
        limit ${limit})
      union all
      (select 2, ${orders.id} from ${orders}
        where ${orders.companyId} = ${companyId} and ${orders.projectId} in ${projectsNamed(companyId, pattern)}
        limit ${limit})
      union all
      (select 3, ${orders.id} from ${orders}
        where ${orders.companyId} = ${companyId}
          and ${orders.companyVendorId} in ${vendorsNamed(companyId, pattern)}
        limit ${limit})
      union all
      (select 4, ${orderMaterials.orderId} from ${orderMaterials}
        where ${orderMaterials.companyId} = ${companyId} and ${lineMatches(pattern)}
        limit ${limit}))
    select array(select distinct id from found) as ids,
      exists (select 1 from found group by way having count(*) > ${SEARCH_COUNT_CAP}) as capped`);
  const row = result.rows[0]!;
  return { ids: row.ids, capped: row.capped };
}

/**
 * The search as a condition on each order row, for walking the list in its order (a broad search
 * finds its page of 50 in a few hundred rows): the projects and vendors named are read once, the
 * lines of each order walked by their order index.
 */
export function searchedRow(companyId: number, term: string): SQL {
  const pattern = likePattern(term);
  return sql`(${orders.orderNumber} ilike ${pattern} or ${orders.name} ilike ${pattern}
    or ${orders.projectId} in ${projectsNamed(companyId, pattern)}
    or ${orders.companyVendorId} in ${vendorsNamed(companyId, pattern)}
    or exists (select 1 from ${orderMaterials}
      where ${orderMaterials.companyId} = ${orders.companyId}
        and ${orderMaterials.orderId} = ${orders.id} and ${lineMatches(pattern)}))`;
}

/**
 * Every condition of the list; `without` leaves one filter out (a facet counts without its own).
 * `found` stands for the search when its orders were already found (findSearchMatches).
 */
export function orderConditions(
  scope: ListScope,
  filters: OrderFilters,
  without?: 'state',
  found?: number[],
): SQL | undefined {
  return and(
    eq(orders.companyId, scope.companyId),
    scope.visible,
    filters.project_id === undefined ? undefined : eq(orders.projectId, filters.project_id),
    filters.state === undefined || without === 'state'
      ? undefined
      : eq(orders.state, filters.state),
    filters.company_vendor_id === undefined
      ? undefined
      : eq(orders.companyVendorId, filters.company_vendor_id),
    filters.created_by_company_user_id === undefined
      ? undefined
      : eq(orders.createdByCompanyUserId, filters.created_by_company_user_id),
    filters.tag === undefined ? undefined : sql`${orders.tags} @> array[${filters.tag}]::text[]`,
    // An array, not `in (subquery)`: the planner then reads the few found orders by their key
    // instead of joining every order of the company to the found ids.
    found
      ? sql`${orders.id} = any(${sql.param(found)}::int[])`
      : filters.search
        ? sql`${orders.id} = any(array${searchedOrderIds(scope.companyId, filters.search)})`
        : undefined,
  );
}
