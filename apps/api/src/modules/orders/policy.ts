import {
  isPoLocked,
  type DocumentKind,
  type LockOrderOption,
  type OrderState,
  type OrderSubState,
  type Permission,
} from '@laydown/domain';
import type { TenantScope } from '../../platform/scope';

/**
 * Record-level rules of an order (procurement-core §4, §6): who may change the document as it
 * stands, and which §5 document kind its required markers follow.
 */

interface OrderFacts {
  state: OrderState;
  sub_state: OrderSubState | null;
  kind: 'ORDER' | 'RFQ';
  invoiced: boolean;
}

const REQUEST_STATES: readonly OrderState[] = ['DRAFTED_REQUEST', 'REQUESTED', 'APPROVED'];

/** §5 "configured per document kind (order, quote, request)". */
export function documentKindOf(
  order: Pick<OrderFacts, 'state' | 'sub_state' | 'kind'>,
): DocumentKind {
  if (REQUEST_STATES.includes(order.state)) return 'REQUEST';
  return order.kind === 'RFQ' ? 'QUOTE' : 'ORDER';
}

/**
 * The permission that edits an order in its state: drafts and requests are their makers'
 * (can_create_drafts), an RFQ out with the vendor needs can_send_and_update_rfqs, a placed order
 * can_send_and_update_orders; a cancelled order is read-only until it is restored (decision 0070).
 */
export function editPermission(state: OrderState): Permission | null {
  switch (state) {
    case 'DRAFT':
    case 'DRAFTED_REQUEST':
    case 'REQUESTED':
    case 'APPROVED':
      return 'can_create_drafts';
    case 'QUOTED':
      return 'can_send_and_update_rfqs';
    case 'CANCELLED':
      return null;
    default:
      return 'can_send_and_update_orders';
  }
}

export function canEditOrder(scope: TenantScope, order: { state: string }): boolean {
  const permission = editPermission(order.state as OrderState);
  if (permission === null) return false;
  return scope.kind === 'system' || scope.permissions.has(permission);
}

/** §9 lock order option: a purchase order past its point is read-only. */
export function orderLocked(option: LockOrderOption, order: OrderFacts): boolean {
  return order.kind === 'ORDER' && isPoLocked(option, order);
}

export function canViewCosts(scope: TenantScope): boolean {
  return scope.kind === 'system' || scope.permissions.has('can_view_costs');
}
