import type { Permission } from '../permissions';
import type { OrderPosition, OrderState, OrderSubState } from './order-states';
import {
  ORDER_ACTIONS,
  NEW_ORDER,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderActor,
  type OrderTransition,
} from './order-transitions';

/** Reading the state machine of order-transitions.ts (procurement-core §4; decision 0045). */

/** 'DRAFT (DRAFT_ORDER)', 'SHIPPED', or 'NEW' for an order not saved yet. */
export function describeOrderPosition(current: OrderPosition | null): string {
  if (current === null) return NEW_ORDER;
  return current.sub_state === null ? current.state : `${current.state} (${current.sub_state})`;
}

/** The clear error of a refused transition: 'An order in state X cannot be Y'. */
export function orderTransitionMessage(current: OrderPosition | null, action: OrderAction): string {
  return `An order in state ${describeOrderPosition(current)} cannot ${ORDER_ACTIONS[action]}`;
}

function matches(row: OrderTransition, current: OrderPosition | null): boolean {
  if (current === null) return row.from.includes(NEW_ORDER);
  if (!row.from.includes(current.state)) return false;
  if (row.fromSubStates && !row.fromSubStates.includes(current.sub_state)) return false;
  return !row.exceptSubStates?.includes(current.sub_state);
}

/** The row that answers `action` from where the order stands, if any. */
export function findOrderTransition(
  current: OrderPosition | null,
  action: OrderAction,
): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((row) => row.action === action && matches(row, current));
}

export type OrderTransitionOutcome =
  | { ok: true; state: OrderState; sub_state: OrderSubState | null; by: readonly OrderActor[] }
  | { ok: false; message: string };

/** The next state and sub-state of `action`, with who may take it, or the error naming the state. */
export function nextOrderState(
  current: OrderPosition | null,
  action: OrderAction,
): OrderTransitionOutcome {
  const row = findOrderTransition(current, action);
  if (!row) return { ok: false, message: orderTransitionMessage(current, action) };
  return { ok: true, state: row.to, sub_state: row.toSubState, by: row.by };
}

/** A refused transition, for services that throw (the API answers it as a 4xx with its message). */
export class OrderTransitionError extends Error {
  constructor(
    readonly current: OrderPosition | null,
    readonly action: OrderAction,
  ) {
    super(orderTransitionMessage(current, action));
    this.name = 'OrderTransitionError';
  }
}

/** The next position of `action`, or an OrderTransitionError. */
export function transitionOrder(current: OrderPosition | null, action: OrderAction): OrderPosition {
  const outcome = nextOrderState(current, action);
  if (!outcome.ok) throw new OrderTransitionError(current, action);
  return { state: outcome.state, sub_state: outcome.sub_state };
}

/** Who asks: a company user with their permissions, the order's vendor, or the system (jobs). */
export type OrderRequester =
  { kind: 'company'; permissions: Iterable<Permission> } | { kind: 'vendor' } | { kind: 'system' };

/** Whether the requester is one of those a transition allows. */
export function mayTakeTransition(requester: OrderRequester, by: readonly OrderActor[]): boolean {
  if (requester.kind === 'vendor') return by.includes('VENDOR');
  if (requester.kind === 'system') return by.includes('SYSTEM');
  const granted = new Set<OrderActor>(requester.permissions);
  return by.some((actor) => granted.has(actor));
}

/** The actions the requester may take on the order as it stands (the order's abilities). */
export function availableOrderActions(
  current: OrderPosition | null,
  requester: OrderRequester,
): OrderAction[] {
  return (Object.keys(ORDER_ACTIONS) as OrderAction[]).filter((action) => {
    const row = findOrderTransition(current, action);
    return row !== undefined && mayTakeTransition(requester, row.by);
  });
}
