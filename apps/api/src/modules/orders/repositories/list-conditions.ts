import { and, eq, sql, type SQL } from 'drizzle-orm';
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
        and ${orders.projectId} in (select ${projects.id} from ${projects}
          where ${projects.companyId} = ${companyId} and ${projects.name} ilike ${pattern})
    union
    select ${orders.id} from ${orders}
      where ${orders.companyId} = ${companyId}
        and ${orders.companyVendorId} in (select ${companyVendors.id} from ${companyVendors}
          join ${vendors} on ${vendors.id} = ${companyVendors.vendorId}
          where ${companyVendors.companyId} = ${companyId} and ${vendors.name} ilike ${pattern})`;
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

/** Every condition of the list; `without` leaves one filter out (a facet counts without its own). */
export function orderConditions(
  scope: ListScope,
  filters: OrderFilters,
  without?: 'state',
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
    filters.search
      ? sql`${orders.id} = any(array${searchedOrderIds(scope.companyId, filters.search)})`
      : undefined,
  );
}
