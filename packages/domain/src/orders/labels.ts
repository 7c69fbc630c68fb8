import {
  CANCELLED_SUB_STATES,
  type DeliveryIssueType,
  type OrderPosition,
  type OrderState,
  type OrderSubState,
} from './order-states';

/** The order's labels (procurement-core §4 Order sub-states and badge labels). */

/** §4 the badge of every sub-state, verbatim. */
export const SUB_STATE_BADGES: Record<OrderSubState, string> = {
  DRAFT_QUOTE: 'Drafted',
  DRAFT_ORDER: 'Drafted',
  DRAFTED_REQUEST: 'Draft Request',
  APPROVED: 'Approved',
  REQUESTED_QUOTE: 'Quote Requested',
  REQUESTED_ORDER: 'Requested',
  QUOTED_REQUESTED: 'Quote Requested',
  QUOTED_RECEIVED: 'Quote Provided',
  ORDERED_REQUESTED: 'Order Placed',
  ORDERED_CONFIRMED: 'Order Confirmed',
  CANCELLED_QUOTE_BY_VENDOR: 'Cancelled by Vendor',
  CANCELLED_ORDER_BY_VENDOR: 'Cancelled by Vendor',
  CANCELLED_QUOTE_BY_BUYER: 'Cancelled by Buyer',
  CANCELLED_ORDER_BY_BUYER: 'Cancelled by Buyer',
  CANCELLED_MERGED: 'Cancelled: Merged',
  DELETED_DRAFT: 'Deleted Draft',
  DELETED_REQUEST: 'Deleted Request',
  QUOTED_EXPIRED: 'Quote Expired',
};

/** §4 "cancellation requested on a confirmed order": Requested Cancellation. */
export const CANCELLATION_REQUESTED_BADGE = 'Requested Cancellation';

/** §4 "Other badge labels: Shipped, Partially Shipped, Delivered, Requested", and a badge per state. */
export const STATE_BADGES: Record<OrderState, string> = {
  REQUESTED: 'Requested',
  DRAFT: 'Drafted',
  DRAFTED_REQUEST: 'Draft Request',
  APPROVED: 'Approved',
  QUOTED: 'Quote Requested',
  ORDERED: 'Order Placed',
  SHIPPED: 'Shipped',
  PARTIALLY_SHIPPED: 'Partially Shipped',
  DELIVERED: 'Delivered',
  // §4 QUOTED_EXPIRED: "default for other cancelled".
  CANCELLED: 'Quote Expired',
  ORDERED_CONFIRMED_CANCELLATION_REQUESTED: CANCELLATION_REQUESTED_BADGE,
};

/** The states whose badge is the state's own, whatever sub-state the order kept. */
const STATE_WINS: readonly OrderState[] = [
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
];

/**
 * §4 the status badge of an order: shipped, partially shipped, delivered and a requested
 * cancellation show the state; a cancelled order shows its reason, 'Quote Expired' by default;
 * any other order shows its sub-state's badge, or its state's when it has none.
 */
export function orderBadge(order: OrderPosition): string {
  const { state, sub_state } = order;
  if (STATE_WINS.includes(state) || sub_state === null) return STATE_BADGES[state];
  if (
    state === 'CANCELLED' &&
    !(CANCELLED_SUB_STATES as readonly OrderSubState[]).includes(sub_state)
  )
    return STATE_BADGES.CANCELLED;
  return SUB_STATE_BADGES[sub_state];
}

/** §4 "Open delivery issues show as red badges with the formatted issue type": MISSING_ITEMS → Missing Items. */
export function formatIssueType(type: DeliveryIssueType | string): string {
  return type
    .toLowerCase()
    .split('_')
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

const REF_NUMBER_STATES: readonly OrderState[] = [
  'DRAFT',
  'DRAFTED_REQUEST',
  'REQUESTED',
  'APPROVED',
  'QUOTED',
];

/**
 * §4 "Order numbers are called Ref Number while state is absent or DRAFT, DRAFTED_REQUEST,
 * REQUESTED, APPROVED or QUOTED, and PO Number otherwise."
 */
export function orderNumberLabel(state: OrderState | null | undefined): 'Ref Number' | 'PO Number' {
  return state === null || state === undefined || REF_NUMBER_STATES.includes(state)
    ? 'Ref Number'
    : 'PO Number';
}

/**
 * §4 "The title type is blank for draft, requested and cancelled, RFQ for quoted, and Order
 * otherwise." A drafted request is both a draft and a request: blank.
 */
export function orderTitleType(state: OrderState): '' | 'RFQ' | 'Order' {
  if (state === 'QUOTED') return 'RFQ';
  const blank: readonly OrderState[] = ['DRAFT', 'DRAFTED_REQUEST', 'REQUESTED', 'CANCELLED'];
  return blank.includes(state) ? '' : 'Order';
}

/**
 * §4 "State labels in some lists: requested and approved read Request; quoted reads RFQ." The
 * others read as their state in words.
 */
export const STATE_LIST_LABELS: Record<OrderState, string> = {
  REQUESTED: 'Request',
  APPROVED: 'Request',
  QUOTED: 'RFQ',
  DRAFT: 'Draft',
  DRAFTED_REQUEST: 'Draft Request',
  ORDERED: 'Ordered',
  SHIPPED: 'Shipped',
  PARTIALLY_SHIPPED: 'Partially Shipped',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  ORDERED_CONFIRMED_CANCELLATION_REQUESTED: CANCELLATION_REQUESTED_BADGE,
};

export function stateListLabel(state: OrderState): string {
  return STATE_LIST_LABELS[state];
}

/**
 * §2 the order editing routes: a drafted request opens its private order form
 * (/new_order/{privateFormUrl}); draft, requested, approved, deleted draft and deleted request open
 * /orders/new_order, a draft or requested quote /orders/new_quote; every other state /order/{id}.
 */
export function orderEditPath(
  order: OrderPosition & { id: number; order_package_id: number; private_form_url?: string | null },
): string {
  const pkg = `order_package_id=${order.order_package_id}`;
  if (order.state === 'DRAFTED_REQUEST' && order.private_form_url) {
    return `/new_order/${order.private_form_url}?${pkg}`;
  }
  if (order.sub_state === 'DRAFT_QUOTE' || order.sub_state === 'REQUESTED_QUOTE') {
    return `/orders/new_quote?${pkg}`;
  }
  const newOrder: readonly (OrderState | OrderSubState | null)[] = [
    'DRAFT',
    'DRAFTED_REQUEST',
    'REQUESTED',
    'APPROVED',
  ];
  const deleted = order.sub_state === 'DELETED_DRAFT' || order.sub_state === 'DELETED_REQUEST';
  return newOrder.includes(order.state) || deleted
    ? `/orders/new_order?${pkg}`
    : `/order/${order.id}`;
}
