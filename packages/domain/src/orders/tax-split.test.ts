import { describe, expect, it } from 'vitest';
import { SPLIT_TYPE_LABELS, splitAmount, splitTax, splitTypesFor } from './tax-split';

const line = (extended_cost: string | null, accepts_tax_split = true) => ({
  extended_cost,
  accepts_tax_split,
});

describe('Tax split: pro-rata by extended cost with the remainder added to the last line (§5)', () => {
  it('splits the tax in proportion to the extended costs', () => {
    expect(splitTax('10.00', [line('100'), line('300')])).toEqual(['2.50', '7.50']);
  });

  it('adds the rounding remainder to the last line', () => {
    expect(splitTax('10.00', [line('1'), line('1'), line('1')])).toEqual(['3.33', '3.33', '3.34']);
    expect(splitTax('0.02', [line('1'), line('1'), line('1')])).toEqual(['0.01', '0.01', '0.00']);
  });

  it('splits only across lines that accept tax split', () => {
    expect(splitTax('9.00', [line('100'), line('500', false), line('200')])).toEqual([
      '3.00',
      '0.00',
      '6.00',
    ]);
    expect(splitTax('9.00', [line('100'), line('200'), line('500', false)])).toEqual([
      '3.00',
      '6.00',
      '0.00',
    ]);
  });

  it('has nowhere to put the tax when no line accepts the split', () => {
    expect(splitTax('5', [line('100', false)])).toBeNull();
    expect(splitTax('5', [])).toBeNull();
  });

  it('shares equally when the accepting lines have no extended cost', () => {
    expect(splitTax('1.00', [line(null), line('0'), line('0')])).toEqual(['0.33', '0.33', '0.34']);
  });

  it('rounds the amount to cents before splitting', () => {
    expect(splitTax('1.005', [line('1')])).toEqual(['1.01']);
  });
});

describe('Split type options $ (decimal) or % (percentage); shipping and other locked to decimal (§5)', () => {
  it('offers % only for tax', () => {
    expect(splitTypesFor('tax')).toEqual(['DECIMAL', 'PERCENTAGE']);
    expect(splitTypesFor('shipping')).toEqual(['DECIMAL']);
    expect(splitTypesFor('other')).toEqual(['DECIMAL']);
    expect(SPLIT_TYPE_LABELS).toEqual({ DECIMAL: '$', PERCENTAGE: '%' });
  });

  it('reads a $ value as an amount and a % value as a share of the base', () => {
    expect(splitAmount({ type: 'DECIMAL', value: '12.345' }, '1000')).toBe('12.35');
    expect(splitAmount({ type: 'PERCENTAGE', value: '8.25' }, '200')).toBe('16.50');
    expect(splitAmount({ type: 'PERCENTAGE', value: '10' }, null)).toBe('0.00');
  });
});
