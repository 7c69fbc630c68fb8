import { z } from 'zod';
import {
  DELIVERY_ISSUE_TYPES,
  DELIVERY_STATES,
  DELIVERY_STATUSES,
  ORDER_STATES,
  TEXT_LIMITS,
} from '@laydown/domain';
import { listOf } from './common';
import { uploadRecord } from './files';
import { listQuery } from './lists';
import { MAX_FILES, orderDateInput, removedFileInput, signedId } from './orders';
import { calendarDate, decimalInput, id, queryIds } from './primitives';

/**
 * procurement-core §7 Deliveries: GET /deliveries (search, facets, Load More), GET
 * /deliveries/search_key, GET and PATCH /deliveries/{id} (state moves, receiving line by line,
 * delivery issues and their resolution), GET /deliveries/fetch_deliveries (the week's calendar),
 * POST /deliveries/{id}/ai_match (issue 10, decision 0043). Cost values only for can_view_costs.
 */

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const DELIVERY_LIST_SORTS = [
  'best_guess_delivered_at',
  'order_number',
  'project_name',
  'vendor_name',
  'state',
  'updated_at',
] as const;

export const deliveryListQuery = listQuery(DELIVERY_LIST_SORTS, {
  state: z.enum(DELIVERY_STATES).optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  project_id: queryIds.optional(),
  order_id: queryIds.optional(),
  has_open_issue: z.enum(['true', 'false']).optional(),
});
export type DeliveryListQuery = z.output<typeof deliveryListQuery>;

/** §7 GET /deliveries/fetch_deliveries (start_date, end_date): at most 62 days. */
export const fetchDeliveriesQuery = z
  .object({ start_date: calendarDate(), end_date: calendarDate(), project_id: queryIds.optional() })
  .strict()
  .refine((q) => q.start_date <= q.end_date, {
    path: ['end_date'],
    message: 'The end date must not be before the start date.',
  })
  .refine((q) => Date.parse(q.end_date) - Date.parse(q.start_date) <= 62 * 86_400_000, {
    path: ['end_date'],
    message: 'At most 62 days at a time.',
  });
export type FetchDeliveriesQuery = z.output<typeof fetchDeliveriesQuery>;

const money = z.string().nullable();

/** §3 Order material as a receiver sees it on a delivery. */
export const deliveryLineRecord = z.object({
  id: z.number().int(),
  description: z.string(),
  product_identifier: z.string().nullable(),
  unit_name: z.string().nullable(),
  quantity: z.string(),
  quantity_delivered: z.string(),
  remaining_quantity: z.string(),
  unit_cost: money.optional(),
  extended_cost: money.optional(),
});

export const deliveryDetailRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  order_name: z.string(),
  order_state: z.enum(ORDER_STATES),
  project_id: z.number().int(),
  project_name: z.string(),
  vendor_name: z.string().nullable(),
  position: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  status: z.enum(DELIVERY_STATUSES).nullable(),
  /** §4 display text ('Shipped - UPS, ETA: 01/31/2026'). */
  display_text: z.string(),
  is_pick_up: z.boolean(),
  address: z
    .object({ id: z.number().int(), nickname: z.string().nullable(), address_line_1: z.string() })
    .nullable(),
  address_to: z.string().nullable(),
  requested_delivered_at: z.string().nullable(),
  estimated_delivered_at: z.string().nullable(),
  best_guess_delivered_at: z.string().nullable(),
  actual_delivered_at: z.string().nullable(),
  marked_delivered_at: z.string().nullable(),
  marked_delivered_by: z.number().int().nullable(),
  marked_shipped_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  instructions: z.string().nullable(),
  carrier: z.string().nullable(),
  shipping_carrier_id: z.number().int().nullable(),
  tracking_number: z.string().nullable(),
  incomplete_items: z.string().nullable(),
  delivery_issues: z.string().nullable(),
  delivery_issue_type: z.enum(DELIVERY_ISSUE_TYPES).nullable(),
  delivery_issue_resolved_at: z.string().nullable(),
  delivery_issue_resolved_by: z.number().int().nullable(),
  /** §4 'This delivery has an issue: Broken Items' / 'had …(resolved …)'; null without an issue. */
  issue_text: z.string().nullable(),
  has_open_issue: z.boolean(),
  tax_value: money.optional(),
  discount_value: money.optional(),
  shipping_value: money.optional(),
  other_value: money.optional(),
  order_materials: z.array(deliveryLineRecord),
  /** §3 Delivery "delivery_files": the issue photos and tickets attached to it (§3 Uploads). */
  delivery_files: z.array(uploadRecord),
});
export type DeliveryDetailRecord = z.infer<typeof deliveryDetailRecord>;
export const deliveryDetailBody = z.object({ delivery: deliveryDetailRecord });

