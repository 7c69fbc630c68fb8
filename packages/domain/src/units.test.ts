import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSTRUCTION_UNITS,
  isPositiveDecimal,
  normalizeUnitName,
  unitMatches,
  unitNameLabel,
  unitNameWithIncrementLabel,
} from './units';

describe('unit display rule (procurement-core §3 Unit)', () => {
  it('shows the name alone when the multiplier is 1', () => {
    expect(unitNameLabel({ name: 'LF', multiplier: '1' })).toBe('LF');
    expect(unitNameLabel({ name: 'LF', multiplier: '1.000' })).toBe('LF');
  });

  it('shows the multiplier then the name otherwise', () => {
    expect(unitNameLabel({ name: 'LF', multiplier: '100' })).toBe('100 LF');
    expect(unitNameLabel({ name: 'BF', multiplier: '1000.00' })).toBe('1000 BF');
  });

  it('lets an override label win', () => {
    expect(unitNameLabel({ name: 'LF', multiplier: '100', override_label: 'CLF' })).toBe('CLF');
  });

  it('adds the increment only when it is not 1', () => {
    expect(unitNameWithIncrementLabel({ name: 'EA', multiplier: '1', qty_increment: '1' })).toBe(
      'EA',
    );
    expect(unitNameWithIncrementLabel({ name: 'BOX', multiplier: '1', qty_increment: '12' })).toBe(
      'BOX (increments of 12)',
    );
  });

  it('always ends with the name unless overridden', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{1,6}$/),
        fc.integer({ min: 1, max: 100_000 }),
        (name, multiplier) => {
          const label = unitNameLabel({ name, multiplier: String(multiplier) });
          expect(label.endsWith(name)).toBe(true);
          expect(label === name).toBe(multiplier === 1);
        },
      ),
    );
  });
});

describe('unit search', () => {
  const sf = { name: 'SF', synonyms: ['square foot', 'sq ft'] };
  it('matches the name or a synonym, ignoring case', () => {
    expect(unitMatches(sf, 'sf')).toBe(true);
    expect(unitMatches(sf, 'SQUARE')).toBe(true);
    expect(unitMatches(sf, 'yard')).toBe(false);
    expect(unitMatches(sf, '  ')).toBe(true);
  });
});

describe('seeded units', () => {
  it('include the spec list and no duplicate name and multiplier', () => {
    const names = CONSTRUCTION_UNITS.map((u) => u.name);
    for (const required of [
      'EA',
      'LF',
      'FT',
      'SF',
      'SY',
      'CY',
      'TON',
      'LB',
      'BAG',
      'BOX',
      'ROLL',
      'PALLET',
      'GAL',
    ]) {
      expect(names).toContain(required);
    }
    const keys = CONSTRUCTION_UNITS.map((u) => `${u.name}|${u.multiplier ?? '1'}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('unit inputs', () => {
  it('accepts positive decimals only', () => {
    expect(isPositiveDecimal('12.5')).toBe(true);
    expect(isPositiveDecimal('0')).toBe(false);
    expect(isPositiveDecimal('-1')).toBe(false);
    expect(isPositiveDecimal('1e3')).toBe(false);
  });
  it('trims and collapses spaces', () => {
    expect(normalizeUnitName('  cubic   yd ')).toBe('cubic yd');
  });
});
