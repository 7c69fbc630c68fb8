import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  differsBeyondTaxTolerance,
  extCostWithTax,
  taxRate,
  taxRateOnDate,
  taxValue,
  withinTaxTolerance,
} from './tax';

describe('Tax rate is a percentage divided by 100 (procurement-core §5)', () => {
  it('divides the percentage by 100', () => {
    expect(taxRate('8.25')?.toString()).toBe('0.0825');
    expect(taxRate('100')?.toString()).toBe('1');
    expect(taxRate('0')?.toString()).toBe('0');
  });

  it('has no rate when the percentage is missing', () => {
    expect(taxRate(null)).toBeNull();
    expect(taxRate('')).toBeNull();
  });
});

describe('tax value = extended cost x rate, rounded to precision (§5, §9: 2 decimals)', () => {
  it('rounds the tax to 2 decimals, half up', () => {
    expect(taxValue({ extended_cost: '30.000', has_tax_code: true, rate_percent: '8.25' })).toBe(
      '2.48',
    );
    expect(taxValue({ extended_cost: '10.000', has_tax_code: true, rate_percent: '0.05' })).toBe(
      '0.01',
    );
    expect(taxValue({ extended_cost: '10.000', has_tax_code: true, rate_percent: '0.049' })).toBe(
      '0.00',
    );
  });

  it('is 0 when rate is 0, missing, or no tax code is chosen', () => {
    const ext = '125.000';
    expect(taxValue({ extended_cost: ext, has_tax_code: true, rate_percent: '0' })).toBe('0.00');
    expect(taxValue({ extended_cost: ext, has_tax_code: true, rate_percent: null })).toBe('0.00');
    expect(taxValue({ extended_cost: ext, has_tax_code: false, rate_percent: '7' })).toBe('0.00');
  });

  it('is 0 on a line without an extended cost', () => {
    expect(taxValue({ extended_cost: null, has_tax_code: true, rate_percent: '7' })).toBe('0.00');
  });

  it('takes another precision when asked', () => {
    expect(taxValue({ extended_cost: '1', has_tax_code: true, rate_percent: '33.3333' }, 4)).toBe(
      '0.3333',
    );
    expect(taxValue({ extended_cost: '1', has_tax_code: false, rate_percent: '1' }, 3)).toBe(
      '0.000',
    );
  });
});

describe('Extended cost with tax = extended cost + tax value (§5)', () => {
  it('adds the tax to the extended cost', () => {
    expect(extCostWithTax('30.000', '2.48')).toBe('32.480');
    expect(extCostWithTax('30.000', null)).toBe('30.000');
    expect(extCostWithTax('30', '2.48', 2)).toBe('32.48');
  });

  it('is absent without an extended cost', () => {
    expect(extCostWithTax(null, '2.48')).toBeNull();
  });
});

describe('Tax value or ext cost with tax updates only when it differs by more than 0.001 (§5, §9)', () => {
  it('keeps a value within 0.001 of the computed one', () => {
    expect(differsBeyondTaxTolerance('2.480', '2.48')).toBe(false);
    expect(differsBeyondTaxTolerance('2.481', '2.48')).toBe(false);
    expect(differsBeyondTaxTolerance('2.479', '2.48')).toBe(false);
    expect(withinTaxTolerance('2.481', '2.48')).toBe('2.481');
  });

  it('updates a value more than 0.001 away, either side', () => {
    expect(differsBeyondTaxTolerance('2.4811', '2.48')).toBe(true);
    expect(differsBeyondTaxTolerance('2.4789', '2.48')).toBe(true);
    expect(withinTaxTolerance('2.49', '2.48')).toBe('2.48');
  });

  it('fills a missing value, and clears one that no longer applies', () => {
    expect(differsBeyondTaxTolerance(null, '2.48')).toBe(true);
    expect(differsBeyondTaxTolerance('2.48', null)).toBe(true);
    expect(differsBeyondTaxTolerance(null, '')).toBe(false);
    expect(withinTaxTolerance('2.48', null)).toBeNull();
  });
});

describe('Dated tax rates: the rate in force on the order’s date (§3 Tax code, decision 0013)', () => {
  const rates = [
    { id: 1, rate: '7', available_at: '2025-01-01', expire_at: '2025-07-01' },
    { id: 2, rate: '7.5', available_at: '2025-07-01', expire_at: null },
  ];

  it('picks the rate whose window holds the order’s day', () => {
    expect(taxRateOnDate(rates, '2025-06-30')?.rate).toBe('7');
    expect(taxRateOnDate(rates, '2025-07-01')?.rate).toBe('7.5');
    expect(taxRateOnDate(rates, '2024-12-31')).toBeUndefined();
  });

  it('reads a date-only value kept at noon, and a timestamp, as its UTC day', () => {
    expect(taxRateOnDate(rates, '2025-06-30T12:00:00.000Z')?.rate).toBe('7');
    expect(taxRateOnDate(rates, new Date('2025-07-01T00:00:00Z'))?.rate).toBe('7.5');
    expect(calendarDay(new Date('2025-06-30T23:59:59Z'))).toBe('2025-06-30');
    expect(calendarDay('2025-06-30')).toBe('2025-06-30');
  });
});
