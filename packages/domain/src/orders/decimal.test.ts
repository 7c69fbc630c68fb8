import { describe, expect, it } from 'vitest';
import { MoneyDecimal, decimalOrZero, isBlank, roundTo, sumDecimals, toDecimal } from './decimal';

describe('order money decimals (house rule: decimal.js in code, decimal strings in JSON)', () => {
  it('reads a decimal string, spaces around it ignored, or a Decimal already made', () => {
    expect(toDecimal(' 2.5 ').toString()).toBe('2.5');
    expect(toDecimal(new MoneyDecimal('1.25')).toString()).toBe('1.25');
  });

  it('treats null, undefined and a blank string as not given, never a Decimal', () => {
    expect(isBlank(null)).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank('  ')).toBe(true);
    expect(isBlank('0')).toBe(false);
    expect(isBlank(new MoneyDecimal(0))).toBe(false);
    expect(decimalOrZero(null).toString()).toBe('0');
    expect(decimalOrZero(' 3 ').toString()).toBe('3');
  });

  it('keeps 40 significant digits, so a product of two NUMERIC(18,6) values is exact', () => {
    const product = new MoneyDecimal('123456789012.345678').times('987654321098.765432');
    expect(product.toFixed()).toBe('121932631137021794322511.812221002896');
  });

  it('rounds half up to the asked decimals and writes them all', () => {
    expect(roundTo('2.345', 2)).toBe('2.35');
    expect(roundTo('-2.345', 2)).toBe('-2.35');
    expect(roundTo('2.5', 0)).toBe('3');
    expect(roundTo('2', 3)).toBe('2.000');
  });

  it('sums exactly, blanks counting as zero', () => {
    expect(sumDecimals(['0.1', '0.2', null, '', undefined]).toString()).toBe('0.3');
    expect(sumDecimals([]).toString()).toBe('0');
  });
});
