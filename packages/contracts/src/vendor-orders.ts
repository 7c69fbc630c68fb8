import { z } from 'zod';
import {
  DELIVERY_STATES,
  ORDER_STATES,
  ORDER_SUB_STATES,
  TEXT_LIMITS,
  VENDOR_RESPONSE_DECISIONS,
  VENDOR_RESPONSE_TYPES,
  quantityProblem,
} from '@laydown/domain';
import { listQuery } from './lists';
import { decimalInput, id } from './primitives';
import { orderDateInput } from './orders';

/**
 * The vendor portal (issue 12, decision 0087): the documents sent to a vendor user's vendor, one
 * document as the vendor reads it, the vendor's line answers and the vendor's §4 transitions. The
 * spec gives no vendor-side paths; they sit under /vendor_orders like the vendor's files (0073).
 * A vendor's answer never holds internal comments, internal files, or the purchaser's prices of
 * an RFQ (the vendor reads only the prices they entered).
 */

const MAX_LINES = 2000;
const note = z.string().trim().max(TEXT_LIMITS.longText);

/** GET /vendor_orders: search (number, project, name), state, paged. */
export const vendorOrderListQuery = listQuery(['updated_at'], {
  state: z.enum(ORDER_STATES).optional(),
});
export type VendorOrderListQuery = z.input<typeof vendorOrderListQuery>;

export const vendorOrderSummary = z.object({
  id: z.number().int(),
  order_number: z.string(),
  name: z.string(),
  state: z.enum(ORDER_STATES),
  sub_state: z.enum(ORDER_SUB_STATES).nullable(),
  badge: z.string(),
  title_type: z.string(),
  company_name: z.string(),
  project_name: z.string(),
  quote_expires_at: z.string().nullable(),
  updated_at: z.string(),
});
export type VendorOrderSummary = z.infer<typeof vendorOrderSummary>;

export const vendorOrderListBody = z.object({
  records: z.array(vendorOrderSummary),
  total_count: z.number().int(),
  has_more: z.boolean(),
});
export type VendorOrderListBody = z.infer<typeof vendorOrderListBody>;

