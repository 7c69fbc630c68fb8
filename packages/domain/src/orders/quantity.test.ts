import { describe, expect, it } from 'vitest';
import { ORDER_RULE_MESSAGES } from './order-messages';
import { quantityBounds, quantityProblem } from './quantity';

describe('Quantity has a minimum of 1 when required, else 0, and a maximum of the remaining quantity (procurement-core §5)', () => {
  it('sets the bounds', () => {
    expect(quantityBounds({ required: true })).toEqual({ min: '1', max: null });
    expect(quantityBounds({ required: false, remaining_quantity: '12.500' })).toEqual({
      min: '0',
      max: '12.5',
    });
    expect(quantityBounds({ required: false, remaining_quantity: '' })).toEqual({
      min: '0',
      max: null,
    });
  });

  it('refuses less than 1 when required, and a negative quantity always', () => {
    const required = quantityBounds({ required: true });
    expect(quantityProblem('0.5', required)).toBe('Quantity must be at least 1');
    expect(quantityProblem('1', required)).toBeNull();
    expect(quantityProblem(' 5 ', required)).toBeNull();
    expect(quantityProblem(0, quantityBounds({ required: false }))).toBeNull();
    expect(quantityProblem('-1', quantityBounds({ required: false }))).toBe(
      'Quantity must be at least 0',
    );
  });

  it('refuses more than the remaining quantity', () => {
    const bounds = quantityBounds({ required: true, remaining_quantity: '10' });
    expect(quantityProblem('10', bounds)).toBeNull();
    expect(quantityProblem('10.001', bounds)).toBe('Quantity cannot be more than the remaining 10');
  });

  it('requires a quantity only when required', () => {
    expect(quantityProblem(' ', quantityBounds({ required: true }))).toBe(
      ORDER_RULE_MESSAGES.quantityRequired,
    );
    expect(quantityProblem(null, quantityBounds({ required: true }))).toBe(
      ORDER_RULE_MESSAGES.quantityRequired,
    );
    expect(quantityProblem(undefined, quantityBounds({ required: false }))).toBeNull();
  });

  it('refuses a non-numeric quantity', () => {
    for (const value of ['abc', 'a5', '1,5', '1e2', Number.NaN, true, ['2'], '-', '--1']) {
      expect(quantityProblem(value, quantityBounds({ required: false }))).toBe(
        'Quantity must be a number',
      );
    }
  });
});
