import { z } from 'zod';
import { ORDER_STATES, VALIDATION_MESSAGES as M } from '@laydown/domain';
import { listOf } from './common';
import { listQuery } from './lists';
import {
  ORDER_LIST_STATE_FILTER,
  orderFacets,
  orderListFilters,
  orderListQuery,
} from './order-list';
import { decimalInput, id, queryIds, queryInt } from './primitives';

/**
 * procurement-core §7 Orders, the list calls beside GET /orders (decision 0048):
 * GET /consolidated_orders (+ /facets, POST /export), GET /consolidated_order_materials (+ /facets,
 * POST /export), the search keys, GET /orders_last_updated and POST /order_savings (decision 0049).
 */

export const orderFacetsBody = z.object({ facets: orderFacets });

const EXPORT_FORMAT = { format: z.enum(['csv', 'xlsx']) };

/** POST /consolidated_orders/export: the list's search, filters and sort, as a file. */
export const orderExportRequest = orderListQuery
  .omit({ page: true, per_page: true })
  .extend(EXPORT_FORMAT);
export type OrderExportRequest = z.output<typeof orderExportRequest>;

/** One line per row: the order's own columns and the line's. */
export const ORDER_MATERIAL_LIST_SORTS = [
  'description',
  'order_number',
  'project_name',
  'vendor_name',
  'state',
  'quantity',
  'created_at',
  'updated_at',
] as const;
export type OrderMaterialListSort = (typeof ORDER_MATERIAL_LIST_SORTS)[number];

export const orderMaterialListQuery = listQuery(ORDER_MATERIAL_LIST_SORTS, orderListFilters);
export type OrderMaterialListQuery = z.output<typeof orderMaterialListQuery>;

export const orderMaterialExportRequest = orderMaterialListQuery
  .omit({ page: true, per_page: true })
  .extend(EXPORT_FORMAT);
export type OrderMaterialExportRequest = z.output<typeof orderMaterialExportRequest>;

/** A row of GET /consolidated_order_materials; the money keys only with can_view_costs (§6). */
export const orderMaterialListRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_name: z.string(),
  project_id: z.number().int(),
  project_name: z.string(),
  company_vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  state: z.enum(ORDER_STATES),
  description: z.string(),
  product_identifier: z.string().nullable(),
  quantity: z.string(),
  quantity_delivered: z.string(),
  unit_name: z.string().nullable(),
  cost_code_id: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  unit_cost: z.string().nullable().optional(),
  extended_cost: z.string().nullable().optional(),
});
export type OrderMaterialListRecord = z.infer<typeof orderMaterialListRecord>;
export const orderMaterialListBody = listOf(orderMaterialListRecord).extend({
  facets: orderFacets,
});

/**
 * GET /orders_last_updated: the time the newest of the orders of a project (or of the allowed
 * projects) changed, optionally of one state; the list polls it to know when to reload.
 */
export const ordersLastUpdatedQuery = z
  .object({
    project_id: queryInt(1).optional(),
    allowed_project_ids: queryIds.optional(),
    state: z.enum(ORDER_LIST_STATE_FILTER).optional(),
  })
  .strict()
  .refine((q) => q.project_id !== undefined || (q.allowed_project_ids?.length ?? 0) > 0, {
    error: `project_id or allowed_project_ids: ${M.required}`,
    path: ['project_id'],
  });
export type OrdersLastUpdatedQuery = z.output<typeof ordersLastUpdatedQuery>;
export const ordersLastUpdatedBody = z.object({ last_updated_at: z.string().nullable() });

/** POST /order_savings {order_saving} (decision 0049). */
export const orderSavingRequest = z
  .object({
    order_saving: z
      .object({
        order_id: id,
        amount: decimalInput('Amount must be a number.').refine(
          (value) => value !== null && !value.startsWith('-'),
          { error: 'Amount must be a number of at least 0.' },
        ),
        source: z.string().trim().max(200).optional(),
      })
      .strict(),
  })
  .strict();
export type OrderSavingRequest = z.output<typeof orderSavingRequest>;
export const orderSavingBody = z.object({
  order_saving: z.object({
    id: z.number().int(),
    order_id: z.number().int(),
    /** Only for a reader with can_view_costs (§6). */
    amount: z.string().optional(),
    source: z.string(),
    created_at: z.string(),
  }),
});

/** The sort values of a list's search key, in the §9 format (index__field__direction). */
export function sortReplicas(index: string, fields: readonly string[]): string[] {
  return fields.flatMap((field) => [`${index}__${field}__asc`, `${index}__${field}__desc`]);
}
export const ORDER_SEARCH_INDEX = 'orders';
export const ORDER_MATERIAL_SEARCH_INDEX = 'order_materials';
