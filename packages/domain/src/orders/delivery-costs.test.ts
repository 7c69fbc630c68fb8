import { describe, expect, it } from 'vitest';
import {
  DELIVERY_COST_MESSAGES,
  addableCostTypes,
  costEditable,
  deliveryCostProblem,
  isAcceptedDeliveryCost,
} from './delivery-costs';

describe('Delivery cost values accepted only when numeric (procurement-core §5)', () => {
  it('accepts decimal strings and finite numbers', () => {
    for (const value of ['12', '12.5', '0', ' 7.25 ', 3, 0.5]) {
      expect(isAcceptedDeliveryCost(value)).toBe(true);
    }
  });

  it('accepts an empty cost', () => {
    expect(deliveryCostProblem(null)).toBeNull();
    expect(deliveryCostProblem(undefined)).toBeNull();
    expect(deliveryCostProblem('  ')).toBeNull();
  });

  it('refuses a non-numeric value', () => {
    expect(isAcceptedDeliveryCost('abc')).toBe(false);
    for (const value of [
      ['5'],
      'abc',
      '12,5',
      '1e3',
      '1.2.3',
      '.5',
      'NaN',
      Number.NaN,
      Infinity,
      true,
      {},
    ]) {
      expect(deliveryCostProblem(value)).toBe(DELIVERY_COST_MESSAGES.notNumeric);
    }
  });

  it('refuses a negative cost with its own message', () => {
    expect(deliveryCostProblem('-5')).toBe(DELIVERY_COST_MESSAGES.negative);
    expect(deliveryCostProblem(-5)).toBe(DELIVERY_COST_MESSAGES.negative);
    expect(deliveryCostProblem('-x')).toBe(DELIVERY_COST_MESSAGES.notNumeric);
  });

  it('refuses more digits than the columns hold', () => {
    expect(deliveryCostProblem('1.1234567')).toBe(DELIVERY_COST_MESSAGES.notNumeric);
    expect(deliveryCostProblem('1234567890123')).toBe(DELIVERY_COST_MESSAGES.notNumeric);
  });
});

describe('Add Cost: a type can be added only when not already present (§5)', () => {
  it('offers the types not yet on the delivery', () => {
    expect(addableCostTypes([], { tax_codes: false })).toEqual([
      'discount',
      'shipping',
      'other',
      'tax',
    ]);
    expect(addableCostTypes(['shipping', 'discount'], { tax_codes: false })).toEqual([
      'other',
      'tax',
    ]);
  });

  it('never offers tax when the tax_codes feature flag is on', () => {
    expect(addableCostTypes([], { tax_codes: true })).toEqual(['discount', 'shipping', 'other']);
  });

  it('Tax cannot be edited or removed when the tax_codes feature flag is on; nothing when the PO is locked', () => {
    expect(costEditable('tax', { tax_codes: true, locked: false })).toBe(false);
    expect(costEditable('tax', { tax_codes: false, locked: false })).toBe(true);
    expect(costEditable('shipping', { tax_codes: true, locked: false })).toBe(true);
    expect(costEditable('shipping', { tax_codes: false, locked: true })).toBe(false);
  });
});
