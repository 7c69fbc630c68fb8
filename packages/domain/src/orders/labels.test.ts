import { describe, expect, it } from 'vitest';
import {
  SUB_STATE_BADGES,
  formatIssueType,
  orderBadge,
  orderEditPath,
  orderNumberLabel,
  orderTitleType,
  stateListLabel,
} from './labels';
import {
  ORDER_STATES,
  ORDER_SUB_STATES,
  type OrderState,
  type OrderSubState,
} from './order-states';

const at = (state: OrderState, sub_state: OrderSubState | null = null) => ({ state, sub_state });

describe('Order sub-states and badge labels (procurement-core §4)', () => {
  it('has the badge of every sub-state, as the table reads', () => {
    expect(SUB_STATE_BADGES).toEqual({
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
    });
  });

  it("shows the sub-state's badge", () => {
    expect(orderBadge(at('QUOTED', 'QUOTED_RECEIVED'))).toBe('Quote Provided');
    expect(orderBadge(at('ORDERED', 'ORDERED_CONFIRMED'))).toBe('Order Confirmed');
    expect(orderBadge(at('CANCELLED', 'CANCELLED_MERGED'))).toBe('Cancelled: Merged');
    expect(orderBadge(at('CANCELLED', 'DELETED_DRAFT'))).toBe('Deleted Draft');
  });

  it("shows 'Requested Cancellation' for a cancellation requested on a confirmed order", () => {
    expect(orderBadge(at('ORDERED_CONFIRMED_CANCELLATION_REQUESTED', 'ORDERED_CONFIRMED'))).toBe(
      'Requested Cancellation',
    );
  });

  it('shows Shipped, Partially Shipped and Delivered whatever sub-state the order kept', () => {
    expect(orderBadge(at('SHIPPED', 'ORDERED_CONFIRMED'))).toBe('Shipped');
    expect(orderBadge(at('PARTIALLY_SHIPPED', 'ORDERED_CONFIRMED'))).toBe('Partially Shipped');
    expect(orderBadge(at('DELIVERED', 'ORDERED_REQUESTED'))).toBe('Delivered');
  });

  it("QUOTED_EXPIRED: 'Quote Expired' is the default for other cancelled orders", () => {
    expect(orderBadge(at('CANCELLED'))).toBe('Quote Expired');
    expect(orderBadge(at('CANCELLED', 'ORDERED_CONFIRMED'))).toBe('Quote Expired');
    expect(orderBadge(at('CANCELLED', 'QUOTED_EXPIRED'))).toBe('Quote Expired');
  });

  it("shows the state's badge when there is no sub-state: Requested, Drafted…", () => {
    expect(orderBadge(at('REQUESTED'))).toBe('Requested');
    expect(orderBadge(at('DRAFT'))).toBe('Drafted');
    expect(orderBadge(at('ORDERED'))).toBe('Order Placed');
    expect(orderBadge(at('QUOTED'))).toBe('Quote Requested');
    for (const state of ORDER_STATES) expect(orderBadge(at(state))).not.toBe('');
    for (const sub of ORDER_SUB_STATES) expect(orderBadge(at('DRAFT', sub))).not.toBe('');
  });

  it('formats the issue type of a red delivery-issue badge', () => {
    expect(formatIssueType('MISSING_ITEMS')).toBe('Missing Items');
    expect(formatIssueType('INCORRECT_ITEMS')).toBe('Incorrect Items');
    expect(formatIssueType('OTHER')).toBe('Other');
    expect(formatIssueType('BROKEN__ITEMS')).toBe('Broken Items');
  });
});

describe('Ref Number or PO Number (§4)', () => {
  it('is Ref Number while state is absent or DRAFT, DRAFTED_REQUEST, REQUESTED, APPROVED or QUOTED', () => {
    expect(orderNumberLabel(null)).toBe('Ref Number');
    expect(orderNumberLabel(undefined)).toBe('Ref Number');
    for (const state of ['DRAFT', 'DRAFTED_REQUEST', 'REQUESTED', 'APPROVED', 'QUOTED'] as const) {
      expect(orderNumberLabel(state)).toBe('Ref Number');
    }
  });

  it('is PO Number otherwise', () => {
    for (const state of [
      'ORDERED',
      'SHIPPED',
      'PARTIALLY_SHIPPED',
      'DELIVERED',
      'CANCELLED',
      'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
    ] as const) {
      expect(orderNumberLabel(state)).toBe('PO Number');
    }
  });
});

