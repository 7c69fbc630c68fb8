import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyDecimal } from '../orders/decimal';
import { receiveLines, remainingQuantity } from './receiving';

const bags = { id: 1, description: 'Cement bags', quantity: '100', quantity_delivered: '0' };

describe('receiveLines', () => {
  it('adds what arrived and says what remains; short is INCOMPLETE_DELIVERY', () => {
    const outcome = receiveLines([bags], [{ id: 1, quantity_received: '60' }], null);
    expect(outcome).toEqual({
      ok: true,
      status: 'INCOMPLETE_DELIVERY',
      lines: [{ id: 1, quantity_delivered: '60', remaining_quantity: '40', changed: true }],
    });
  });

  it('is COMPLETE once every line has all it ordered', () => {
    const after = { ...bags, quantity_delivered: '60' };
    const outcome = receiveLines([after], [{ id: 1, quantity_received: '40' }], null);
    expect(outcome.ok && outcome.status).toBe('COMPLETE');
  });

  it('refuses more than ordered, naming the line and the limit', () => {
    const outcome = receiveLines([bags], [{ id: 1, quantity_received: '100.5' }], null);
    expect(outcome).toEqual({
      ok: false,
      lineId: 1,
      message:
        'Cannot receive 100.5 of "Cement bags": at most 100 can be received (the quantity ordered plus the company\'s tolerance).',
    });
  });

  it("allows the company's tolerance over the ordered quantity", () => {
    expect(receiveLines([bags], [{ id: 1, quantity_received: '105' }], '5').ok).toBe(true);
    expect(receiveLines([bags], [{ id: 1, quantity_received: '105.01' }], '5').ok).toBe(false);
  });

  it('refuses a line that is not on the delivery', () => {
    expect(receiveLines([bags], [{ id: 2, quantity_received: '1' }], null)).toMatchObject({
      ok: false,
      lineId: 2,
    });
  });

  it('adds decimal quantities exactly over many trucks', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 40 }),
        (thousandths) => {
          let line = { id: 1, description: 'Wire', quantity: '1000000', quantity_delivered: '0' };
          for (const t of thousandths) {
            const outcome = receiveLines(
              [line],
              [{ id: 1, quantity_received: (t / 1000).toFixed(3) }],
              null,
            );
            if (!outcome.ok) throw new Error(outcome.message);
            line = { ...line, quantity_delivered: outcome.lines[0]!.quantity_delivered };
          }
          const sum = thousandths.reduce((a, b) => a + b, 0);
          expect(line.quantity_delivered).toBe(new MoneyDecimal(sum).dividedBy(1000).toFixed());
        },
      ),
    );
    const tenths = Array.from({ length: 10 }, () => ({ id: 1, quantity_received: '0.1' }));
    const outcome = receiveLines([{ ...bags, quantity: '1' }], tenths, null);
    expect(outcome.ok && outcome.lines[0]).toMatchObject({
      quantity_delivered: '1',
      remaining_quantity: '0',
    });
  });

  it('remainingQuantity never goes below 0', () => {
    expect(remainingQuantity({ quantity: '10', quantity_delivered: '10.5' })).toBe('0');
    expect(remainingQuantity({ quantity: '10', quantity_delivered: '2.25' })).toBe('7.75');
  });
});
