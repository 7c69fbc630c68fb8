import type { OrderPosition, OrderState } from './order-states';
import { ORDER_RULE_MESSAGES } from './order-messages';

/**
 * procurement-core §9 "Lock order options: NEVER, DELIVERY_COMPLETION, ORDER_CONFIRMATION,
 * ORDER_INVOICED" and §5 "Some cost inputs are disabled when the PO is locked": the point from
 * which a purchase order becomes read-only (decision 0046).
 */
export const LOCK_ORDER_OPTIONS = [
  'NEVER',
  'DELIVERY_COMPLETION',
  'ORDER_CONFIRMATION',
  'ORDER_INVOICED',
] as const;
export type LockOrderOption = (typeof LOCK_ORDER_OPTIONS)[number];

/** The states that come after the vendor's confirmation (a shipped order was confirmed in fact). */
const CONFIRMED_OR_LATER: readonly OrderState[] = [
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
  'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
];

export interface LockFacts extends OrderPosition {
  /** The order has at least one invoice. */
  invoiced: boolean;
}

/**
 * Whether the PO is locked under the company's option: NEVER never; DELIVERY_COMPLETION once
 * DELIVERED; ORDER_CONFIRMATION once the vendor confirmed (ORDERED_CONFIRMED or any later state);
 * ORDER_INVOICED once an invoice exists.
 */
export function isPoLocked(option: LockOrderOption, order: LockFacts): boolean {
  switch (option) {
    case 'NEVER':
      return false;
    case 'DELIVERY_COMPLETION':
      return order.state === 'DELIVERED';
    case 'ORDER_CONFIRMATION':
      return order.sub_state === 'ORDERED_CONFIRMED' || CONFIRMED_OR_LATER.includes(order.state);
    case 'ORDER_INVOICED':
      return order.invoiced;
  }
}

/** The refusal of a save on a locked PO, or null when it is not locked. */
export function poLockedProblem(option: LockOrderOption, order: LockFacts): string | null {
  if (option === 'NEVER' || !isPoLocked(option, order)) return null;
  return ORDER_RULE_MESSAGES.poLocked[option];
}
