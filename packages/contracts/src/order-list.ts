import { z } from 'zod';
import { ORDER_STATES, ORDER_SUB_STATES } from '@laydown/domain';
import { listOf } from './common';
import { listQuery } from './lists';
import { ORDER_KIND_VALUES } from './orders';
import { queryInt } from './primitives';

/**
 * procurement-core §7 GET /orders: the order list with search (order number, name, project name,
 * vendor name), the state and project filters, sort, state counts (facets.state) and Load More
 * paging of 50 (decision 0084).
 */

/** §4 "The state filter omits the cancellation-requested one." */
export const ORDER_LIST_STATE_FILTER = ORDER_STATES.filter(
  (state) => state !== 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
) as [Exclude<(typeof ORDER_STATES)[number], 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED'>];

export const ORDER_LIST_SORTS = [
  'order_number',
  'name',
  'project_name',
  'vendor_name',
  'state',
  'created_at',
  'updated_at',
] as const;
export type OrderListSort = (typeof ORDER_LIST_SORTS)[number];

/** The filters of every order list, each a facet of decision 0048. */
export const orderListFilters = {
  state: z.enum(ORDER_LIST_STATE_FILTER).optional(),
  project_id: queryInt(1).optional(),
  company_vendor_id: queryInt(1).optional(),
  tag: z.string().trim().min(1).max(100).optional(),
  created_by_company_user_id: queryInt(1).optional(),
};

export const orderListQuery = listQuery(ORDER_LIST_SORTS, orderListFilters);
export type OrderListQuery = z.output<typeof orderListQuery>;

/** One row of the order list; `materials_total` only for a reader with can_view_costs (§6). */
export const orderListRecord = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_KIND_VALUES),
  order_number: z.string(),
  order_number_label: z.string(),
  name: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  company_vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  state: z.enum(ORDER_STATES),
  sub_state: z.enum(ORDER_SUB_STATES).nullable(),
  badge: z.string(),
  tags: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  materials_total: z.string().optional(),
});
export type OrderListRecord = z.infer<typeof orderListRecord>;
/**
 * The facets of the order lists (decision 0048): counts per state, project, vendor, tag and
 * creator, each with the label a filter ribbon shows.
 */
export const ORDER_FACETS = ['state', 'project', 'vendor', 'tag', 'created_by'] as const;
export type OrderFacet = (typeof ORDER_FACETS)[number];
export const orderFacetValue = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type OrderFacetValue = z.infer<typeof orderFacetValue>;
export const orderFacets = z.object(
  Object.fromEntries(ORDER_FACETS.map((facet) => [facet, z.array(orderFacetValue)])) as Record<
    OrderFacet,
    z.ZodArray<typeof orderFacetValue>
  >,
);
export type OrderFacets = z.infer<typeof orderFacets>;

export const orderListBody = listOf(orderListRecord).extend({
  facets: orderFacets,
  /**
   * Present when the search found more orders than this (decision 0082): `total_count` and the
   * facet counts are then lower bounds, counted over the orders found first ("2,000+").
   */
  counts_capped_at: z.number().int().optional(),
});
export type OrderListBody = z.infer<typeof orderListBody>;
