import { isBlank, roundTo, sumDecimals, toDecimal, type OptionalDecimal } from './decimal';
import { EXTENDED_COST_PRECISION, TAX_PRECISION } from './order-constants';
import { extCostWithTax, taxValue, withinTaxTolerance } from './tax';

/** procurement-core §5 Money (extended cost, a line's money) and §9 Rounding. */

/** The two figures of a unit that price a line (§3 Unit: multiplier, qty_increment). */
export interface UnitFactors {
  multiplier: string;
  qty_increment: string;
}

/** A line without a unit is priced per one of its quantity. */
export const UNIT_FACTORS_OF_ONE: UnitFactors = { multiplier: '1', qty_increment: '1' };

export interface ExtendedCostInput {
  unit_cost: OptionalDecimal;
  quantity: OptionalDecimal;
  unit?: UnitFactors | null | undefined;
}

/**
 * §5 "Extended cost = unit cost x quantity x quantity increment / multiplier", rounded to the 3
 * decimals §9 shows for extended cost. Null when the unit cost or the quantity is not given (an RFQ
 * line waits for the vendor's price). A unit's multiplier is positive (decision 0010), so a zero
 * one is a programming error, not a user's.
 */
export function extendedCost(
  line: ExtendedCostInput,
  precision: number = EXTENDED_COST_PRECISION,
): string | null {
  if (isBlank(line.unit_cost) || isBlank(line.quantity)) return null;
  const unit = line.unit ?? UNIT_FACTORS_OF_ONE;
  const multiplier = toDecimal(unit.multiplier);
  if (multiplier.lte(0)) {
    throw new RangeError(`A unit multiplier must be positive, not ${unit.multiplier}`);
  }
  const cost = toDecimal(line.unit_cost)
    .times(toDecimal(line.quantity))
    .times(toDecimal(unit.qty_increment))
    .dividedBy(multiplier);
  return roundTo(cost, precision);
}

export interface LineMoneyInput extends ExtendedCostInput {
  /** Whether a tax code is chosen on the line. */
  has_tax_code: boolean;
  /** The chosen tax code's rate in force on the order's date, as a percentage. */
  rate_percent: OptionalDecimal;
}

/** A line's money as the order shows and stores it (§3 Order material: extended_cost, tax_value, ext_cost_with_tax). */
export interface LineMoney {
  extended_cost: string | null;
  tax_value: string;
  ext_cost_with_tax: string | null;
}

/** §5 Money for one line: extended cost, its tax (2 decimals) and the extended cost with tax. */
export function lineMoney(line: LineMoneyInput): LineMoney {
  const extended_cost = extendedCost(line);
  const tax_value = taxValue({ ...line, extended_cost }, TAX_PRECISION);
  return { extended_cost, tax_value, ext_cost_with_tax: extCostWithTax(extended_cost, tax_value) };
}

/**
 * §5: recompute a stored line's money, keeping its stored tax value and ext cost with tax unless
 * the new figure differs by more than the 0.001 tolerance (so a vendor's or an import's rounding
 * is not overwritten by ours).
 */
export function reconcileLineMoney(
  stored: { tax_value: string | null; ext_cost_with_tax: string | null },
  line: LineMoneyInput,
): LineMoney {
  const computed = lineMoney(line);
  return {
    extended_cost: computed.extended_cost,
    tax_value: withinTaxTolerance(stored.tax_value ?? computed.tax_value, computed.tax_value),
    ext_cost_with_tax: withinTaxTolerance(stored.ext_cost_with_tax, computed.ext_cost_with_tax),
  };
}

/** The materials cost of lines: the sum of their extended costs (a line without one adds nothing). */
export function materialsCost(lines: readonly { extended_cost: OptionalDecimal }[]): string {
  return roundTo(sumDecimals(lines.map((line) => line.extended_cost)), EXTENDED_COST_PRECISION);
}

/** The sum of the lines' tax values. */
export function linesTax(lines: readonly { tax_value: OptionalDecimal }[]): string {
  return roundTo(sumDecimals(lines.map((line) => line.tax_value)), TAX_PRECISION);
}
