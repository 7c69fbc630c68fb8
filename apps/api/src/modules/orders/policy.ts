import {
  RECEIVABLE_ORDER_STATES,
  isPoLocked,
  maySetPreferredVendorPrice,
  vendorMayRespond,
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

const holds = (scope: TenantScope, permission: Permission) =>
  scope.kind === 'system' || scope.permissions.has(permission);

/**
 * POST /order/{id}/split (decision 0050): who may create drafts, on an order they may edit as it
 * stands (`editable`: the edit permission of its state and not locked; never a cancelled one).
 */
export function canSplitOrder(scope: TenantScope, editable: boolean): boolean {
  return editable && holds(scope, 'can_create_drafts');
}

/** Placed orders become commitments; drafts, requests, RFQs and cancelled orders do not. */
export const CONVERTIBLE_STATES: readonly OrderState[] = [
  'ORDERED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
];

/** POST /order/{id}/convert_to_commitment: a placed order, once, for who sees commitments. */
export function canConvertToCommitment(
  scope: TenantScope,
  order: { state: string; commitmentId: number | null },
): boolean {
  return (
    holds(scope, 'can_see_and_create_commitments') &&
    CONVERTIBLE_STATES.includes(order.state as OrderState) &&
    order.commitmentId === null
  );
}

/** PATCH /deliveries/{id} with received quantities: a placed order's, for who edits deliveries. */
export function canReceiveDeliveries(scope: TenantScope, order: { state: string }): boolean {
  return (
    holds(scope, 'can_edit_delivery_information') &&
    (RECEIVABLE_ORDER_STATES as readonly string[]).includes(order.state)
  );
}

/**
 * POST /order/{id}/vendor_response (decisions 0087, 0093): the vendor's answers are decided while
 * the vendor may answer, by who may edit the document as it stands (the send/update permission of
 * its kind, not locked); `set_preferred` also needs the material editor's rights and costs.
 */
export function vendorDecisionAbilities(
  scope: TenantScope,
  order: { state: OrderState },
  editable: boolean,
): { decide_vendor_responses: boolean; set_preferred_vendor_price: boolean } {
  const decide = editable && vendorMayRespond(order.state);
  return {
    decide_vendor_responses: decide,
    set_preferred_vendor_price:
      decide && (scope.kind === 'system' || maySetPreferredVendorPrice(scope.permissions)),
  };
}
