import { describe, expect, it } from 'vitest';
import { deliveryTotals, orderTotal, orderTotals } from './order-totals';

describe('Order total = materials cost + tax + shipping + other - discount (procurement-core §5)', () => {
  it('adds materials, tax, shipping and other and subtracts the discount', () => {
    expect(
      orderTotal({ materials: '100', tax: '8.25', shipping: '15', other: '2.5', discount: '10' }),
    ).toBe('115.750');
  });

  it('counts a missing part as 0', () => {
    expect(
      orderTotal({ materials: '100', tax: null, shipping: undefined, other: '', discount: null }),
    ).toBe('100.000');
  });
});

const lines = [
  { extended_cost: '30.000', tax_value: '2.48' },
  { extended_cost: '12.345', tax_value: '1.02' },
  { extended_cost: null, tax_value: '0.00' },
];

describe('delivery and order totals', () => {
  it('takes the tax from the lines under the tax_codes flag', () => {
    expect(
      deliveryTotals(
        { order_materials: lines, tax_value: '99', shipping_value: '10', discount_value: '5' },
        { tax_codes: true },
      ),
    ).toEqual({
      materials: '42.345',
      tax: '3.50',
      shipping: '10.000',
      other: '0.000',
      discount: '5.000',
      total: '50.845',
    });
  });

  it("takes the delivery's own tax without the flag", () => {
    expect(
      deliveryTotals(
        { order_materials: lines, tax_value: '4', other_value: '1.5' },
        { tax_codes: false },
      ),
    ).toEqual({
      materials: '42.345',
      tax: '4.00',
      shipping: '0.000',
      other: '1.500',
      discount: '0.000',
      total: '47.845',
    });
  });

  it("sums each part over the order's deliveries", () => {
    expect(
      orderTotals(
        [
          { order_materials: lines, shipping_value: '10', discount_value: '5', other_value: '1' },
          {
            order_materials: [{ extended_cost: '7.655', tax_value: '0.5' }],
            shipping_value: '2.5',
          },
        ],
        { tax_codes: true },
      ),
    ).toEqual({
      materials: '50.000',
      tax: '4.00',
      shipping: '12.500',
      other: '1.000',
      discount: '5.000',
      total: '62.500',
    });
    expect(orderTotals([], { tax_codes: true }).total).toBe('0.000');
  });
});
