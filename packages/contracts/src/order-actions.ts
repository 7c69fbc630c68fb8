import { z } from 'zod';
import { ORDER_STATES, ORDER_SUB_STATES, TEXT_LIMITS } from '@laydown/domain';
import { id, int4, queryInt } from './primitives';
import { internalCommentRecord, orderRecord, orderTotalsRecord } from './orders';

/**
 * procurement-core §7 Orders and Order packages: the order actions of §4 that are not state
 * changes of one order (merge, split, duplicate, tags, internal comments, manual export, convert to
 * commitment), GET /quotes and the order package calls (decision 0050).
 */

const MAX_ORDERS = 100;
const tag = z.string().trim().min(1).max(TEXT_LIMITS.code);

/** POST /order/merge_order: the orders listed are merged into `order_id`. */
export const mergeOrderRequest = z
  .object({
    order_id: id,
    merged_order_ids: z.array(id).min(1).max(MAX_ORDERS),
    version: int4(1).optional(),
  })
  .strict();
export type MergeOrderRequest = z.input<typeof mergeOrderRequest>;

/**
 * POST /order/update_material_lines (§2 "Update for all Orders", decision 0083): the lines linked
 * to the material take its catalogue text on the orders not yet ordered; answers those orders.
 */
export const updateMaterialLinesRequest = z
  .object({
    company_material_id: id,
    /** The order being edited: its lines change too, whatever its state (if it may be edited). */
    order_id: id.optional(),
  })
  .strict();
export const updateMaterialLinesBody = z.object({
  updated_orders: z.array(z.object({ id: z.number().int(), order_number: z.string() })),
});

/** POST /order/{id}/split: the lines listed leave the order for a new one. */
export const splitOrderRequest = z
  .object({ order_material_ids: z.array(id).min(1).max(2000), version: int4(1).optional() })
  .strict();
export type SplitOrderRequest = z.input<typeof splitOrderRequest>;

/** POST /order/{id}/duplicate: a new draft with the same header, deliveries and lines. */
export const duplicateOrderRequest = z
  .object({ name: z.string().trim().max(TEXT_LIMITS.name).optional() })
  .strict();

/** PATCH /order/{id}/tags. */
export const orderTagsRequest = z.object({ tags: z.array(tag).max(50) }).strict();
export type OrderTagsRequest = z.input<typeof orderTagsRequest>;

/** POST /order/{id}/internal_comment and POST /order_package/{id}/internal_comment {comment, user_ids}. */
export const internalCommentRequest = z
  .object({
    comment: z.string().trim().min(1).max(TEXT_LIMITS.longText),
    user_ids: z.array(id).max(100).optional(),
  })
  .strict();
export type InternalCommentRequest = z.input<typeof internalCommentRequest>;

export const internalCommentsBody = z.object({ internal_comments: z.array(internalCommentRecord) });

/** POST /order/manual_export {orders}. */
export const manualExportRequest = z
  .object({ orders: z.array(id).min(1).max(MAX_ORDERS) })
  .strict();
export type ManualExportRequest = z.input<typeof manualExportRequest>;
export const manualExportBody = z.object({
  orders: z.array(z.object({ id: z.number().int(), manual_exported_at: z.string() })),
});

/** POST /order/{id}/convert_to_commitment: the material commitment made from the order's lines. */
export const commitmentMaterialRecord = z.object({
  id: z.number().int(),
  position: z.number().int(),
  company_material_id: z.number().int().nullable(),
  order_material_id: z.number().int().nullable(),
  description: z.string(),
  quantity: z.string(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  cost_code_id: z.number().int().nullable(),
  locked: z.boolean(),
  unit_cost: z.string().nullable().optional(),
});
export const commitmentRecord = z.object({
  id: z.number().int(),
  commitment_type: z.string(),
  status: z.string(),
  name: z.string(),
  project_id: z.number().int(),
  company_vendor_id: z.number().int().nullable(),
  source_order_id: z.number().int().nullable(),
  commitment_materials: z.array(commitmentMaterialRecord),
});
export type CommitmentRecord = z.infer<typeof commitmentRecord>;
export const commitmentBody = z.object({ commitment: commitmentRecord });

/** An order of a package or a quote, in a short form. */
export const packageOrderRecord = z.object({
  id: z.number().int(),
  order_number: z.string(),
  quote_number: z.string().nullable(),
  name: z.string(),
  kind: z.enum(['ORDER', 'RFQ']),
  state: z.enum(ORDER_STATES),
  sub_state: z.enum(ORDER_SUB_STATES).nullable(),
  badge: z.string(),
  company_vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  quote_expires_at: z.string().nullable(),
  totals: orderTotalsRecord.optional(),
});
export type PackageOrderRecord = z.infer<typeof packageOrderRecord>;

/** GET /quotes (order_id, quote_id): the vendors' answers to the RFQ of the order's package. */
export const quotesQuery = z
  .object({
    order_id: queryInt(1),
    quote_id: queryInt(1).optional(),
  })
  .strict();
export const quotesBody = z.object({ quotes: z.array(orderRecord) });

/** GET, PATCH, DELETE /order_package/{id}. */
export const orderPackageRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  project_id: z.number().int().nullable(),
  orders: z.array(packageOrderRecord),
  internal_comments: z.array(internalCommentRecord),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderPackageRecord = z.infer<typeof orderPackageRecord>;
export const orderPackageBody = z.object({ order_package: orderPackageRecord });
export const updateOrderPackageRequest = z
  .object({
    order_package: z.object({ name: z.string().trim().min(1).max(TEXT_LIMITS.name) }).strict(),
  })
  .strict();
export type UpdateOrderPackageRequest = z.input<typeof updateOrderPackageRequest>;