export const vendorLineRecord = z.object({
  id: z.number().int(),
  delivery_id: z.number().int().nullable(),
  description: z.string(),
  product_identifier: z.string().nullable(),
  quantity: z.string(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  prev_quantity: z.string().nullable(),
  prev_unit_name: z.string().nullable(),
  /** The purchaser's price on an order; on an RFQ only a price the vendor entered. */
  unit_cost: z.string().nullable(),
  extended_cost: z.string().nullable(),
  changed_unit_cost_by_vendor: z.boolean(),
  company_note: z.string().nullable(),
  vendor_note: z.string().nullable(),
  vendor_response: z.array(z.enum(VENDOR_RESPONSE_TYPES)),
});
export type VendorLineRecord = z.infer<typeof vendorLineRecord>;

export const vendorDeliveryRecord = z.object({
  id: z.number().int(),
  position: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  is_pick_up: z.boolean(),
  address: z.object({ nickname: z.string().nullable(), address_line_1: z.string() }).nullable(),
  requested_delivered_at: z.string().nullable(),
  estimated_delivered_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  instructions: z.string().nullable(),
});
export type VendorDeliveryRecord = z.infer<typeof vendorDeliveryRecord>;

export const VENDOR_ORDER_ABILITIES = [
  'can_respond',
  'can_submit_quote',
  'can_confirm',
  'can_request_cancellation',
  'can_ship',
  'can_answer_cancellation',
] as const;

export const vendorOrderRecord = vendorOrderSummary.extend({
  number_label: z.string(),
  vendor_name: z.string(),
  notes: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  cancellation_requested_at: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  /** Whether the purchaser's prices were sent (false on an RFQ). */
  purchaser_costs_sent: z.boolean(),
  deliveries: z.array(vendorDeliveryRecord),
  order_materials: z.array(vendorLineRecord),
  /** The company's units, for a Changed Units answer. */
  units: z.array(z.object({ id: z.number().int(), name: z.string() })),
  abilities: z.object(
    Object.fromEntries(VENDOR_ORDER_ABILITIES.map((key) => [key, z.boolean()])) as Record<
      (typeof VENDOR_ORDER_ABILITIES)[number],
      z.ZodBoolean
    >,
  ),
});
export type VendorOrderRecord = z.infer<typeof vendorOrderRecord>;
export const vendorOrderBody = z.object({ order: vendorOrderRecord });
export type VendorOrderBody = z.infer<typeof vendorOrderBody>;

const quantity = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .superRefine((value, ctx) => {
    const problem = quantityProblem(value, { min: '0', max: null });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** One line's answer: a field not sent is left as it is. */
export const vendorLineAnswerInput = z
  .object({
    id,
    vendor_response: z.array(z.enum(VENDOR_RESPONSE_TYPES)).max(VENDOR_RESPONSE_TYPES.length),
    vendor_note: note.nullish(),
    unit_cost: decimalInput('Unit cost must be a number of 0 or more').optional(),
    quantity: quantity.optional(),
    unit_id: id.optional(),
  })
  .strict();
export type VendorLineAnswerInput = z.input<typeof vendorLineAnswerInput>;

/** PATCH /vendor_orders/{id}/responses. */
export const vendorResponsesRequest = z
  .object({
    order: z
      .object({ order_materials: z.array(vendorLineAnswerInput).min(1).max(MAX_LINES) })
      .strict(),
  })
  .strict();
export type VendorResponsesRequest = z.input<typeof vendorResponsesRequest>;

/** POST /vendor_orders/{id}/submit_quote: the quote's expiry (its files go through /files). */
export const vendorSubmitQuoteRequest = z
  .object({ order: z.object({ quote_expires_at: orderDateInput }).strict() })
  .strict();
export type VendorSubmitQuoteRequest = z.input<typeof vendorSubmitQuoteRequest>;

/** POST /vendor_orders/{id}/confirm, accept_cancellation, reject_cancellation. */
export const vendorEmptyRequest = z.object({}).strict();

/** POST /vendor_orders/{id}/request_cancellation. */
export const vendorCancellationRequest = z
  .object({ order: z.object({ cancellation_reason: note.min(1) }).strict() })
  .strict();
export type VendorCancellationRequest = z.input<typeof vendorCancellationRequest>;

/** POST /vendor_orders/{id}/ship: every open delivery of the order, or the one named. */
export const vendorShipRequest = z
  .object({
    delivery: z
      .object({
        id: id.optional(),
        carrier: z.string().trim().min(1).max(TEXT_LIMITS.name),
        tracking_number: z.string().trim().max(TEXT_LIMITS.shortText).nullish(),
        estimated_delivered_at: orderDateInput,
      })
      .strict(),
  })
  .strict();
export type VendorShipRequest = z.input<typeof vendorShipRequest>;

/** §7 POST /quotes/report_issue (issue, quote_id, order_id). */
export const reportQuoteIssueRequest = z
  .object({
    issue: z.string().trim().min(1).max(TEXT_LIMITS.longText),
    quote_id: id.nullish(),
    order_id: id,
  })
  .strict();
export type ReportQuoteIssueRequest = z.input<typeof reportQuoteIssueRequest>;
export const reportQuoteIssueBody = z.object({
  quote_issue: z.object({
    id: z.number().int(),
    order_id: z.number().int(),
    quote_id: z.number().int().nullable(),
    issue: z.string(),
    created_at: z.string(),
  }),
});

/** POST /order/{id}/vendor_response: the purchaser accepts or rejects one line's vendor answer. */
export const vendorResponseDecisionRequest = z
  .object({
    order_material_id: id,
    decision: z.enum(VENDOR_RESPONSE_DECISIONS),
    /** On accepting a vendor price: also make it the material's preferred vendor price. */
    set_preferred: z.boolean().optional(),
    version: z.int().min(1).optional(),
  })
  .strict();
export type VendorResponseDecisionRequest = z.input<typeof vendorResponseDecisionRequest>;