/** A list row: the delivery without its lines and files. */
export const deliveryListRecord = deliveryDetailRecord.omit({
  order_materials: true,
  delivery_files: true,
});
export type DeliveryListRecord = z.infer<typeof deliveryListRecord>;
export const deliveryListBody = listOf(deliveryListRecord);
export const fetchDeliveriesBody = z.object({ records: z.array(deliveryListRecord) });

/** One line of a truck: what arrived of an order material (added to what came before). */
export const lineReceiptInput = z
  .object({
    id,
    quantity_received: decimalInput('Quantity received must be a number of 0 or more').pipe(
      z.string({ error: 'Quantity received is required' }),
    ),
  })
  .strict();

/** A short or damaged delivery (§4 delivery issue types) with a note and photos (signed ids). */
export const deliveryIssueInput = z
  .object({
    delivery_issue_type: z.enum(DELIVERY_ISSUE_TYPES),
    delivery_issues: text(TEXT_LIMITS.longText),
    incomplete_items: text(TEXT_LIMITS.longText),
    photo_signed_ids: z.array(z.string().min(1).max(200)).max(20).default([]),
  })
  .strict();

export const updateDeliveryRequest = z
  .object({
    delivery: z
      .object({
        state: z.enum(DELIVERY_STATES).optional(),
        requested_delivered_at: orderDateInput.optional(),
        estimated_delivered_at: orderDateInput.optional(),
        actual_delivered_at: orderDateInput.optional(),
        carrier: text(TEXT_LIMITS.name).optional(),
        shipping_carrier_id: id.nullish(),
        tracking_number: text(TEXT_LIMITS.shortText).optional(),
        instructions: text(TEXT_LIMITS.longText).optional(),
        received_materials: z.array(lineReceiptInput).max(2000).optional(),
        issue: deliveryIssueInput.optional(),
        resolve_issue: z.literal(true).optional(),
        /**
         * §3 Delivery "delivery_files (with signed ids and delete ids)": files such as the signed
         * delivery ticket, attached under `public_purchaser_files` like the issue photos (decision
         * 0073); removed by key and attachment id (§5).
         */
        delivery_file_signed_ids: z.array(signedId).max(MAX_FILES).optional(),
        delete_files: z.array(removedFileInput).max(MAX_FILES).optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateDeliveryRequest = z.input<typeof updateDeliveryRequest>;

/** §7 POST /deliveries/{id}/ai_match (optional image_signed_ids). */
export const aiMatchRequest = z
  .object({ image_signed_ids: z.array(z.string().min(1).max(200)).max(10).optional() })
  .strict()
  .optional();

export const aiMatchBody = z.object({
  proposals: z.array(
    z.object({
      order_material_id: z.number().int(),
      quantity: z.string().nullable(),
      ticket_description: z.string().nullable(),
      matched_by: z.enum(['product_identifier', 'description']).nullable(),
      unit_differs: z.boolean(),
    }),
  ),
  unmatched_ticket_lines: z.array(
    z.object({ description: z.string(), quantity: z.string().nullable() }),
  ),
});
export type AiMatchBody = z.infer<typeof aiMatchBody>;
