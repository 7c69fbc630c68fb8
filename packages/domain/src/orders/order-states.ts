/**
 * The order's states and sub-states (procurement-core §4 Order states, Order sub-states) and the
 * document kinds of §5 (order, quote, request).
 */

/** §4 Order states. */
export const ORDER_STATES = [
  'REQUESTED',
  'DRAFT',
  'DRAFTED_REQUEST',
  'APPROVED',
  'QUOTED',
  'ORDERED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** §4: "The state filter omits the cancellation-requested one." */
export const ORDER_STATE_FILTER_STATES: readonly OrderState[] = ORDER_STATES.filter(
  (state) => state !== 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
);

/**
 * The states of a document its vendor has been sent: an RFQ once quoted, an order once placed, and
 * what follows. Drafts, requests and approvals stay the contractor's own, and a cancelled document
 * is left out (it may never have been sent). The vendor sees the document and its public files in
 * these states only (issue 10; the vendor portal of issue 12 lists the same).
 */
export const SENT_TO_VENDOR_STATES = [
  'QUOTED',
  'ORDERED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
] as const satisfies readonly OrderState[];

/** §4: "The dashboard counts quoted, ordered, shipped, partially shipped, delivered and cancelled." */
export const DASHBOARD_ORDER_STATES = [
  'QUOTED',
  'ORDERED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'CANCELLED',
] as const satisfies readonly OrderState[];

/** §4 the sub-states that say why an order was cancelled (or deleted, or expired). */
export const CANCELLED_SUB_STATES = [
  'CANCELLED_QUOTE_BY_VENDOR',
  'CANCELLED_ORDER_BY_VENDOR',
  'CANCELLED_QUOTE_BY_BUYER',
  'CANCELLED_ORDER_BY_BUYER',
  'CANCELLED_MERGED',
  'DELETED_DRAFT',
  'DELETED_REQUEST',
  'QUOTED_EXPIRED',
] as const;

/** §4 Order sub-states (the rows of the badge table). */
export const ORDER_SUB_STATES = [
  'DRAFT_QUOTE',
  'DRAFT_ORDER',
  'DRAFTED_REQUEST',
  'APPROVED',
  'REQUESTED_QUOTE',
  'REQUESTED_ORDER',
  'QUOTED_REQUESTED',
  'QUOTED_RECEIVED',
  'ORDERED_REQUESTED',
  'ORDERED_CONFIRMED',
  ...CANCELLED_SUB_STATES,
] as const;
export type OrderSubState = (typeof ORDER_SUB_STATES)[number];

/** Where an order stands: its state and, when it has one, its sub-state. */
export interface OrderPosition {
  state: OrderState;
  sub_state: OrderSubState | null;
}

/** §5 "configured per document kind (order, quote, request)"; also the unit cost default's order type. */
export const DOCUMENT_KINDS = ['ORDER', 'QUOTE', 'REQUEST'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** §4 Delivery states. */
export const DELIVERY_STATES = [
  'UNSCHEDULED',
  'REQUESTED',
  'SCHEDULED',
  'SHIPPED',
  'DELIVERED',
  'PENDING_REVIEW',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** §3 Delivery status. */
export const DELIVERY_STATUSES = ['COMPLETE', 'INCOMPLETE_DELIVERY'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** §3 Order material state. */
export const ORDER_MATERIAL_STATES = ['NONE', 'UNAVAILABLE'] as const;
export type OrderMaterialState = (typeof ORDER_MATERIAL_STATES)[number];

/** §4 Delivery and carrier issue types. */
export const DELIVERY_ISSUE_TYPES = [
  'INCORRECT_ITEMS',
  'MISSING_ITEMS',
  'BROKEN_ITEMS',
  'OTHER',
] as const;
export type DeliveryIssueType = (typeof DELIVERY_ISSUE_TYPES)[number];

/** §4 Vendor response types. */
export const VENDOR_RESPONSE_TYPES = [
  'SUBSTITUTION',
  'DO_NOT_CARRY',
  'CHANGED_UNITS',
  'CHANGED_PRICE',
  'BACKORDERED',
  'DID_NOT_QUOTE',
  'OTHER',
] as const;
export type VendorResponseType = (typeof VENDOR_RESPONSE_TYPES)[number];

/** §3 Last action author types. */
export const LAST_ACTION_AUTHOR_TYPES = ['User', 'VendorUser', 'CompanyVendorContact'] as const;
export type LastActionAuthorType = (typeof LAST_ACTION_AUTHOR_TYPES)[number];

/** §3 Order history entry events. */
export const ORDER_HISTORY_EVENTS = ['create', 'update', 'delete'] as const;
export type OrderHistoryEvent = (typeof ORDER_HISTORY_EVENTS)[number];
