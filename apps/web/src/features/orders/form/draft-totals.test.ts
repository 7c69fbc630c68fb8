import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryTotals, lineMoney } from '@laydown/domain';
import { draftDeliveryTotals, draftOrderTotals, type MoneyContext } from './draft-totals';
import { emptyDelivery, emptyLine, type DeliveryDraft, type LineDraft } from './order-draft';

const context: MoneyContext = {
  units: new Map([[1, { multiplier: '3', qty_increment: '1' }]]),
  taxRates: new Map(),
  taxCodes: false,
  orderDate: new Date('2026-01-01T12:00:00Z'),
};

const amount = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999 }))
  .map(([whole, part]) => `${whole}.${String(part).padStart(3, '0')}`);
const line = fc
  .record({ quantity: amount, unit_cost: amount, unit: fc.boolean(), described: fc.boolean() })
  .map(({ quantity, unit_cost, unit, described }): LineDraft => ({
    ...emptyLine(),
    description: described ? 'Pipe' : '',
    quantity,
    unit_cost,
    unit_id: unit ? 1 : null,
  }));

/** The totals as the domain makes them from every line, with no block remembered. */
function plainTotals(delivery: DeliveryDraft) {
  return deliveryTotals(
    {
      order_materials: delivery.lines
        .filter((l) => l.description.trim() !== '')
        .map((l) =>
          lineMoney({
            quantity: l.quantity,
            unit_cost: l.unit_cost,
            unit: l.unit_id === null ? null : context.units.get(l.unit_id),
            has_tax_code: false,
            rate_percent: null,
          }),
        ),
    },
    { tax_codes: false },
  );
}

describe('the draft totals summed by blocks', () => {
  it('are the totals of every line, before and after one line changes', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 300 }),
        fc.nat(),
        amount,
        (lines, at, quantity) => {
          const delivery = { ...emptyDelivery(0), lines };
          expect(draftDeliveryTotals(delivery, context)).toEqual(plainTotals(delivery));
          const index = at % lines.length;
          const edited = {
            ...delivery,
            lines: lines.map((l, i) => (i === index ? { ...l, quantity } : l)),
          };
          expect(draftDeliveryTotals(edited, context)).toEqual(plainTotals(edited));
          // A line taken out moves every later line to another block.
          const removed = { ...delivery, lines: lines.filter((_, i) => i !== index) };
          expect(draftOrderTotals([removed], context).materials).toBe(
            plainTotals(removed).materials,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
