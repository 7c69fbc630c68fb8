import type { Permission } from '../permissions';
import type { OrderState, OrderSubState } from './order-states';

/**
 * The order state machine as data (procurement-core §4 Order states, sub-states, order actions and
 * the cancel rule; §7 the order calls). §4 shows no transitions beyond those it names; the rest is
 * decision 0045. Rows are read in order and the first that matches the order's state and sub-state
 * answers, so a row for particular sub-states comes before the row for the whole state.
 */

/** Who may take a transition: a company user with the permission, the order's vendor, or the system. */
export type OrderActor = Permission | 'VENDOR' | 'SYSTEM';

/** An order not saved yet: where the create actions start. */
export const NEW_ORDER = 'NEW';
export type OrderOrigin = OrderState | typeof NEW_ORDER;

/** Every action, with the words that finish 'An order in state X cannot …'. */
export const ORDER_ACTIONS = {
  create_draft_order: 'be created as a draft order',
  create_draft_quote: 'be created as a draft RFQ',
  create_draft_request: 'be created as a draft request',
  create_order_request: 'be created as an order request',
  create_quote_request: 'be created as an RFQ request',
  create_quote: 'be created as an RFQ',
  create_order: 'be created as an order',
  create_quick_po: 'be created as a quick PO',
  submit_order_request: 'be requested as an order',
  submit_quote_request: 'be requested as an RFQ',
  approve: 'be approved',
  send_rfq: 'be sent as an RFQ',
  request_update: 'be sent back to the vendor for an update',
  receive_quote: 'receive a quote',
  expire_quote: 'have its quote expire',
  place_order: 'be placed',
  confirm: 'be confirmed',
  ship: 'be shipped',
  partially_ship: 'be partially shipped',
  deliver: 'be delivered',
  cancel: 'be cancelled',
  cancel_by_vendor: 'be cancelled by the vendor',
  request_cancellation: 'have its cancellation requested',
  accept_cancellation: 'have its cancellation accepted',
  reject_cancellation: 'have its cancellation rejected',
  merge: 'be merged',
  delete_draft: 'be deleted as a draft',
  delete_request: 'be deleted as a request',
  undiscard: 'be restored',
} as const;
export type OrderAction = keyof typeof ORDER_ACTIONS;

export interface OrderTransition {
  action: OrderAction;
  from: readonly OrderOrigin[];
  /** Only from these sub-states (null: none set); absent means any. */
  fromSubStates?: readonly (OrderSubState | null)[];
  /** Never from these sub-states. */
  exceptSubStates?: readonly (OrderSubState | null)[];
  to: OrderState;
  /** The sub-state it sets; null when the state says everything (shipped, delivered). */
  toSubState: OrderSubState | null;
  /** Any one of these may take it. */
  by: readonly OrderActor[];
}

