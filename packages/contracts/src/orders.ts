import { z } from 'zod';
import { orderFormExtension } from './order-forms';
import {
  DELIVERY_ISSUE_TYPES,
  DELIVERY_STATES,
  DELIVERY_STATUSES,
  LAST_ACTION_AUTHOR_TYPES,
  LINE_REQUIRABLE_FIELDS,
  LOCK_ORDER_OPTIONS,
  ORDER_HISTORY_EVENTS,
  ORDER_MATERIAL_STATES,
  ORDER_STATES,
  ORDER_SUB_STATES,
  PO_NUMBER_GENERATION_METHODS,
  TEXT_LIMITS,
  VENDOR_RESPONSE_TYPES,
  deliveryCostProblem,
  isCalendarDate,
  quantityProblem,
} from '@laydown/domain';
import { uploadKeyType, uploadRecord } from './files';
import { decimalInput, id, int4 } from './primitives';

/**
 * procurement-core §7 Orders: the order document (header, deliveries, lines, delivery costs) and
 * the calls on one order. Field names are §3's. Money fields (unit_cost, extended_cost, tax_value,
 * ext_cost_with_tax, delivery cost values, totals) are optional in every answer: a user without
 * can_view_costs never receives them (§6).
 */

export const ORDER_KIND_VALUES = ['ORDER', 'RFQ'] as const;

const MAX_DELIVERIES = 50;
const MAX_LINES = 2000;
const MAX_PACKAGE_VENDORS = 20;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * §5 Dates: "A date alone is stored as noon (12:00) of that day as an ISO string; with time
 * enabled the exact time is kept; cleared gives an empty string." A day 'YYYY-MM-DD' becomes its
 * noon (UTC), a full ISO time is kept, '' or null clears.
 */
export const orderDateInput = z
  .union([
    z.literal(''),
    z.iso.datetime({ offset: true }),
    z.string().refine(isCalendarDate, { error: 'Must be a date like 2026-01-31 or an ISO time.' }),
  ])
  .nullish()
  .transform((v) => {
    if (!v) return null;
    return isCalendarDate(v) ? `${v}T12:00:00.000Z` : new Date(v).toISOString();
  });

/** §5 delivery cost values: "accepted only when numeric". */
const deliveryCost = z
  .union([z.string(), z.number()])
  .nullish()
  .superRefine((value, ctx) => {
    const problem = deliveryCostProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) =>
    v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim(),
  );

