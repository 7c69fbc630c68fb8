import {
  deliveryTotals,
  EXTENDED_COST_PRECISION,
  formatNamedDate,
  GRAND_TOTAL_PRECISION,
  isBlank,
  MONEY_PRECISION,
  orderTotals,
  roundTo,
  TAX_PRECISION,
  toDecimal,
  type DeliveryForTotals,
  type OrderTotals,
} from '@laydown/domain';
import type { OrderPdfDelivery, OrderPdfDocument } from './order-pdf-document';

/**
 * The figures the PDF prints, each made by the domain's rules (procurement-core §5 Money, §9
 * Rounding and date formats); this file only writes them for paper.
 */

/** The precision each kind of figure is rounded to before it is written (§9). */
export const FIGURE_PRECISION = {
  /** §9 "3 decimals for extended cost, unit cost display and the Grand Total". */
  unitCost: EXTENDED_COST_PRECISION,
  extendedCost: EXTENDED_COST_PRECISION,
  grandTotal: GRAND_TOTAL_PRECISION,
  /** The materials subtotal is a sum of extended costs, so it keeps their decimals. */
  materials: EXTENDED_COST_PRECISION,
  /** §9 "default 2 decimals for tax". */
  tax: TAX_PRECISION,
  /** Discount, shipping and other are money typed in as cents. */
  cost: MONEY_PRECISION,
} as const;

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * §9 "Currency USD with up to 20 decimals, minimum 2 by default": '$1,234.5' is written
 * '$1,234.50', '12.345' stays '$12.345' and '12.340' reads '$12.34'. The value is first rounded
 * to its figure's precision; no other rounding happens, so the printed parts add up to the
 * printed total.
 */
export function formatMoney(value: string, precision: number): string {
  const rounded = roundTo(value, precision);
  const negative = rounded.startsWith('-') && toDecimal(rounded).abs().gt(0);
  const [whole = '0', fraction = ''] = rounded.replace('-', '').split('.');
  const cents = fraction.replace(/0+$/, '').padEnd(MONEY_PRECISION, '0');
  return `${negative ? '-' : ''}$${whole.replace(GROUPS, ',')}.${cents}`;
}

/** A quantity as typed: no trailing zeros, thousands grouped ('1,250', '2.5'). */
export function formatQuantity(value: string): string {
  const [whole = '0', fraction] = toDecimal(value).toFixed().split('.');
  return fraction === undefined
    ? whole.replace(GROUPS, ',')
    : `${whole.replace(GROUPS, ',')}.${fraction}`;
}

/** §9 date cells (MM/DD/YYYY) in the company's zone; null for a missing or blank date. */
export function formatPdfDate(
  value: string | null | undefined,
  timeZone: string | undefined,
): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return formatNamedDate(value, 'cell', timeZone);
}

function forTotals(delivery: OrderPdfDelivery): DeliveryForTotals {
  return {
    discount_value: delivery.discount_value ?? null,
    shipping_value: delivery.shipping_value ?? null,
    other_value: delivery.other_value ?? null,
    tax_value: delivery.tax_value ?? null,
    order_materials: delivery.lines.map((line) => ({
      extended_cost: line.extended_cost,
      tax_value: line.tax_value,
    })),
  };
}

/** §5 one delivery's totals, by the domain's deliveryTotals. */
export function pdfDeliveryTotals(delivery: OrderPdfDelivery, taxCodes: boolean): OrderTotals {
  return deliveryTotals(forTotals(delivery), { tax_codes: taxCodes });
}

/** §5 the order's totals, by the domain's orderTotals. */
export function pdfOrderTotals(doc: OrderPdfDocument): OrderTotals {
  return orderTotals(doc.deliveries.map(forTotals), { tax_codes: doc.tax_codes });
}

/**
 * Whether the order carries any price. A purchase order always prints its totals; an RFQ whose
 * vendor has not priced anything yet prints none, as a total of $0.00 would read as a quote.
 */
export function printsTotals(doc: OrderPdfDocument): boolean {
  if (doc.kind === 'ORDER') return true;
  return doc.deliveries.some(
    (delivery) =>
      delivery.lines.some((line) => !isBlank(line.extended_cost)) ||
      [
        delivery.discount_value,
        delivery.shipping_value,
        delivery.other_value,
        delivery.tax_value,
      ].some((value) => !isBlank(value) && !toDecimal(value).isZero()),
  );
}
