import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderFacets, OrderFacetValue } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import {
  companyUsers,
  companyVendors,
  orderListCounts,
  orderMaterials,
  orders,
  projects,
  users,
  vendors,
} from '../../../db/schema/index';
import { lineSearch, orderConditions, type ListScope, type OrderFilters } from './list-conditions';

/**
 * The facets of the order lists (decision 0048): counts per state, project, vendor, creator and
 * tag set, each also per state. The state facet is
 * counted without the state filter, so every state tab keeps its number; the other facets follow
 * every filter, the state one included. The counts are of orders (GET /orders) or of live lines
 * (GET /consolidated_order_materials, `lines`).
 */

interface FacetRow extends Record<string, unknown> {
  state: string;
  project_id: number | null;
  company_vendor_id: number | null;
  created_by_company_user_id: number | null;
  tags: string[] | null;
  grouping: number;
  count: string;
}

/** GROUPING(project, vendor, creator, tags): a bit is 1 where the column is aggregated away. */
const SETS = { state: 15, project: 7, vendor: 11, created_by: 13, tag: 14 } as const;

export interface FacetCounts {
  facets: OrderFacets;
  /** The number of rows of the list with every filter (the sum of the matching state counts). */
  total: number;
}

/**
 * Without a search the counts come from order_list_counts (kept by triggers, one row per state,
 * project, vendor, creator and tag set), each row given once per facet as the grouping sets give it.
 */
async function countSummary(
  db: Executor,
  scope: ListScope,
  filters: OrderFilters,
  lines: boolean,
): Promise<FacetRow[]> {
  const c = orderListCounts;
  const rows = await db
    .select({
      state: c.state,
      projectId: c.projectId,
      vendorId: c.companyVendorId,
      createdBy: c.createdByCompanyUserId,
      tags: c.tags,
      count: lines ? c.lines : c.orders,
    })
    .from(c)
    .where(
      and(
        eq(c.companyId, scope.companyId),
        scope.visibleCounts,
        filters.project_id === undefined ? undefined : eq(c.projectId, filters.project_id),
        filters.company_vendor_id === undefined
          ? undefined
          : eq(c.companyVendorId, filters.company_vendor_id),
        filters.created_by_company_user_id === undefined
          ? undefined
          : eq(c.createdByCompanyUserId, filters.created_by_company_user_id),
        filters.tag === undefined ? undefined : sql`${c.tags} @> array[${filters.tag}]::text[]`,
        sql`${lines ? c.lines : c.orders} <> 0`,
      ),
    );
  const none = {
    project_id: null,
    company_vendor_id: null,
    created_by_company_user_id: null,
    tags: null,
  };
  return rows.flatMap((row) => {
    const base = { ...none, state: row.state, count: String(row.count) };
    return [
      { ...base, grouping: SETS.state },
      { ...base, grouping: SETS.project, project_id: row.projectId },
      { ...base, grouping: SETS.vendor, company_vendor_id: row.vendorId || null },
      { ...base, grouping: SETS.created_by, created_by_company_user_id: row.createdBy || null },
      { ...base, grouping: SETS.tag, tags: row.tags },
    ];
  });
}

/** With a search, the matching orders are counted (their number is what a search narrows to). */
async function countRows(
  db: Executor,
  scope: ListScope,
  filters: OrderFilters,
  lines: boolean,
  found: number[] | undefined,
): Promise<FacetRow[]> {
  const counted = lines
    ? sql`(select count(*) from ${orderMaterials}
        where ${and(
          eq(orderMaterials.companyId, orders.companyId),
          eq(orderMaterials.orderId, orders.id),
          isNull(orderMaterials.deletedAt),
          lineSearch(scope.companyId, filters.search),
        )})`
    : sql`1`;
  const result = await db.execute<FacetRow>(sql`
    select ${orders.state} as state, ${orders.projectId} as project_id,
      ${orders.companyVendorId} as company_vendor_id,
      ${orders.createdByCompanyUserId} as created_by_company_user_id, ${orders.tags} as tags,
      grouping(${orders.projectId}, ${orders.companyVendorId}, ${orders.createdByCompanyUserId},
        ${orders.tags}) as grouping,
      sum(${counted})::text as count
    from ${orders}
    where ${orderConditions(scope, filters, 'state', found)}
    group by grouping sets ((${orders.state}), (${orders.state}, ${orders.projectId}),
      (${orders.state}, ${orders.companyVendorId}),
      (${orders.state}, ${orders.createdByCompanyUserId}), (${orders.state}, ${orders.tags}))`);
  return result.rows;
}

