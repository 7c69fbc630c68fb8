import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email';

describe('email', () => {
  it('lowercases and trims', () => {
    expect(normalizeEmail('  Purchaser@Demo.TEST ')).toBe('purchaser@demo.test');
  });
  it('validates the shape', () => {
    expect(isValidEmail('a@b.co')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('a b@c.de')).toBe(false);
  });
});
