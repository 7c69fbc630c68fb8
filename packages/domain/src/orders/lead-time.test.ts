import { describe, expect, it } from 'vitest';
import { daysLeft, leadTimeWarning, quoteExpiryInRed } from './lead-time';
import { ORDER_MESSAGES } from './order-messages';

const now = new Date('2025-03-10T15:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('Lead-time warnings (procurement-core §4, §8, §9 window 7 days)', () => {
  it('warns in pink that the order will not arrive in time when the cutoff is in the past', () => {
    expect(leadTimeWarning(later(-1), now)).toEqual({
      level: 'late',
      color: 'pink',
      message:
        'Based on your lead times and requested delivery date this order will not arrive in time',
    });
  });

  it('warns in yellow that the user must place the order now when the cutoff is within 7 days', () => {
    const placeNow = {
      level: 'place_now',
      color: 'yellow',
      message: ORDER_MESSAGES.leadTimeWithinWindow,
    };
    expect(leadTimeWarning(later(0), now)).toEqual(placeNow);
    expect(leadTimeWarning(later(7 * 24), now)).toEqual(placeNow);
    expect(leadTimeWarning(new Date(later(24)), now)).toEqual(placeNow);
    expect(ORDER_MESSAGES.leadTimeWithinWindow).toBe(
      'Based on your lead times and requested delivery date you must place this order now for it to arrive on time',
    );
  });

  it('says nothing when the cutoff is further away or not set', () => {
    expect(leadTimeWarning(later(7 * 24 + 1), now)).toBeNull();
    expect(leadTimeWarning(null, now)).toBeNull();
    expect(leadTimeWarning(undefined, now)).toBeNull();
    expect(leadTimeWarning('', now)).toBeNull();
  });
});

describe('Quote expiry date shows in red when 3 or fewer days remain (§5, §9)', () => {
  it('is red with 3 whole days or fewer left, and once expired', () => {
    expect(quoteExpiryInRed(later(3 * 24 + 23), now)).toBe(true);
    expect(quoteExpiryInRed(later(1), now)).toBe(true);
    expect(quoteExpiryInRed(later(-48), now)).toBe(true);
  });

  it('is not red with 4 days left, or without an expiry date', () => {
    expect(quoteExpiryInRed(later(4 * 24), now)).toBe(false);
    expect(quoteExpiryInRed(null, now)).toBe(false);
    expect(quoteExpiryInRed('', now)).toBe(false);
    expect(quoteExpiryInRed(undefined, now)).toBe(false);
  });

  it('counts whole days left', () => {
    expect(daysLeft(later(47), now)).toBe(1);
    expect(daysLeft(later(48), now)).toBe(2);
    expect(daysLeft(new Date(later(-1)), now)).toBe(-1);
  });
});