type Keyed = Map<string, number>;
const add = (map: Keyed, key: string, count: number) => map.set(key, (map.get(key) ?? 0) + count);

async function labelsOf(db: Executor, companyId: number, ids: Record<string, number[]>) {
  const [projectRows, vendorRows, userRows] = await Promise.all([
    ids.project!.length === 0
      ? []
      : db
          .select({ id: projects.id, label: projects.name })
          .from(projects)
          .where(and(eq(projects.companyId, companyId), inArray(projects.id, ids.project!))),
    ids.vendor!.length === 0
      ? []
      : db
          .select({ id: companyVendors.id, label: vendors.name })
          .from(companyVendors)
          .innerJoin(vendors, eq(vendors.id, companyVendors.vendorId))
          .where(
            and(eq(companyVendors.companyId, companyId), inArray(companyVendors.id, ids.vendor!)),
          ),
    ids.created_by!.length === 0
      ? []
      : db
          .select({
            id: companyUsers.id,
            label: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
            email: users.email,
          })
          .from(companyUsers)
          .innerJoin(users, eq(users.id, companyUsers.userId))
          .where(
            and(eq(companyUsers.companyId, companyId), inArray(companyUsers.id, ids.created_by!)),
          ),
  ]);
  const byId = (rows: { id: number; label: string; email?: string }[]) =>
    new Map(rows.map((row) => [String(row.id), row.label || row.email || String(row.id)]));
  return {
    project: byId(projectRows),
    vendor: byId(vendorRows),
    created_by: byId(userRows),
  };
}

/**
 * Counts, biggest first, then by label (states in their order of value, as the tabs read them);
 * a value without a label (not found) is left out.
 */
function values(
  map: Keyed,
  label: (value: string) => string | undefined,
  byValue = false,
): OrderFacetValue[] {
  return [...map]
    .flatMap(([value, count]) => {
      const text = label(value);
      return text === undefined ? [] : [{ value, label: text, count }];
    })
    .sort((a, b) =>
      byValue
        ? a.value.localeCompare(b.value)
        : b.count - a.count || a.label.localeCompare(b.label),
    );
}

export async function orderFacetCounts(
  db: Executor,
  scope: ListScope,
  filters: OrderFilters,
  options: {
    lines?: boolean;
    /** The orders the search found (findSearchMatches), when it was read first. */
    found?: number[];
  } = {},
): Promise<FacetCounts> {
  const lines = options.lines ?? false;
  const rows = filters.search
    ? await countRows(db, scope, filters, lines, options.found)
    : await countSummary(db, scope, filters, lines);
  const maps = {
    state: new Map() as Keyed,
    project: new Map() as Keyed,
    vendor: new Map() as Keyed,
    created_by: new Map() as Keyed,
    tag: new Map() as Keyed,
  };
  for (const row of rows) {
    const count = Number(row.count);
    if (count === 0) continue;
    if (row.grouping === SETS.state) {
      add(maps.state, row.state, count);
      continue;
    }
    if (filters.state !== undefined && row.state !== filters.state) continue;
    if (row.grouping === SETS.project && row.project_id !== null)
      add(maps.project, String(row.project_id), count);
    if (row.grouping === SETS.vendor && row.company_vendor_id !== null)
      add(maps.vendor, String(row.company_vendor_id), count);
    if (row.grouping === SETS.created_by && row.created_by_company_user_id !== null)
      add(maps.created_by, String(row.created_by_company_user_id), count);
    if (row.grouping === SETS.tag) for (const tag of row.tags ?? []) add(maps.tag, tag, count);
  }
  const ids = (map: Keyed) => [...map.keys()].map(Number);
  const labels = await labelsOf(db, scope.companyId, {
    project: ids(maps.project),
    vendor: ids(maps.vendor),
    created_by: ids(maps.created_by),
  });
  const total = [...maps.state]
    .filter(([state]) => filters.state === undefined || state === filters.state)
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    total,
    facets: {
      state: values(maps.state, (value) => value, true),
      project: values(maps.project, (value) => labels.project.get(value)),
      vendor: values(maps.vendor, (value) => labels.vendor.get(value)),
      created_by: values(maps.created_by, (value) => labels.created_by.get(value)),
      tag: values(maps.tag, (value) => value),
    },
  };
}
