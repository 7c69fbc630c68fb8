import { describe, expect, it } from 'vitest';
import { isPoLocked, poLockedProblem, type LockFacts } from './lock-order';
import type { OrderState, OrderSubState } from './order-states';

const order = (
  state: OrderState,
  sub_state: OrderSubState | null = null,
  invoiced = false,
): LockFacts => ({ state, sub_state, invoiced });

describe('Lock order options: NEVER, DELIVERY_COMPLETION, ORDER_CONFIRMATION, ORDER_INVOICED (procurement-core §9)', () => {
  it('NEVER never locks the PO', () => {
    expect(isPoLocked('NEVER', order('DELIVERED', null, true))).toBe(false);
    expect(poLockedProblem('NEVER', order('DELIVERED', null, true))).toBeNull();
  });

  it('DELIVERY_COMPLETION locks it once delivered', () => {
    expect(isPoLocked('DELIVERY_COMPLETION', order('PARTIALLY_SHIPPED'))).toBe(false);
    expect(isPoLocked('DELIVERY_COMPLETION', order('DELIVERED'))).toBe(true);
    expect(poLockedProblem('DELIVERY_COMPLETION', order('DELIVERED'))).toBe(
      'This PO is locked because it has been delivered.',
    );
  });

  it('ORDER_CONFIRMATION locks it once the vendor confirmed, and in every later state', () => {
    expect(isPoLocked('ORDER_CONFIRMATION', order('ORDERED', 'ORDERED_REQUESTED'))).toBe(false);
    expect(isPoLocked('ORDER_CONFIRMATION', order('ORDERED', 'ORDERED_CONFIRMED'))).toBe(true);
    for (const state of [
      'SHIPPED',
      'PARTIALLY_SHIPPED',
      'DELIVERED',
      'ORDERED_CONFIRMED_CANCELLATION_REQUESTED',
    ] as const) {
      expect(isPoLocked('ORDER_CONFIRMATION', order(state)), state).toBe(true);
    }
    expect(isPoLocked('ORDER_CONFIRMATION', order('QUOTED', 'QUOTED_RECEIVED'))).toBe(false);
    expect(poLockedProblem('ORDER_CONFIRMATION', order('SHIPPED'))).toBe(
      'This PO is locked because the vendor has confirmed it.',
    );
  });

  it('ORDER_INVOICED locks it once an invoice exists', () => {
    expect(isPoLocked('ORDER_INVOICED', order('DELIVERED'))).toBe(false);
    expect(isPoLocked('ORDER_INVOICED', order('ORDERED', 'ORDERED_REQUESTED', true))).toBe(true);
    expect(poLockedProblem('ORDER_INVOICED', order('ORDERED', null, true))).toBe(
      'This PO is locked because it has been invoiced.',
    );
    expect(poLockedProblem('ORDER_INVOICED', order('ORDERED'))).toBeNull();
  });
});
