import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  inForce,
  isCalendarDate,
  rateAt,
  taxRateProblem,
  windowProblem,
  windowsOverlap,
  type DatedRate,
} from './tax-rates';

const day = fc
  .integer({ min: 0, max: 3000 })
  .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
const window = fc
  .tuple(day, fc.option(day, { nil: null }))
  .filter(([start, end]) => end === null || end > start)
  .map(([available_at, expire_at]): DatedRate => ({ available_at, expire_at }));

describe('dated tax rates', () => {
  const rates = [
    { id: 1, available_at: '2025-01-01', expire_at: '2026-01-01' },
    { id: 2, available_at: '2026-01-01', expire_at: null },
  ];

  it('picks the rate with available_at ≤ date < expire_at', () => {
    expect(rateAt(rates, '2024-12-31')).toBeUndefined();
    expect(rateAt(rates, '2025-01-01')?.id).toBe(1);
    expect(rateAt(rates, '2025-12-31')?.id).toBe(1);
    expect(rateAt(rates, '2026-01-01')?.id).toBe(2);
    expect(rateAt(rates, '2030-06-01')?.id).toBe(2);
  });

  it('treats back-to-back windows as not overlapping, and shared days as overlapping', () => {
    expect(windowsOverlap(rates[0]!, rates[1]!)).toBe(false);
    expect(windowsOverlap({ available_at: '2025-06-01', expire_at: null }, rates[1]!)).toBe(true);
  });

  it('overlap is symmetric and means some day is in force in both', () => {
    fc.assert(
      fc.property(window, window, day, (a, b, d) => {
        expect(windowsOverlap(a, b)).toBe(windowsOverlap(b, a));
        if (inForce(a, d) && inForce(b, d)) expect(windowsOverlap(a, b)).toBe(true);
      }),
    );
  });

  it('finds exactly the one in force among non-overlapping windows', () => {
    fc.assert(
      fc.property(fc.array(window, { maxLength: 6 }), day, (all, d) => {
        const kept: DatedRate[] = [];
        for (const w of all) if (!kept.some((k) => windowsOverlap(k, w))) kept.push(w);
        expect(kept.filter((w) => inForce(w, d)).length).toBeLessThanOrEqual(1);
        expect(rateAt(kept, d) !== undefined).toBe(kept.some((w) => inForce(w, d)));
      }),
    );
  });

  it('checks dates and window order', () => {
    expect(isCalendarDate('2025-02-29')).toBe(false);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(windowProblem({ available_at: '2025-01-02', expire_at: '2025-01-02' })).not.toBeNull();
  });
});

describe('tax rate percentages (procurement-core §5 Money)', () => {
  it('accepts 0 to 100 with up to 4 decimals', () => {
    for (const rate of ['0', '8.25', '100', '7.1234', ' 5 '])
      expect(taxRateProblem(rate)).toBeNull();
  });

  it('refuses more than 100, negatives, words and commas', () => {
    for (const rate of ['150', '100.01', '-2', 'abc', '8,25', '', '1000', '8.12345']) {
      expect(taxRateProblem(rate)).toBe('Enter a rate from 0 to 100, like 8.25');
    }
  });

  it('agrees with a number check for every 0-200 value with two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (cents) => {
        const rate = (cents / 100).toFixed(2);
        expect(taxRateProblem(rate) === null).toBe(cents <= 10_000);
      }),
    );
  });
});
