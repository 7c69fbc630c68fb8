import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../permissions';
import { canCancelOrder } from './cancel-rule';
import {
  ORDER_STATES,
  ORDER_SUB_STATES,
  type OrderPosition,
  type OrderState,
  type OrderSubState,
} from './order-states';
import { ORDER_ACTIONS, ORDER_TRANSITIONS, type OrderAction } from './order-transitions';
import {
  OrderTransitionError,
  availableOrderActions,
  describeOrderPosition,
  findOrderTransition,
  mayTakeTransition,
  nextOrderState,
  orderTransitionMessage,
  transitionOrder,
} from './state-machine';

const at = (state: OrderState, sub_state: OrderSubState | null = null): OrderPosition => ({
  state,
  sub_state,
});

/**
 * The expected machine, written out independently of the table: [action, from state, from
 * sub-state ('*' any, '!X' any but X, or one sub-state), to state, to sub-state, who].
 */
type Expected = [OrderAction, OrderState | 'NEW', string, OrderState, OrderSubState | null, string];
// prettier-ignore
const EXPECTED: Expected[] = [
  ['create_draft_order', 'NEW', '*', 'DRAFT', 'DRAFT_ORDER', 'can_create_drafts'],
  ['create_draft_quote', 'NEW', '*', 'DRAFT', 'DRAFT_QUOTE', 'can_create_drafts'],
  ['create_draft_request', 'NEW', '*', 'DRAFTED_REQUEST', 'DRAFTED_REQUEST', 'can_create_drafts'],
  ['create_order_request', 'NEW', '*', 'REQUESTED', 'REQUESTED_ORDER', 'can_create_drafts'],
  ['create_quote_request', 'NEW', '*', 'REQUESTED', 'REQUESTED_QUOTE', 'can_create_drafts'],
  ['create_quote', 'NEW', '*', 'QUOTED', 'QUOTED_REQUESTED', 'can_send_and_update_rfqs'],
  ['create_order', 'NEW', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_send_and_update_orders'],
  ['create_quick_po', 'NEW', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_create_quick_po'],
  ['submit_order_request', 'DRAFTED_REQUEST', '*', 'REQUESTED', 'REQUESTED_ORDER', 'can_create_drafts'],
  ['submit_quote_request', 'DRAFTED_REQUEST', '*', 'REQUESTED', 'REQUESTED_QUOTE', 'can_create_drafts'],
  ['approve', 'REQUESTED', '*', 'APPROVED', 'APPROVED', 'can_approve_order_request'],
  ['send_rfq', 'DRAFT', '*', 'QUOTED', 'QUOTED_REQUESTED', 'can_send_and_update_rfqs'],
  ['send_rfq', 'REQUESTED', '*', 'QUOTED', 'QUOTED_REQUESTED', 'can_send_and_update_rfqs'],
  ['send_rfq', 'APPROVED', '*', 'QUOTED', 'QUOTED_REQUESTED', 'can_send_and_update_rfqs'],
  ['request_update', 'QUOTED', '*', 'QUOTED', 'QUOTED_REQUESTED', 'can_send_and_update_rfqs'],
  ['request_update', 'ORDERED', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_send_and_update_orders'],
  ['receive_quote', 'QUOTED', '*', 'QUOTED', 'QUOTED_RECEIVED', 'VENDOR,can_input_vendor_data'],
  ['expire_quote', 'QUOTED', '*', 'CANCELLED', 'QUOTED_EXPIRED', 'SYSTEM'],
  ['place_order', 'DRAFT', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_send_and_update_orders'],
  ['place_order', 'REQUESTED', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_send_and_update_orders'],
  ['place_order', 'APPROVED', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_send_and_update_orders'],
  ['place_order', 'QUOTED', '*', 'ORDERED', 'ORDERED_REQUESTED', 'can_send_and_update_orders'],
  ['confirm', 'ORDERED', '!ORDERED_CONFIRMED', 'ORDERED', 'ORDERED_CONFIRMED', 'VENDOR,can_input_vendor_data'],
  ['ship', 'ORDERED', '*', 'SHIPPED', null, 'VENDOR,can_edit_delivery_information'],
  ['ship', 'PARTIALLY_SHIPPED', '*', 'SHIPPED', null, 'VENDOR,can_edit_delivery_information'],
  ['partially_ship', 'ORDERED', '*', 'PARTIALLY_SHIPPED', null, 'VENDOR,can_edit_delivery_information'],
  ['partially_ship', 'PARTIALLY_SHIPPED', '*', 'PARTIALLY_SHIPPED', null, 'VENDOR,can_edit_delivery_information'],
  ['deliver', 'ORDERED', '*', 'DELIVERED', null, 'VENDOR,can_edit_delivery_information'],
  ['deliver', 'SHIPPED', '*', 'DELIVERED', null, 'VENDOR,can_edit_delivery_information'],
  ['deliver', 'PARTIALLY_SHIPPED', '*', 'DELIVERED', null, 'VENDOR,can_edit_delivery_information'],
  ['cancel', 'DRAFT', 'DRAFT_QUOTE', 'CANCELLED', 'CANCELLED_QUOTE_BY_BUYER', 'can_manage_orders_and_rfqs'],
  ['cancel', 'DRAFT', '!ORDERED_CONFIRMED', 'CANCELLED', 'CANCELLED_ORDER_BY_BUYER', 'can_manage_orders_and_rfqs'],
  ['cancel', 'REQUESTED', 'REQUESTED_QUOTE', 'CANCELLED', 'CANCELLED_QUOTE_BY_BUYER', 'can_manage_orders_and_rfqs'],
  ['cancel', 'REQUESTED', '!ORDERED_CONFIRMED', 'CANCELLED', 'CANCELLED_ORDER_BY_BUYER', 'can_manage_orders_and_rfqs'],
  ['cancel', 'QUOTED', '!ORDERED_CONFIRMED', 'CANCELLED', 'CANCELLED_QUOTE_BY_BUYER', 'can_manage_orders_and_rfqs'],
  ['cancel', 'ORDERED', '!ORDERED_CONFIRMED', 'CANCELLED', 'CANCELLED_ORDER_BY_BUYER', 'can_manage_orders_and_rfqs'],
  ['request_cancellation', 'ORDERED', 'ORDERED_CONFIRMED', 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED', 'ORDERED_CONFIRMED', 'can_manage_orders_and_rfqs'],
  ['accept_cancellation', 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED', '*', 'CANCELLED', 'CANCELLED_ORDER_BY_BUYER', 'VENDOR,can_input_vendor_data'],
  ['reject_cancellation', 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED', '*', 'ORDERED', 'ORDERED_CONFIRMED', 'VENDOR,can_input_vendor_data'],
  ['cancel_by_vendor', 'QUOTED', '*', 'CANCELLED', 'CANCELLED_QUOTE_BY_VENDOR', 'VENDOR,can_input_vendor_data'],
  ['cancel_by_vendor', 'ORDERED', '*', 'CANCELLED', 'CANCELLED_ORDER_BY_VENDOR', 'VENDOR,can_input_vendor_data'],
  ['merge', 'DRAFT', '*', 'CANCELLED', 'CANCELLED_MERGED', 'can_manage_orders_and_rfqs'],
  ['merge', 'REQUESTED', '*', 'CANCELLED', 'CANCELLED_MERGED', 'can_manage_orders_and_rfqs'],
  ['merge', 'APPROVED', '*', 'CANCELLED', 'CANCELLED_MERGED', 'can_manage_orders_and_rfqs'],
  ['delete_draft', 'DRAFT', '*', 'CANCELLED', 'DELETED_DRAFT', 'can_create_drafts'],
  ['delete_request', 'DRAFTED_REQUEST', '*', 'CANCELLED', 'DELETED_REQUEST', 'can_create_drafts'],
  ['delete_request', 'REQUESTED', '*', 'CANCELLED', 'DELETED_REQUEST', 'can_approve_order_request'],
  ['delete_request', 'APPROVED', '*', 'CANCELLED', 'DELETED_REQUEST', 'can_approve_order_request'],
  ['undiscard', 'CANCELLED', 'DELETED_DRAFT', 'DRAFT', 'DRAFT_ORDER', 'can_create_drafts'],
  ['undiscard', 'CANCELLED', 'DELETED_REQUEST', 'DRAFT', 'DRAFT_ORDER', 'can_create_drafts'],
];

function expectedFor(current: OrderPosition | null, action: OrderAction): Expected | undefined {
  return EXPECTED.find(([a, from, sub]) => {
    if (a !== action) return false;
    if (current === null) return from === 'NEW';
    if (from !== current.state) return false;
    if (sub === '*') return true;
    if (sub.startsWith('!')) return current.sub_state !== sub.slice(1);
    return current.sub_state === sub;
  });
}

const POSITIONS: (OrderPosition | null)[] = [
  null,
  ...ORDER_STATES.flatMap((state) => [null, ...ORDER_SUB_STATES].map((sub) => at(state, sub))),
];
const ACTIONS = Object.keys(ORDER_ACTIONS) as OrderAction[];

describe('the order state machine (procurement-core §4, decision 0045)', () => {
  it('answers every action from every state and sub-state exactly as written out', () => {
    for (const current of POSITIONS) {
      for (const action of ACTIONS) {
        const expected = expectedFor(current, action);
        const outcome = nextOrderState(current, action);
        if (expected === undefined) {
          expect(outcome, `${describeOrderPosition(current)} ${action}`).toEqual({
            ok: false,
            message: orderTransitionMessage(current, action),
          });
        } else {
          const [, , , state, sub_state, by] = expected;
          expect(outcome, `${describeOrderPosition(current)} ${action}`).toEqual({
            ok: true,
            state,
            sub_state,
            by: by.split(','),
          });
        }
      }
    }
  });

  it('has a row for every action, and every row is reachable', () => {
    for (const action of ACTIONS) {
      expect(
        ORDER_TRANSITIONS.some((row) => row.action === action),
        action,
      ).toBe(true);
    }
    for (const row of ORDER_TRANSITIONS) {
      const reachable = POSITIONS.some((p) => findOrderTransition(p, row.action) === row);
      expect(reachable, `${row.action} from ${row.from.join(',')}`).toBe(true);
    }
  });

  it('creates a draft, a request, an RFQ and an order', () => {
    expect(transitionOrder(null, 'create_draft_order')).toEqual(at('DRAFT', 'DRAFT_ORDER'));
    expect(transitionOrder(null, 'create_draft_quote')).toEqual(at('DRAFT', 'DRAFT_QUOTE'));
    expect(transitionOrder(null, 'create_draft_request')).toEqual(
      at('DRAFTED_REQUEST', 'DRAFTED_REQUEST'),
    );
    expect(transitionOrder(null, 'create_order_request')).toEqual(
      at('REQUESTED', 'REQUESTED_ORDER'),
    );
    expect(transitionOrder(null, 'create_quote')).toEqual(at('QUOTED', 'QUOTED_REQUESTED'));
    expect(transitionOrder(null, 'create_order')).toEqual(at('ORDERED', 'ORDERED_REQUESTED'));
  });

  it('walks an RFQ: sent, Quote Provided, placed, Order Confirmed, shipped, delivered', () => {
    let order = transitionOrder(null, 'create_draft_quote');
    order = transitionOrder(order, 'send_rfq');
    expect(order).toEqual(at('QUOTED', 'QUOTED_REQUESTED'));
    order = transitionOrder(order, 'receive_quote');
    expect(order).toEqual(at('QUOTED', 'QUOTED_RECEIVED'));
    order = transitionOrder(order, 'place_order');
    expect(order).toEqual(at('ORDERED', 'ORDERED_REQUESTED'));
    order = transitionOrder(order, 'confirm');
    expect(order).toEqual(at('ORDERED', 'ORDERED_CONFIRMED'));
    order = transitionOrder(order, 'partially_ship');
    expect(order).toEqual(at('PARTIALLY_SHIPPED'));
    order = transitionOrder(order, 'ship');
    expect(order).toEqual(at('SHIPPED'));
    expect(transitionOrder(order, 'deliver')).toEqual(at('DELIVERED'));
  });

  it('walks a request: drafted, requested, approved, then sent', () => {
    let order = transitionOrder(null, 'create_draft_request');
    order = transitionOrder(order, 'submit_quote_request');
    expect(order).toEqual(at('REQUESTED', 'REQUESTED_QUOTE'));
    order = transitionOrder(order, 'approve');
    expect(order).toEqual(at('APPROVED', 'APPROVED'));
    expect(transitionOrder(order, 'send_rfq')).toEqual(at('QUOTED', 'QUOTED_REQUESTED'));
  });

  it('cancels a confirmed order only through a cancellation request the vendor accepts or rejects', () => {
    const confirmed = at('ORDERED', 'ORDERED_CONFIRMED');
    expect(nextOrderState(confirmed, 'cancel')).toEqual({
      ok: false,
      message: 'An order in state ORDERED (ORDERED_CONFIRMED) cannot be cancelled',
    });
    const requested = transitionOrder(confirmed, 'request_cancellation');
    expect(requested).toEqual(at('ORDERED_CONFIRMED_CANCELLATION_REQUESTED', 'ORDERED_CONFIRMED'));
    expect(transitionOrder(requested, 'accept_cancellation')).toEqual(
      at('CANCELLED', 'CANCELLED_ORDER_BY_BUYER'),
    );
    expect(transitionOrder(requested, 'reject_cancellation')).toEqual(confirmed);
  });

  it('deletes a draft and restores it as an order (undiscard)', () => {
    const deleted = transitionOrder(at('DRAFT', 'DRAFT_QUOTE'), 'delete_draft');
    expect(deleted).toEqual(at('CANCELLED', 'DELETED_DRAFT'));
    expect(transitionOrder(deleted, 'undiscard')).toEqual(at('DRAFT', 'DRAFT_ORDER'));
    expect(nextOrderState(at('CANCELLED', 'CANCELLED_ORDER_BY_BUYER'), 'undiscard').ok).toBe(false);
  });

  it('expires an unanswered quote as Quote Expired and merges as Cancelled: Merged', () => {
    expect(transitionOrder(at('QUOTED', 'QUOTED_REQUESTED'), 'expire_quote')).toEqual(
      at('CANCELLED', 'QUOTED_EXPIRED'),
    );
    expect(transitionOrder(at('REQUESTED', 'REQUESTED_ORDER'), 'merge')).toEqual(
      at('CANCELLED', 'CANCELLED_MERGED'),
    );
  });

  it("refuses with a clear error naming the current state: 'An order in state X cannot be Y'", () => {
    expect(nextOrderState(at('DELIVERED'), 'cancel')).toEqual({
      ok: false,
      message: 'An order in state DELIVERED cannot be cancelled',
    });
    expect(nextOrderState(null, 'ship')).toEqual({
      ok: false,
      message: 'An order in state NEW cannot be shipped',
    });
    expect(() => transitionOrder(at('CANCELLED', 'QUOTED_EXPIRED'), 'place_order')).toThrow(
      new OrderTransitionError(at('CANCELLED', 'QUOTED_EXPIRED'), 'place_order'),
    );
    const error = new OrderTransitionError(at('SHIPPED'), 'approve');
    expect(error.message).toBe('An order in state SHIPPED cannot be approved');
    expect(error.name).toBe('OrderTransitionError');
    expect(error.current).toEqual(at('SHIPPED'));
    expect(error.action).toBe('approve');
    expect(error).toBeInstanceOf(Error);
  });
});

describe('who may take a transition', () => {
  const purchaser = { kind: 'company' as const, permissions: PERMISSIONS };
  const requester = {
    kind: 'company' as const,
    permissions: ['can_create_drafts', 'can_read_orders_and_rfqs'] as const,
  };

  it('lets a company user act through a permission, the vendor as VENDOR, jobs as SYSTEM', () => {
    expect(mayTakeTransition(requester, ['can_create_drafts'])).toBe(true);
    expect(mayTakeTransition(requester, ['can_send_and_update_orders'])).toBe(false);
    expect(mayTakeTransition(requester, ['VENDOR', 'can_create_drafts'])).toBe(true);
    expect(mayTakeTransition({ kind: 'vendor' }, ['VENDOR'])).toBe(true);
    expect(mayTakeTransition({ kind: 'vendor' }, ['can_input_vendor_data'])).toBe(false);
    expect(mayTakeTransition({ kind: 'system' }, ['SYSTEM'])).toBe(true);
    expect(mayTakeTransition({ kind: 'system' }, ['VENDOR'])).toBe(false);
    expect(mayTakeTransition(purchaser, ['SYSTEM'])).toBe(false);
  });

  it('lists the actions of a requester: a material requester cannot send or place (§6)', () => {
    expect(availableOrderActions(at('DRAFTED_REQUEST', 'DRAFTED_REQUEST'), requester)).toEqual([
      'submit_order_request',
      'submit_quote_request',
      'delete_request',
    ]);
    expect(availableOrderActions(at('DRAFT', 'DRAFT_ORDER'), requester)).toEqual(['delete_draft']);
  });

  it('lists what the vendor may do with a placed order', () => {
    expect(availableOrderActions(at('ORDERED', 'ORDERED_REQUESTED'), { kind: 'vendor' })).toEqual([
      'confirm',
      'ship',
      'partially_ship',
      'deliver',
      'cancel_by_vendor',
    ]);
    expect(availableOrderActions(at('QUOTED', 'QUOTED_REQUESTED'), { kind: 'system' })).toEqual([
      'expire_quote',
    ]);
  });
});

describe('§4 Rule: a user who manages orders can cancel an order whose state is DRAFT, REQUESTED, QUOTED or ORDERED, except when its sub-state is ORDERED_CONFIRMED', () => {
  const manager = ['can_manage_orders_and_rfqs'] as const;

  it('lets a manager cancel in those states', () => {
    expect(canCancelOrder(manager, at('DRAFT', 'DRAFT_ORDER'))).toBe(true);
    expect(canCancelOrder(manager, at('REQUESTED', 'REQUESTED_QUOTE'))).toBe(true);
    expect(canCancelOrder(manager, at('QUOTED', 'QUOTED_RECEIVED'))).toBe(true);
    expect(canCancelOrder(manager, at('ORDERED', 'ORDERED_REQUESTED'))).toBe(true);
  });

  it('refuses a confirmed order, other states, and users who do not manage orders', () => {
    expect(canCancelOrder(manager, at('ORDERED', 'ORDERED_CONFIRMED'))).toBe(false);
    expect(canCancelOrder(manager, at('APPROVED', 'APPROVED'))).toBe(false);
    expect(canCancelOrder(manager, at('SHIPPED'))).toBe(false);
    expect(canCancelOrder(['can_send_and_update_orders'], at('DRAFT', 'DRAFT_ORDER'))).toBe(false);
  });

  it('agrees with the state machine for every state and sub-state', () => {
    for (const current of POSITIONS) {
      if (current === null) continue;
      const viaMachine = availableOrderActions(current, {
        kind: 'company',
        permissions: manager,
      }).includes('cancel');
      expect(canCancelOrder(manager, current), describeOrderPosition(current)).toBe(viaMachine);
    }
  });
});
