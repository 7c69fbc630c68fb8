import { describe, expect, it } from 'vitest';
import { FIGURE_PRECISION, formatMoney, formatQuantity, printsTotals } from './order-pdf-figures';
import { sampleRfq, samplePurchaseOrder } from './sample-order-documents';

describe('formatMoney (§9 currency: USD, at least 2 decimals, up to the figure precision)', () => {
  it('writes at least two decimals and groups thousands', () => {
    expect(formatMoney('1234.5', 2)).toBe('$1,234.50');
    expect(formatMoney('0', 2)).toBe('$0.00');
    expect(formatMoney('1234567', 3)).toBe('$1,234,567.00');
  });

  it('keeps the third decimal of extended costs, unit costs and the Grand Total only when it is not 0', () => {
    expect(FIGURE_PRECISION.extendedCost).toBe(3);
    expect(FIGURE_PRECISION.unitCost).toBe(3);
    expect(FIGURE_PRECISION.grandTotal).toBe(3);
    expect(formatMoney('12.345', FIGURE_PRECISION.extendedCost)).toBe('$12.345');
    expect(formatMoney('12.340', FIGURE_PRECISION.extendedCost)).toBe('$12.34');
  });

  it('rounds half up to the figure precision, never further', () => {
    expect(FIGURE_PRECISION.tax).toBe(2);
    expect(formatMoney('0.125', FIGURE_PRECISION.tax)).toBe('$0.13');
    expect(formatMoney('61.12549', FIGURE_PRECISION.unitCost)).toBe('$61.125');
    expect(formatMoney('61.1255', FIGURE_PRECISION.unitCost)).toBe('$61.126');
  });

  it('writes a negative amount with its sign before the dollar and no negative zero', () => {
    expect(formatMoney('-40.5', 2)).toBe('-$40.50');
    expect(formatMoney('-0.0001', 2)).toBe('$0.00');
  });
});

describe('formatQuantity', () => {
  it('writes a quantity without trailing zeros, thousands grouped', () => {
    expect(formatQuantity('12.500')).toBe('12.5');
    expect(formatQuantity('1250')).toBe('1,250');
    expect(formatQuantity('1250.000001')).toBe('1,250.000001');
  });
});

describe('printsTotals', () => {
  it('prints the totals of every purchase order, priced or not', () => {
    const po = samplePurchaseOrder();
    const unpriced = {
      ...po,
      deliveries: po.deliveries.map((d) => ({
        lines: d.lines.map((l) => ({ ...l, unit_cost: null, extended_cost: null })),
      })),
    };
    expect(printsTotals(po)).toBe(true);
    expect(printsTotals(unpriced)).toBe(true);
  });

  it('prints the totals of an RFQ only once something in it is priced', () => {
    const rfq = sampleRfq();
    expect(printsTotals(rfq)).toBe(false);
    const [delivery] = rfq.deliveries;
    if (!delivery) throw new Error('the sample RFQ has a delivery');
    expect(printsTotals({ ...rfq, deliveries: [{ ...delivery, shipping_value: '0' }] })).toBe(
      false,
    );
    expect(printsTotals({ ...rfq, deliveries: [{ ...delivery, shipping_value: '25' }] })).toBe(
      true,
    );
    const priced = delivery.lines.map((line, i) =>
      i === 0 ? { ...line, extended_cost: '10.000' } : line,
    );
    expect(printsTotals({ ...rfq, deliveries: [{ ...delivery, lines: priced }] })).toBe(true);
  });
});
