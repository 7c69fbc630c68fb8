import { describe, expect, it } from 'vitest';
import { bestGuessDeliveredAt, deliveryMove, deliveryMovesFrom } from './delivery-moves';

describe('deliveryMove (§4 delivery states)', () => {
  it('schedules with an estimated date and refuses without one', () => {
    expect(
      deliveryMove('UNSCHEDULED', 'SCHEDULED', { estimated_delivered_at: '2026-01-02' }),
    ).toEqual({ ok: true });
    expect(deliveryMove('UNSCHEDULED', 'SCHEDULED', {})).toEqual({
      ok: false,
      message: 'A scheduled delivery needs its estimated date.',
      field: 'estimated_delivered_at',
    });
  });

  it('requests with a requested date only', () => {
    expect(deliveryMove('UNSCHEDULED', 'REQUESTED', {}).ok).toBe(false);
    expect(deliveryMove('UNSCHEDULED', 'REQUESTED', { requested_delivered_at: 'x' }).ok).toBe(true);
  });

  it('ships and delivers from the open states', () => {
    for (const from of ['UNSCHEDULED', 'REQUESTED', 'SCHEDULED'] as const) {
      expect(deliveryMove(from, 'SHIPPED', {}).ok).toBe(true);
      expect(deliveryMove(from, 'DELIVERED', {}).ok).toBe(true);
    }
  });

  it('keeps a delivered delivery delivered, except for a review', () => {
    expect(deliveryMove('DELIVERED', 'SHIPPED', {})).toEqual({
      ok: false,
      message: 'A delivery that is Delivered cannot be marked Shipped.',
    });
    expect(deliveryMove('DELIVERED', 'PENDING_REVIEW', {}).ok).toBe(true);
    expect(deliveryMove('PENDING_REVIEW', 'DELIVERED', {}).ok).toBe(true);
    expect(deliveryMovesFrom('DELIVERED')).toEqual(['PENDING_REVIEW']);
  });

  it('never goes back to Unscheduled, and staying is an edit', () => {
    expect(deliveryMove('SCHEDULED', 'UNSCHEDULED', {}).ok).toBe(false);
    expect(deliveryMove('SHIPPED', 'SHIPPED', {}).ok).toBe(true);
  });
});

describe('bestGuessDeliveredAt', () => {
  it('takes the actual, then the estimated, then the requested date', () => {
    expect(
      bestGuessDeliveredAt({
        actual_delivered_at: 'a',
        estimated_delivered_at: 'e',
        requested_delivered_at: 'r',
      }),
    ).toBe('a');
    expect(bestGuessDeliveredAt({ estimated_delivered_at: 'e', requested_delivered_at: 'r' })).toBe(
      'e',
    );
    expect(bestGuessDeliveredAt({ requested_delivered_at: 'r' })).toBe('r');
    expect(bestGuessDeliveredAt({})).toBeNull();
  });
});
