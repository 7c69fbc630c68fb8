import type { DeliveryState } from '../orders/order-states';

/**
 * procurement-core §4 Delivery states and their moves (issue 10): requested (with the requested
 * date), scheduled (with the estimated date), shipped (carrier, tracking number, ETA), delivered,
 * pending review. The spec names the states, not the moves between them; ours (decision 0043):
 * a delivery moves forward or back among the open states freely, a delivered one only to pending
 * review (someone doubts what arrived) and back, and nothing moves back to Unscheduled.
 */
const MOVES: Record<DeliveryState, readonly DeliveryState[]> = {
  UNSCHEDULED: ['REQUESTED', 'SCHEDULED', 'SHIPPED', 'DELIVERED', 'PENDING_REVIEW'],
  REQUESTED: ['SCHEDULED', 'SHIPPED', 'DELIVERED', 'PENDING_REVIEW'],
  SCHEDULED: ['REQUESTED', 'SHIPPED', 'DELIVERED', 'PENDING_REVIEW'],
  SHIPPED: ['SCHEDULED', 'DELIVERED', 'PENDING_REVIEW'],
  PENDING_REVIEW: ['DELIVERED'],
  DELIVERED: ['PENDING_REVIEW'],
};

const LABELS: Record<DeliveryState, string> = {
  UNSCHEDULED: 'Unscheduled',
  REQUESTED: 'Requested',
  SCHEDULED: 'Scheduled',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  PENDING_REVIEW: 'Pending Review',
};

export const deliveryStateLabel = (state: DeliveryState): string => LABELS[state];

/** What a move needs besides the state (§4 texts show these dates). */
export interface DeliveryMoveFacts {
  requested_delivered_at?: string | null;
  estimated_delivered_at?: string | null;
}

export type DeliveryMoveOutcome = { ok: true } | { ok: false; message: string; field?: string };

export const DELIVERY_MOVE_MESSAGES = {
  notAllowed: (from: DeliveryState, to: DeliveryState) =>
    `A delivery that is ${LABELS[from]} cannot be marked ${LABELS[to]}.`,
  requestedDate: 'A requested delivery needs its requested date.',
  estimatedDate: 'A scheduled delivery needs its estimated date.',
  orderNotPlaced: (orderState: string) =>
    `The deliveries of an order that is ${orderState.toLowerCase().replace(/_/g, ' ')} cannot be shipped or received.`,
  noOpenIssue: 'This delivery has no open issue to resolve.',
} as const;

/** Order states whose deliveries may be shipped and received (§4: placed orders). */
export const RECEIVABLE_ORDER_STATES = [
  'ORDERED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
] as const;

/** The delivery states that say the goods left the vendor: an order must be placed for them. */
export const DISPATCHED_DELIVERY_STATES: readonly DeliveryState[] = [
  'SHIPPED',
  'DELIVERED',
  'PENDING_REVIEW',
];

/** Whether `from` may become `to`; staying in the same state is always allowed (an edit). */
export function deliveryMove(
  from: DeliveryState,
  to: DeliveryState,
  facts: DeliveryMoveFacts,
): DeliveryMoveOutcome {
  if (from !== to && !MOVES[from].includes(to)) {
    return { ok: false, message: DELIVERY_MOVE_MESSAGES.notAllowed(from, to) };
  }
  if (to === 'REQUESTED' && !facts.requested_delivered_at) {
    return {
      ok: false,
      message: DELIVERY_MOVE_MESSAGES.requestedDate,
      field: 'requested_delivered_at',
    };
  }
  if (to === 'SCHEDULED' && !facts.estimated_delivered_at) {
    return {
      ok: false,
      message: DELIVERY_MOVE_MESSAGES.estimatedDate,
      field: 'estimated_delivered_at',
    };
  }
  return { ok: true };
}

/** The states a delivery may be moved to from `from` (the web's state select). */
export const deliveryMovesFrom = (from: DeliveryState): readonly DeliveryState[] => MOVES[from];

/**
 * §3 best_guess_delivered_at: when it arrived, else when it is expected, else when it was asked
 * for. The calendar (GET /deliveries/fetch_deliveries) and the §4 texts read it.
 */
export function bestGuessDeliveredAt(d: {
  actual_delivered_at?: string | null;
  estimated_delivered_at?: string | null;
  requested_delivered_at?: string | null;
}): string | null {
  return d.actual_delivered_at ?? d.estimated_delivered_at ?? d.requested_delivered_at ?? null;
}
