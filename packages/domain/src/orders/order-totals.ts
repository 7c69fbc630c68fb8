import { decimalOrZero, roundTo, sumDecimals, type OptionalDecimal } from './decimal';
import type { DeliveryCostValues } from './delivery-costs';
import { materialsCost, linesTax } from './money';
import { GRAND_TOTAL_PRECISION, TAX_PRECISION } from './order-constants';

/** procurement-core §5 Money: "Order total = materials cost + tax + shipping + other - discount". */

export interface OrderTotalParts {
  materials: OptionalDecimal;
  tax: OptionalDecimal;
  shipping: OptionalDecimal;
  other: OptionalDecimal;
  discount: OptionalDecimal;
}

/** The parts of a total and the total, as decimal strings (the Grand Total with 3 decimals, §9). */
export interface OrderTotals {
  materials: string;
  tax: string;
  shipping: string;
  other: string;
  discount: string;
  total: string;
}

/** §5 "Order total = materials cost + tax + shipping + other - discount"; blanks count as 0. */
export function orderTotal(parts: OrderTotalParts): string {
  const total = decimalOrZero(parts.materials)
    .plus(decimalOrZero(parts.tax))
    .plus(decimalOrZero(parts.shipping))
    .plus(decimalOrZero(parts.other))
    .minus(decimalOrZero(parts.discount));
  return roundTo(total, GRAND_TOTAL_PRECISION);
}

export interface LineAmounts {
  extended_cost: OptionalDecimal;
  tax_value: OptionalDecimal;
}

export interface DeliveryForTotals extends DeliveryCostValues {
  order_materials: readonly LineAmounts[];
}

/**
 * One delivery's totals. Under the tax_codes flag the tax is the sum of the lines' tax values (the
 * delivery's tax cannot be edited then, §5); without it the lines carry no tax code and the tax is
 * the delivery's own tax value, typed in through Add Cost (decision 0045).
 */
export function deliveryTotals(
  delivery: DeliveryForTotals,
  flags: { tax_codes: boolean },
): OrderTotals {
  const parts = {
    materials: materialsCost(delivery.order_materials),
    tax: flags.tax_codes
      ? linesTax(delivery.order_materials)
      : roundTo(decimalOrZero(delivery.tax_value), TAX_PRECISION),
    shipping: roundTo(decimalOrZero(delivery.shipping_value), GRAND_TOTAL_PRECISION),
    other: roundTo(decimalOrZero(delivery.other_value), GRAND_TOTAL_PRECISION),
    discount: roundTo(decimalOrZero(delivery.discount_value), GRAND_TOTAL_PRECISION),
  };
  return { ...parts, total: orderTotal(parts) };
}

/** The order's totals: each part summed over its deliveries, and the total of those sums. */
export function orderTotals(
  deliveries: readonly DeliveryForTotals[],
  flags: { tax_codes: boolean },
): OrderTotals {
  const each = deliveries.map((delivery) => deliveryTotals(delivery, flags));
  const sum = (key: keyof OrderTotalParts, precision: number) =>
    roundTo(sumDecimals(each.map((totals) => totals[key])), precision);
  const parts = {
    materials: sum('materials', GRAND_TOTAL_PRECISION),
    tax: sum('tax', TAX_PRECISION),
    shipping: sum('shipping', GRAND_TOTAL_PRECISION),
    other: sum('other', GRAND_TOTAL_PRECISION),
    discount: sum('discount', GRAND_TOTAL_PRECISION),
  };
  return { ...parts, total: orderTotal(parts) };
}
