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

export const orderListQuery = listQuery(ORDER_LIST_SORTS, {
  state: z.enum(ORDER_LIST_STATE_FILTER).optional(),
  project_id: queryInt(1).optional(),
});
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
export const orderListBody = listOf(orderListRecord);
