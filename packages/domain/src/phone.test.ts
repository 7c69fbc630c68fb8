import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from './phone';

describe('phone numbers', () => {
  it('accepts the ways people write them', () => {
    for (const phone of [
      '+1 555 123 4567',
      '(555) 123-4567',
      '555.123.4567',
      '+44 20 7946 0958',
      '5551234567 x12',
      '555-123-4567 ext. 9',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true);
    }
  });

  it('refuses words, too few or too many digits and stray characters', () => {
    for (const phone of [
      'call me maybe',
      '12',
      '123456',
      '1234567890123456',
      '555-CALL-NOW',
      '+1 555 123 4567; drop table',
      '',
      '--',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
