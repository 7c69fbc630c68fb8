import { describe, expect, it } from 'vitest';
import { extendedCost, lineMoney, linesTax, materialsCost, reconcileLineMoney } from './money';

const perHundred = { multiplier: '100', qty_increment: '1' };

describe('Extended cost = unit cost x quantity x quantity increment / multiplier (procurement-core §5)', () => {
  it('multiplies unit cost by quantity for a unit of one', () => {
    expect(extendedCost({ unit_cost: '12.5', quantity: '4' })).toBe('50.000');
    expect(extendedCost({ unit_cost: '12.5', quantity: '4', unit: null })).toBe('50.000');
  });

  it('uses the unit multiplier and qty_increment', () => {
    expect(extendedCost({ unit_cost: '80', quantity: '250', unit: perHundred })).toBe('200.000');
    expect(
      extendedCost({
        unit_cost: '3',
        quantity: '2',
        unit: { multiplier: '1', qty_increment: '12' },
      }),
    ).toBe('72.000');
    expect(
      extendedCost({
        unit_cost: '9',
        quantity: '5',
        unit: { multiplier: '3', qty_increment: '2' },
      }),
    ).toBe('30.000');
  });

  it('rounds to 3 decimals, half up, as §9 shows extended cost', () => {
    expect(extendedCost({ unit_cost: '0.3333', quantity: '1' })).toBe('0.333');
    expect(extendedCost({ unit_cost: '0.0005', quantity: '1' })).toBe('0.001');
    expect(extendedCost({ unit_cost: '0.0004999', quantity: '1' })).toBe('0.000');
    expect(extendedCost({ unit_cost: '1', quantity: '1' }, 2)).toBe('1.00');
  });

  it('has no extended cost until the unit cost and the quantity are given', () => {
    expect(extendedCost({ unit_cost: null, quantity: '3' })).toBeNull();
    expect(extendedCost({ unit_cost: ' ', quantity: '3' })).toBeNull();
    expect(extendedCost({ unit_cost: '3', quantity: undefined })).toBeNull();
    expect(extendedCost({ unit_cost: '3', quantity: '' })).toBeNull();
  });

  it('keeps a zero cost as zero, not as missing', () => {
    expect(extendedCost({ unit_cost: '0', quantity: '3' })).toBe('0.000');
  });

  it('refuses a unit whose multiplier is not positive', () => {
    expect(() =>
      extendedCost({
        unit_cost: '1',
        quantity: '1',
        unit: { multiplier: '0', qty_increment: '1' },
      }),
    ).toThrow('A unit multiplier must be positive, not 0');
    expect(() =>
      extendedCost({
        unit_cost: '1',
        quantity: '1',
        unit: { multiplier: '-2', qty_increment: '1' },
      }),
    ).toThrow(RangeError);
  });

  it('keeps every digit of large amounts', () => {
    expect(
      extendedCost({ unit_cost: '999999999999.999999', quantity: '999999999999.999999' }),
    ).toBe('999999999999999998000000.000');
  });
});

describe("a line's money (§5: tax value, extended cost with tax)", () => {
  it('adds the tax of the rate in force to the extended cost', () => {
    expect(
      lineMoney({ unit_cost: '10', quantity: '3', has_tax_code: true, rate_percent: '8.25' }),
    ).toEqual({ extended_cost: '30.000', tax_value: '2.48', ext_cost_with_tax: '32.480' });
  });

  it('has 0 tax without a tax code, and no money without a cost', () => {
    expect(
      lineMoney({ unit_cost: '10', quantity: '3', has_tax_code: false, rate_percent: '8.25' }),
    ).toEqual({ extended_cost: '30.000', tax_value: '0.00', ext_cost_with_tax: '30.000' });
    expect(
      lineMoney({ unit_cost: null, quantity: '3', has_tax_code: true, rate_percent: '8.25' }),
    ).toEqual({ extended_cost: null, tax_value: '0.00', ext_cost_with_tax: null });
  });

  it('updates the stored tax value or ext cost with tax only when it differs by more than 0.001', () => {
    const line = { unit_cost: '10', quantity: '3', has_tax_code: true, rate_percent: '8.25' };
    expect(reconcileLineMoney({ tax_value: '2.4805', ext_cost_with_tax: '32.4805' }, line)).toEqual(
      {
        extended_cost: '30.000',
        tax_value: '2.4805',
        ext_cost_with_tax: '32.4805',
      },
    );
    expect(reconcileLineMoney({ tax_value: '2.47', ext_cost_with_tax: '32.49' }, line)).toEqual({
      extended_cost: '30.000',
      tax_value: '2.48',
      ext_cost_with_tax: '32.480',
    });
    expect(reconcileLineMoney({ tax_value: null, ext_cost_with_tax: null }, line)).toEqual({
      extended_cost: '30.000',
      tax_value: '2.48',
      ext_cost_with_tax: '32.480',
    });
  });
});

describe('sums of lines', () => {
  it('adds the extended costs of lines, a line without one adding nothing', () => {
    expect(
      materialsCost([{ extended_cost: '1.005' }, { extended_cost: null }, { extended_cost: '2' }]),
    ).toBe('3.005');
    expect(materialsCost([])).toBe('0.000');
  });

  it('adds the tax values of lines', () => {
    expect(linesTax([{ tax_value: '0.10' }, { tax_value: '0.25' }, { tax_value: undefined }])).toBe(
      '0.35',
    );
  });
});
