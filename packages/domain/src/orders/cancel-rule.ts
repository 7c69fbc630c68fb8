import type { Permission } from '../permissions';
import type { OrderPosition, OrderState } from './order-states';

/** §4 the states from which a buyer may cancel. */
export const CANCELLABLE_ORDER_STATES = [
  'DRAFT',
  'REQUESTED',
  'QUOTED',
  'ORDERED',
] as const satisfies readonly OrderState[];

/**
 * procurement-core §4 Rule: "a user who manages orders can cancel an order whose state is DRAFT,
 * REQUESTED, QUOTED or ORDERED, except when its sub-state is ORDERED_CONFIRMED" (a confirmed
 * order is cancelled by asking the vendor: request_cancellation in the state machine).
 */
export function canCancelOrder(permissions: Iterable<Permission>, order: OrderPosition): boolean {
  const manages = new Set(permissions).has('can_manage_orders_and_rfqs');
  return (
    manages &&
    (CANCELLABLE_ORDER_STATES as readonly OrderState[]).includes(order.state) &&
    order.sub_state !== 'ORDERED_CONFIRMED'
  );
}