/** A quantity: a plain non-negative number (the required minimum is the service's, per kind). */
const quantity = z
  .union([z.string(), z.number()])
  .nullish()
  .superRefine((value, ctx) => {
    const problem = quantityProblem(value ?? null, { min: '0', max: null });
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((v) =>
    v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim(),
  );

/** The line's own values of the company's text attributes (size, material, manufacturer…). */
export const LINE_ATTRIBUTE_KEYS = [
  'manufacturer',
  'material',
  'size',
  'group',
  'sub_group',
  'connection_type',
  'mix_code',
  'mix_design',
] as const;
const attributeValues = z
  .partialRecord(z.enum(LINE_ATTRIBUTE_KEYS), z.string().trim().max(TEXT_LIMITS.shortText))
  .pipe(z.record(z.string(), z.string()));

/** §3 Order material as sent: `id` for a line already on the order; without it a new line. */
export const orderLineInput = z
  .object({
    id: id.optional(),
    company_material_id: id.nullish(),
    description: z.string().trim().max(TEXT_LIMITS.description).nullish(),
    product_identifier: text(TEXT_LIMITS.shortText),
    attributes: attributeValues.optional(),
    quantity,
    unit_id: id.nullish(),
    unit_name: text(TEXT_LIMITS.unitName),
    unit_cost: decimalInput('Unit cost must be a number of 0 or more')
      .optional()
      .transform((v) => v ?? null),
    cost_code_id: id.nullish(),
    cost_code_phase_id: id.nullish(),
    tax_code_id: id.nullish(),
    company_note: text(TEXT_LIMITS.longText),
  })
  .strict();
export type OrderLineInput = z.input<typeof orderLineInput>;

/** §3 Delivery as sent, with its lines and cost values. */
export const deliveryInput = z
  .object({
    id: id.optional(),
    is_pick_up: z.boolean().optional(),
    address_id: id.nullish(),
    address_to: text(TEXT_LIMITS.name),
    requested_delivered_at: orderDateInput,
    instructions: text(TEXT_LIMITS.longText),
    carrier: text(TEXT_LIMITS.name),
    shipping_carrier_id: id.nullish(),
    tracking_number: text(TEXT_LIMITS.shortText),
    lead_time_days: int4(0, 3650).nullish(),
    auto_follow_up_days: int4(0, 365).nullish(),
    tax_value: deliveryCost,
    discount_value: deliveryCost,
    shipping_value: deliveryCost,
    other_value: deliveryCost,
    order_materials: z.array(orderLineInput).max(MAX_LINES).default([]),
  })
  .strict();
export type DeliveryInput = z.input<typeof deliveryInput>;

export const signedId = z.string().min(1).max(200);
/** The most signed ids one list of a write takes (and files one write removes). */
export const MAX_FILES = 50;

/**
 * §3 Order: "public and internal purchaser file signed ids, quote_signed_id" (issue 10, decision
 * 0053). The signed ids sent are attached (a file already there stays once); `quote_signed_id`
 * replaces the quote, null removes it. Not sent: the files are not touched.
 */
const fileFields = {
  public_purchaser_file_signed_ids: z.array(signedId).max(MAX_FILES).optional(),
  internal_purchaser_file_signed_ids: z.array(signedId).max(MAX_FILES).optional(),
  quote_signed_id: signedId.nullish(),
};

/** §5 Upload: "Removing needs both key and file id" (the file's attachment_id). */
export const removedFileInput = z.object({ key: uploadKeyType, attachment_id: id }).strict();

const headerFields = {
  ...fileFields,
  project_id: id,
  company_vendor_id: id.nullish(),
  vendor_contact_ids: z.array(id).max(50).optional(),
  watcher_ids: z.array(id).max(100).optional(),
  name: z.string().trim().max(TEXT_LIMITS.name).nullish(),
  tags: z.array(z.string().trim().min(1).max(TEXT_LIMITS.code)).max(50).optional(),
  notes: text(TEXT_LIMITS.longText),
  quote_expires_at: orderDateInput,
  lead_time_cutoff_date_timestamp: orderDateInput,
  deliveries: z.array(deliveryInput).min(1).max(MAX_DELIVERIES),
};

/** POST /order: a draft purchase order (kind ORDER) or RFQ (kind RFQ), in one body. */
export const createOrderRequest = z
  .object({
    order: z
      .object({
        kind: z.enum(ORDER_KIND_VALUES),
        order_package_id: id.nullish(),
        ...headerFields,
        /** An RFQ sent to several vendors: one package, one order per vendor (§7 Order packages). */
        company_vendor_ids: z.array(id).min(1).max(MAX_PACKAGE_VENDORS).optional(),
        /** Written through the company's private order form: created as a drafted request. */
        public_order_form_url_extension: orderFormExtension.optional(),
      })
      .strict()
      .refine((o) => !(o.company_vendor_ids && o.company_vendor_id), {
        error: 'Send company_vendor_id or company_vendor_ids, not both.',
        path: ['company_vendor_ids'],
      }),
  })
  .strict();
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

/** POST /order/quick_po: a purchase order placed at once with its vendor. */
export const quickPoRequest = z
  .object({ order: z.object({ ...headerFields, company_vendor_id: id }).strict() })
  .strict();
export type QuickPoRequest = z.input<typeof quickPoRequest>;

/** PATCH /order/{id}: the whole document, based on `version` (an older one answers 409). */
export const updateOrderRequest = z
  .object({
    order: z
      .object({
        version: int4(1),
        ...headerFields,
        delete_files: z.array(removedFileInput).max(MAX_FILES).optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateOrderRequest = z.input<typeof updateOrderRequest>;

/** POST /order/approve_order, /order/undiscard_order, /order/cancel_order. */
export const orderActionRequest = z.object({ order_id: id, version: int4(1).optional() }).strict();
export type OrderActionRequest = z.input<typeof orderActionRequest>;

/** PATCH /order/request_update/{id} (comment). */
export const requestUpdateRequest = z
  .object({
    comment: z.string().trim().max(TEXT_LIMITS.longText).nullish(),
    version: int4(1).optional(),
  })
  .strict();
export type RequestUpdateRequest = z.input<typeof requestUpdateRequest>;

const money = z.string().nullable();

export const orderTotalsRecord = z.object({
  materials: z.string(),
  tax: z.string(),
  shipping: z.string(),
  other: z.string(),
  discount: z.string(),
  total: z.string(),
});

const codeRef = z.object({ id: z.number().int(), code: z.string() }).nullable();

/** §3 Order material (a line) as answered. */
export const orderLineRecord = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  delivery_id: z.number().int().nullable(),
  position: z.number().int(),
  company_material_id: z.number().int().nullable(),
  description: z.string(),
  product_identifier: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.string(),
  quantity_delivered: z.string(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  cost_code_id: z.number().int().nullable(),
  cost_code: codeRef,
  cost_code_phase_id: z.number().int().nullable(),
  tax_code_id: z.number().int().nullable(),
  tax_code: codeRef,
  tax_code_rate_id: z.number().int().nullable(),
  company_note: z.string().nullable(),
  vendor_note: z.string().nullable(),
  vendor_response: z.array(z.enum(VENDOR_RESPONSE_TYPES)),
  /**
   * The purchaser's decision on the vendor's answer (decision 0087), what the vendor changed and
   * what it was before (decision 0093): the order form's vendor response column shows them.
   * Optional only so older fixtures stay valid; the API always answers them.
   */
  vendor_response_status: z.enum(['ACCEPTED', 'REJECTED']).nullable().optional(),
  changed_unit_cost_by_vendor: z.boolean().optional(),
  prev_quantity: z.string().nullable().optional(),
  prev_unit_id: z.number().int().nullable().optional(),
  state: z.enum(ORDER_MATERIAL_STATES),
  unit_cost: money.optional(),
  /** The purchaser's price before the vendor's (a cost: left out without can_view_costs). */
  prev_unit_cost: money.optional(),
  extended_cost: money.optional(),
  tax_value: money.optional(),
  ext_cost_with_tax: money.optional(),
});
export type OrderLineRecord = z.infer<typeof orderLineRecord>;

/** §3 Delivery as answered. */
export const deliveryRecord = z.object({
  id: z.number().int(),
  position: z.number().int(),
  state: z.enum(DELIVERY_STATES),
  status: z.enum(DELIVERY_STATUSES).nullable(),
  is_pick_up: z.boolean(),
  address_id: z.number().int().nullable(),
  address: z
    .object({ id: z.number().int(), nickname: z.string().nullable(), address_line_1: z.string() })
    .nullable(),
  address_to: z.string().nullable(),
  requested_delivered_at: z.string().nullable(),
  estimated_delivered_at: z.string().nullable(),
  actual_delivered_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  instructions: z.string().nullable(),
  carrier: z.string().nullable(),
  shipping_carrier_id: z.number().int().nullable(),
  tracking_number: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  auto_follow_up_days: z.number().int().nullable(),
  delivery_issue_type: z.enum(DELIVERY_ISSUE_TYPES).nullable(),
  has_open_issue: z.boolean(),
  tax_value: money.optional(),
  discount_value: money.optional(),
  shipping_value: money.optional(),
  other_value: money.optional(),
  totals: orderTotalsRecord.optional(),
  order_materials: z.array(orderLineRecord),
});
export type DeliveryRecord = z.infer<typeof deliveryRecord>;

/** §3 Last action. */
export const lastActionRecord = z.object({
  author_type: z.enum(LAST_ACTION_AUTHOR_TYPES),
  author_name: z.string(),
  created_at: z.string(),
});

export const internalCommentRecord = z.object({
  id: z.number().int(),
  comment: z.string(),
  author_name: z.string(),
  author_company_user_id: z.number().int().nullable(),
  user_ids: z.array(z.number().int()),
  created_at: z.string(),
});
export type InternalCommentRecord = z.infer<typeof internalCommentRecord>;

/** §3 Order as answered by GET /order/{id} and every call that changes one. */
export const orderRecord = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_KIND_VALUES),
  order_number: z.string(),
  quote_number: z.string().nullable(),
  /** §4 'Ref Number' or 'PO Number'. */
  order_number_label: z.string(),
  name: z.string(),
  order_package_id: z.number().int().nullable(),
  order_package_name: z.string().nullable(),
  project_id: z.number().int(),
  project_name: z.string(),
  company_vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  vendor_contact_ids: z.array(z.number().int()),
  watcher_ids: z.array(z.number().int()),
  tags: z.array(z.string()),
  state: z.enum(ORDER_STATES),
  sub_state: z.enum(ORDER_SUB_STATES).nullable(),
  badge: z.string(),
  title_type: z.string(),
  is_draft: z.boolean(),
  quick_created: z.boolean(),
  /** The company's lock order option has been reached: the PO is read-only (§9). */
  locked: z.boolean(),
  version: z.number().int(),
  notes: z.string().nullable(),
  quote_expires_at: z.string().nullable(),
  lead_time_cutoff_date_timestamp: z.string().nullable(),
  requested_by_company_user_id: z.number().int().nullable(),
  approved_at: z.string().nullable(),
  ordered_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  manual_exported_at: z.string().nullable(),
  commitment_id: z.number().int().nullable(),
  splitted_from_id: z.number().int().nullable(),
  material_request_id: z.number().int().nullable(),
  has_open_delivery_issue: z.boolean(),
  last_action: lastActionRecord.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The §4 actions the signed-in user may take now: `actions` are the state machine's; split,
   * convert_to_commitment and receive (the deliveries' PATCH with received quantities) are the
   * other calls' rules (policy.ts), so the form offers what the server would accept.
   */
  abilities: z.object({
    update: z.boolean(),
    actions: z.array(z.string()),
    split: z.boolean(),
    convert_to_commitment: z.boolean(),
    receive: z.boolean(),
    /** POST /order/{id}/vendor_response: accept or reject the vendor's answers (decision 0093). */
    decide_vendor_responses: z.boolean().optional(),
    /** … and with `set_preferred`, make an accepted price the preferred vendor price. */
    set_preferred_vendor_price: z.boolean().optional(),
  }),
  totals: orderTotalsRecord.optional(),
  deliveries: z.array(deliveryRecord),
  /** The order's files by §9 key type (§3 Uploads); internal ones are never a vendor's. */
  public_purchaser_files: z.array(uploadRecord),
  internal_purchaser_files: z.array(uploadRecord),
  quote_files: z.array(uploadRecord),
  vendor_files: z.array(uploadRecord),
  /** The company's own notes on the order, oldest first; never a vendor's to read. */
  internal_comments: z.array(internalCommentRecord),
});
export type OrderRecord = z.infer<typeof orderRecord>;
export const orderBody = z.object({ order: orderRecord });
export type OrderBody = z.infer<typeof orderBody>;

/** §3 Order history entry, with its field-level changes (old → new). */
export const orderHistoryRecord = z.object({
  id: z.number().int(),
  event: z.enum(ORDER_HISTORY_EVENTS),
  /** Holds `{date}` where the entry's date goes (§9 history titles 'MMM D, h:mm A'). */
  title: z.string(),
  title_date: z.string(),
  /**
   * §3 "author (name, email, company_id, vendor_id, vendor_user_id)": a member's entry carries its
   * company, a vendor user's its vendor (§6: "vendor-side by vendor id").
   */
  author: z
    .object({
      name: z.string(),
      email: z.string().nullable(),
      company_id: z.number().int().nullable(),
      vendor_id: z.number().int().optional(),
      vendor_user_id: z.number().int().optional(),
    })
    .nullable(),
  created_at: z.string(),
  changes: z.array(
    z.object({ section: z.string(), field: z.string(), old: z.unknown(), new: z.unknown() }),
  ),
  snapshot: z.unknown(),
});
export type OrderHistoryRecord = z.infer<typeof orderHistoryRecord>;
export const orderHistoryBody = z.object({ records: z.array(orderHistoryRecord) });

/** GET /order_settings: what the order form needs to know of the company (§5, §9). */
export const orderSettingsRecord = z.object({
  po_number_generation_method: z.enum(PO_NUMBER_GENERATION_METHODS),
  lock_order_option: z.enum(LOCK_ORDER_OPTIONS),
  /** §6 "Edit lock unlock is available only when enabled" (decision 0086). */
  order_unlock_enabled: z.boolean(),
  tax_codes: z.boolean(),
  uses_cost_codes: z.boolean(),
  required_line_fields: z.object({
    ORDER: z.array(z.enum(LINE_REQUIRABLE_FIELDS)),
    QUOTE: z.array(z.enum(LINE_REQUIRABLE_FIELDS)),
    REQUEST: z.array(z.enum(LINE_REQUIRABLE_FIELDS)),
  }),
  new_order_deliveries: z.number().int(),
  new_order_material_rows: z.number().int(),
  add_more_material_rows: z.number().int(),
});
export type OrderSettingsRecord = z.infer<typeof orderSettingsRecord>;
export const orderSettingsBody = z.object({ order_settings: orderSettingsRecord });
