import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitCostDefault } from './material-prices';

const prices = [
  { company_vendor_id: 1, price: '12.50' },
  { company_vendor_id: 2, price: '9.75' },
  { company_vendor_id: 3, price: '11' },
];

describe('unitCostDefault (procurement-core §5)', () => {
  it('keeps an explicit unit cost over everything else', () => {
    expect(
      unitCostDefault({
        explicit: '3',
        commitmentPrice: '4',
        orderType: 'ORDER',
        vendorId: 1,
        preferredPrices: prices,
        unitPrice: '5',
      }),
    ).toBe('3');
  });

  it('uses the commitment price when nothing was typed', () => {
    expect(
      unitCostDefault({
        explicit: '',
        commitmentPrice: '4',
        orderType: 'ORDER',
        vendorId: 1,
        preferredPrices: prices,
        unitPrice: '5',
      }),
    ).toBe('4');
  });

  it("uses the chosen vendor's preferred price on an order", () => {
    expect(
      unitCostDefault({ orderType: 'ORDER', vendorId: 1, preferredPrices: prices, unitPrice: '5' }),
    ).toBe('12.50');
  });

  it('ignores the vendor price on a quote and when the vendor has none, falling back to the unit price', () => {
    expect(
      unitCostDefault({ orderType: 'QUOTE', vendorId: 1, preferredPrices: prices, unitPrice: '5' }),
    ).toBe('5');
    expect(
      unitCostDefault({ orderType: 'ORDER', vendorId: 9, preferredPrices: prices, unitPrice: '5' }),
    ).toBe('5');
  });

  it('uses the lowest preferred price when no vendor is chosen', () => {
    expect(unitCostDefault({ orderType: 'QUOTE', preferredPrices: prices, unitPrice: '5' })).toBe(
      '9.75',
    );
    // A cleared vendor (null) is no vendor chosen, as a vendor never set.
    expect(
      unitCostDefault({
        orderType: 'ORDER',
        vendorId: null,
        preferredPrices: prices,
        unitPrice: '5',
      }),
    ).toBe('9.75');
  });

  it('treats a unit cost or commitment price of blanks as nothing typed', () => {
    expect(
      unitCostDefault({
        explicit: '  ',
        commitmentPrice: ' ',
        orderType: 'ORDER',
        preferredPrices: [],
        unitPrice: '5',
      }),
    ).toBe('5');
    expect(unitCostDefault({ orderType: 'ORDER', preferredPrices: [], unitPrice: '   ' })).toBe(
      null,
    );
  });

  it('is null when nothing applies', () => {
    expect(unitCostDefault({ orderType: 'ORDER', preferredPrices: [], unitPrice: null })).toBe(
      null,
    );
  });

  it('without a vendor, never picks a price above any other preferred price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        (cents) => {
          const list = cents.map((c, i) => ({
            company_vendor_id: i + 1,
            price: (c / 100).toFixed(2),
          }));
          const chosen = Number(unitCostDefault({ orderType: 'ORDER', preferredPrices: list }));
          return list.every((p) => chosen <= Number(p.price));
        },
      ),
    );
  });
});
