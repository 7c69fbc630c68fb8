import { describe, expect, it } from 'vitest';
import { canUnlockOrder } from './order-session';

describe('the order edit session rules (procurement-core §4, §6)', () => {
  it('unlocks only with can_unlock_order and the company setting', () => {
    expect(canUnlockOrder({ permitted: true, unlockEnabled: true })).toBe(true);
    expect(canUnlockOrder({ permitted: true, unlockEnabled: false })).toBe(false);
    expect(canUnlockOrder({ permitted: false, unlockEnabled: true })).toBe(false);
  });
});