const DRAFTS: readonly Permission[] = ['can_create_drafts'];
const MANAGE: readonly Permission[] = ['can_manage_orders_and_rfqs'];
const VENDOR_SIDE: readonly OrderActor[] = ['VENDOR', 'can_input_vendor_data'];
const DELIVERY_SIDE: readonly OrderActor[] = ['VENDOR', 'can_edit_delivery_information'];

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  // Creating: POST /order (a draft, a request, an RFQ or an order) and POST /order/quick_po.
  {
    action: 'create_draft_order',
    from: ['NEW'],
    to: 'DRAFT',
    toSubState: 'DRAFT_ORDER',
    by: DRAFTS,
  },
  {
    action: 'create_draft_quote',
    from: ['NEW'],
    to: 'DRAFT',
    toSubState: 'DRAFT_QUOTE',
    by: DRAFTS,
  },
  {
    action: 'create_draft_request',
    from: ['NEW'],
    to: 'DRAFTED_REQUEST',
    toSubState: 'DRAFTED_REQUEST',
    by: DRAFTS,
  },
  {
    action: 'create_order_request',
    from: ['NEW'],
    to: 'REQUESTED',
    toSubState: 'REQUESTED_ORDER',
    by: DRAFTS,
  },
  {
    action: 'create_quote_request',
    from: ['NEW'],
    to: 'REQUESTED',
    toSubState: 'REQUESTED_QUOTE',
    by: DRAFTS,
  },
  {
    action: 'create_quote',
    from: ['NEW'],
    to: 'QUOTED',
    toSubState: 'QUOTED_REQUESTED',
    by: ['can_send_and_update_rfqs'],
  },
  {
    action: 'create_order',
    from: ['NEW'],
    to: 'ORDERED',
    toSubState: 'ORDERED_REQUESTED',
    by: ['can_send_and_update_orders'],
  },
  {
    action: 'create_quick_po',
    from: ['NEW'],
    to: 'ORDERED',
    toSubState: 'ORDERED_REQUESTED',
    by: ['can_create_quick_po'],
  },
  // Requests: a drafted request is submitted, then approved (POST /order/approve_order).
  {
    action: 'submit_order_request',
    from: ['DRAFTED_REQUEST'],
    to: 'REQUESTED',
    toSubState: 'REQUESTED_ORDER',
    by: DRAFTS,
  },
  {
    action: 'submit_quote_request',
    from: ['DRAFTED_REQUEST'],
    to: 'REQUESTED',
    toSubState: 'REQUESTED_QUOTE',
    by: DRAFTS,
  },
  {
    action: 'approve',
    from: ['REQUESTED'],
    to: 'APPROVED',
    toSubState: 'APPROVED',
    by: ['can_approve_order_request'],
  },
  // RFQs: sent, answered by the vendor, re-sent for an update (PATCH /order/request_update), expired.
  {
    action: 'send_rfq',
    from: ['DRAFT', 'REQUESTED', 'APPROVED'],
    to: 'QUOTED',
    toSubState: 'QUOTED_REQUESTED',
    by: ['can_send_and_update_rfqs'],
  },
  {
    action: 'request_update',
    from: ['QUOTED'],
    to: 'QUOTED',
    toSubState: 'QUOTED_REQUESTED',
    by: ['can_send_and_update_rfqs'],
  },
  {
    action: 'request_update',
    from: ['ORDERED'],
    to: 'ORDERED',
    toSubState: 'ORDERED_REQUESTED',
    by: ['can_send_and_update_orders'],
  },
  {
    action: 'receive_quote',
    from: ['QUOTED'],
    to: 'QUOTED',
    toSubState: 'QUOTED_RECEIVED',
    by: VENDOR_SIDE,
  },
  {
    action: 'expire_quote',
    from: ['QUOTED'],
    to: 'CANCELLED',
    toSubState: 'QUOTED_EXPIRED',
    by: ['SYSTEM'],
  },
  // Orders: placed, confirmed by the vendor, shipped (all or part), delivered.
  {
    action: 'place_order',
    from: ['DRAFT', 'REQUESTED', 'APPROVED', 'QUOTED'],
    to: 'ORDERED',
    toSubState: 'ORDERED_REQUESTED',
    by: ['can_send_and_update_orders'],
  },
  {
    action: 'confirm',
    from: ['ORDERED'],
    exceptSubStates: ['ORDERED_CONFIRMED'],
    to: 'ORDERED',
    toSubState: 'ORDERED_CONFIRMED',
    by: VENDOR_SIDE,
  },
  {
    action: 'ship',
    from: ['ORDERED', 'PARTIALLY_SHIPPED'],
    to: 'SHIPPED',
    toSubState: null,
    by: DELIVERY_SIDE,
  },
  {
    action: 'partially_ship',
    from: ['ORDERED', 'PARTIALLY_SHIPPED'],
    to: 'PARTIALLY_SHIPPED',
    toSubState: null,
    by: DELIVERY_SIDE,
  },
  {
    action: 'deliver',
    from: ['ORDERED', 'SHIPPED', 'PARTIALLY_SHIPPED'],
    to: 'DELIVERED',
    toSubState: null,
    by: DELIVERY_SIDE,
  },
  // §4 cancel rule: DRAFT, REQUESTED, QUOTED or ORDERED, except a confirmed order.
  {
    action: 'cancel',
    from: ['DRAFT'],
    fromSubStates: ['DRAFT_QUOTE'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_QUOTE_BY_BUYER',
    by: MANAGE,
  },
  {
    action: 'cancel',
    from: ['REQUESTED'],
    fromSubStates: ['REQUESTED_QUOTE'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_QUOTE_BY_BUYER',
    by: MANAGE,
  },
  {
    action: 'cancel',
    from: ['QUOTED'],
    exceptSubStates: ['ORDERED_CONFIRMED'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_QUOTE_BY_BUYER',
    by: MANAGE,
  },
  {
    action: 'cancel',
    from: ['DRAFT', 'REQUESTED', 'ORDERED'],
    exceptSubStates: ['ORDERED_CONFIRMED'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_ORDER_BY_BUYER',
    by: MANAGE,
  },
  // A confirmed order is cancelled by asking the vendor, who accepts or rejects.
  {
    action: 'request_cancellation',
    from: ['ORDERED'],
    fromSubStates: ['ORDERED_CONFIRMED'],
    to: 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
    toSubState: 'ORDERED_CONFIRMED',
    by: MANAGE,
  },
  {
    action: 'accept_cancellation',
    from: ['ORDERED_CONFIRMED_CANCELLATION_REQUESTED'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_ORDER_BY_BUYER',
    by: VENDOR_SIDE,
  },
  {
    action: 'reject_cancellation',
    from: ['ORDERED_CONFIRMED_CANCELLATION_REQUESTED'],
    to: 'ORDERED',
    toSubState: 'ORDERED_CONFIRMED',
    by: VENDOR_SIDE,
  },
  {
    action: 'cancel_by_vendor',
    from: ['QUOTED'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_QUOTE_BY_VENDOR',
    by: VENDOR_SIDE,
  },
  {
    action: 'cancel_by_vendor',
    from: ['ORDERED'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_ORDER_BY_VENDOR',
    by: VENDOR_SIDE,
  },
  // POST /order/merge_order: the orders merged into another end as CANCELLED_MERGED.
  {
    action: 'merge',
    from: ['DRAFT', 'REQUESTED', 'APPROVED'],
    to: 'CANCELLED',
    toSubState: 'CANCELLED_MERGED',
    by: MANAGE,
  },
  // Deleting keeps the order, as a cancelled one with the Deleted badge; undiscard restores it.
  {
    action: 'delete_draft',
    from: ['DRAFT'],
    to: 'CANCELLED',
    toSubState: 'DELETED_DRAFT',
    by: DRAFTS,
  },
  {
    action: 'delete_request',
    from: ['DRAFTED_REQUEST'],
    to: 'CANCELLED',
    toSubState: 'DELETED_REQUEST',
    by: DRAFTS,
  },
  {
    action: 'delete_request',
    from: ['REQUESTED', 'APPROVED'],
    to: 'CANCELLED',
    toSubState: 'DELETED_REQUEST',
    by: ['can_approve_order_request'],
  },
  {
    action: 'undiscard',
    from: ['CANCELLED'],
    fromSubStates: ['DELETED_DRAFT', 'DELETED_REQUEST'],
    to: 'DRAFT',
    toSubState: 'DRAFT_ORDER',
    by: DRAFTS,
  },
];
