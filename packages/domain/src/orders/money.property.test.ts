import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal, roundTo, sumDecimals } from './decimal';
import { extendedCost, lineMoney } from './money';
import { orderTotals, type DeliveryForTotals } from './order-totals';
import { differsBeyondTaxTolerance } from './tax';
import { splitTax } from './tax-split';

/** A non-negative decimal string with up to `scale` decimals ('1234.56'). */
const decimal = (max: number, scale: number) =>
  fc
    .tuple(fc.integer({ min: 0, max }), fc.integer({ min: 0, max: 10 ** scale - 1 }))
    .map(([whole, fraction]) =>
      scale === 0 ? String(whole) : `${whole}.${String(fraction).padStart(scale, '0')}`,
    );

const unit = fc.record({
  multiplier: fc.constantFrom('1', '12', '100', '1000', '0.5'),
  qty_increment: fc.constantFrom('1', '2', '10', '0.25'),
});

const pricedLine = fc.record({
  unit_cost: decimal(100_000, 4),
  quantity: decimal(10_000, 3),
  unit,
  has_tax_code: fc.boolean(),
  rate_percent: fc.option(decimal(25, 3), { nil: null }),
});

const delivery = fc.record({
  lines: fc.array(pricedLine, { maxLength: 8 }),
  shipping_value: fc.option(decimal(5_000, 2), { nil: undefined }),
  other_value: fc.option(decimal(5_000, 2), { nil: undefined }),
  discount_value: fc.option(decimal(5_000, 2), { nil: undefined }),
  tax_value: fc.option(decimal(5_000, 2), { nil: undefined }),
});

function toDelivery(generated: {
  lines: Parameters<typeof lineMoney>[0][];
  shipping_value?: string | undefined;
  other_value?: string | undefined;
  discount_value?: string | undefined;
  tax_value?: string | undefined;
}): DeliveryForTotals {
  const { lines, ...costs } = generated;
  return { ...costs, order_materials: lines.map(lineMoney) };
}

describe('money properties (procurement-core §5 Money, §9 Rounding)', () => {
  it('totals equal the sum of the lines', () => {
    fc.assert(
      fc.property(fc.array(delivery, { maxLength: 4 }), fc.boolean(), (generated, taxCodes) => {
        const deliveries = generated.map(toDelivery);
        const totals = orderTotals(deliveries, { tax_codes: taxCodes });
        const lines = deliveries.flatMap((d) => d.order_materials);
        expect(totals.materials).toBe(roundTo(sumDecimals(lines.map((l) => l.extended_cost)), 3));
        if (taxCodes) {
          expect(totals.tax).toBe(roundTo(sumDecimals(lines.map((l) => l.tax_value)), 2));
        }
        const expected = new MoneyDecimal(totals.materials)
          .plus(totals.tax)
          .plus(totals.shipping)
          .plus(totals.other)
          .minus(totals.discount);
        expect(new MoneyDecimal(totals.total).equals(expected)).toBe(true);
      }),
    );
  });

  it('rounding never drifts past its precision', () => {
    fc.assert(
      fc.property(decimal(1_000_000, 8), fc.integer({ min: 0, max: 6 }), (value, decimals) => {
        const rounded = new MoneyDecimal(roundTo(value, decimals));
        expect(rounded.decimalPlaces()).toBeLessThanOrEqual(decimals);
        expect(
          rounded.minus(value).abs().lte(new MoneyDecimal(10).pow(-decimals).dividedBy(2)),
        ).toBe(true);
      }),
    );
  });

  it('the extended cost is the exact product within half of its last decimal', () => {
    fc.assert(
      fc.property(pricedLine, (line) => {
        const exact = new MoneyDecimal(line.unit_cost)
          .times(line.quantity)
          .times(line.unit.qty_increment)
          .dividedBy(line.unit.multiplier);
        const shown = new MoneyDecimal(extendedCost(line) ?? 'NaN');
        expect(shown.minus(exact).abs().lte('0.0005')).toBe(true);
      }),
    );
  });

  it('reordering lines never changes a total', () => {
    fc.assert(
      fc.property(
        fc.array(delivery, { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        fc.nat(),
        (generated, taxCodes, seed) => {
          const deliveries = generated.map(toDelivery);
          const shuffled = deliveries
            .map((d, i) => ({
              ...d,
              order_materials: rotate(d.order_materials, seed + i).reverse(),
            }))
            .reverse();
          expect(orderTotals(shuffled, { tax_codes: taxCodes })).toEqual(
            orderTotals(deliveries, { tax_codes: taxCodes }),
          );
        },
      ),
    );
  });

  it('a tax split never loses or invents a cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(
          fc.record({
            extended_cost: fc.option(decimal(100_000, 3), { nil: null }),
            accepts_tax_split: fc.boolean(),
          }),
          { maxLength: 12 },
        ),
        (cents, lines) => {
          const amount = new MoneyDecimal(cents).dividedBy(100);
          const shares = splitTax(amount.toFixed(2), lines);
          if (!lines.some((line) => line.accepts_tax_split)) {
            expect(shares).toBeNull();
            return;
          }
          expect(shares).toHaveLength(lines.length);
          expect(sumDecimals(shares ?? []).equals(amount)).toBe(true);
          shares?.forEach((share, i) => {
            expect(new MoneyDecimal(share).decimalPlaces()).toBeLessThanOrEqual(2);
            if (!lines[i]?.accepts_tax_split) expect(share).toBe('0.00');
          });
        },
      ),
    );
  });

  it('the tax tolerance is symmetric', () => {
    fc.assert(
      fc.property(decimal(10_000, 4), decimal(10_000, 4), (a, b) => {
        expect(differsBeyondTaxTolerance(a, b)).toBe(differsBeyondTaxTolerance(b, a));
        expect(differsBeyondTaxTolerance(a, a)).toBe(false);
      }),
    );
  });
});

function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}