describe('The title type is blank for draft, requested and cancelled, RFQ for quoted, and Order otherwise (§4)', () => {
  it('reads each state', () => {
    expect(orderTitleType('DRAFT')).toBe('');
    expect(orderTitleType('DRAFTED_REQUEST')).toBe('');
    expect(orderTitleType('REQUESTED')).toBe('');
    expect(orderTitleType('CANCELLED')).toBe('');
    expect(orderTitleType('QUOTED')).toBe('RFQ');
    expect(orderTitleType('ORDERED')).toBe('Order');
    expect(orderTitleType('APPROVED')).toBe('Order');
    expect(orderTitleType('DELIVERED')).toBe('Order');
  });
});

describe('State labels in some lists: requested and approved read Request; quoted reads RFQ (§4)', () => {
  it('reads Request, RFQ, and the others in words', () => {
    expect(ORDER_STATES.map(stateListLabel)).toEqual([
      'Request',
      'Draft',
      'Draft Request',
      'Request',
      'RFQ',
      'Ordered',
      'Shipped',
      'Partially Shipped',
      'Delivered',
      'Cancelled',
      'Requested Cancellation',
    ]);
    expect(stateListLabel('REQUESTED')).toBe('Request');
    expect(stateListLabel('APPROVED')).toBe('Request');
    expect(stateListLabel('QUOTED')).toBe('RFQ');
    expect(stateListLabel('PARTIALLY_SHIPPED')).toBe('Partially Shipped');
    expect(stateListLabel('ORDERED_CONFIRMED_CANCELLATION_REQUESTED')).toBe(
      'Requested Cancellation',
    );
  });
});

describe('the order editing routes (§2)', () => {
  const order = { id: 7, order_package_id: 3 };

  it('opens draft, requested, approved, deleted draft and deleted request in /orders/new_order', () => {
    for (const position of [
      at('DRAFT', 'DRAFT_ORDER'),
      at('REQUESTED', 'REQUESTED_ORDER'),
      at('APPROVED', 'APPROVED'),
      at('CANCELLED', 'DELETED_DRAFT'),
      at('CANCELLED', 'DELETED_REQUEST'),
    ]) {
      expect(orderEditPath({ ...order, ...position })).toBe('/orders/new_order?order_package_id=3');
    }
  });

  it('opens a draft or requested quote in /orders/new_quote, a drafted request in its form', () => {
    expect(orderEditPath({ ...order, ...at('DRAFT', 'DRAFT_QUOTE') })).toBe(
      '/orders/new_quote?order_package_id=3',
    );
    expect(orderEditPath({ ...order, ...at('REQUESTED', 'REQUESTED_QUOTE') })).toBe(
      '/orders/new_quote?order_package_id=3',
    );
    expect(
      orderEditPath({
        ...order,
        ...at('DRAFTED_REQUEST', 'DRAFTED_REQUEST'),
        private_form_url: 'site-a',
      }),
    ).toBe('/new_order/site-a?order_package_id=3');
    expect(orderEditPath({ ...order, ...at('DRAFTED_REQUEST', 'DRAFTED_REQUEST') })).toBe(
      '/orders/new_order?order_package_id=3',
    );
    expect(
      orderEditPath({ ...order, ...at('APPROVED', 'APPROVED'), private_form_url: 'site-a' }),
    ).toBe('/orders/new_order?order_package_id=3');
  });

  it('opens every other state in /order/{id}', () => {
    expect(orderEditPath({ ...order, ...at('QUOTED', 'QUOTED_RECEIVED') })).toBe('/order/7');
    expect(orderEditPath({ ...order, ...at('CANCELLED', 'CANCELLED_ORDER_BY_BUYER') })).toBe(
      '/order/7',
    );
  });
});
