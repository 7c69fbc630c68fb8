import { rateAt, type DatedRate } from '../tax-rates';
import { isBlank, roundTo, toDecimal, type MoneyDecimal, type OptionalDecimal } from './decimal';
import { EXTENDED_COST_PRECISION, TAX_PRECISION, TAX_TOLERANCE } from './order-constants';

/** procurement-core §5 Money (tax) and §9 (tax rounding, tax tolerance). */

/** §5 "Tax rate is a percentage divided by 100": '8.25' → 0.0825. */
export function taxRate(percent: OptionalDecimal): MoneyDecimal | null {
  return isBlank(percent) ? null : toDecimal(percent).dividedBy(100);
}

export interface TaxValueInput {
  /** The line's extended cost, already rounded (§9). */
  extended_cost: OptionalDecimal;
  /** Whether a tax code is chosen on the line. */
  has_tax_code: boolean;
  /** The chosen tax code's rate in force, as a percentage ('8.25'). */
  rate_percent: OptionalDecimal;
}

/**
 * §5 "tax value = extended cost x rate, rounded to precision, 0 when rate is 0, missing, or no tax
 * code is chosen"; §9 tax precision 2. A line without an extended cost has no tax either.
 */
export function taxValue(input: TaxValueInput, precision: number = TAX_PRECISION): string {
  const rate = taxRate(input.rate_percent);
  if (!input.has_tax_code || rate === null || isBlank(input.extended_cost)) {
    return roundTo('0', precision);
  }
  return roundTo(toDecimal(input.extended_cost).times(rate), precision);
}

/**
 * §5 "Extended cost with tax = extended cost + tax value". Null when the line has no extended
 * cost; written with the extended cost's 3 decimals (§9), which holds the 2 of the tax exactly.
 */
export function extCostWithTax(
  extendedCost: OptionalDecimal,
  tax: OptionalDecimal,
  precision: number = EXTENDED_COST_PRECISION,
): string | null {
  if (isBlank(extendedCost)) return null;
  const sum = toDecimal(extendedCost).plus(isBlank(tax) ? 0 : toDecimal(tax));
  return roundTo(sum, precision);
}

/**
 * §5 "Tax value or ext cost with tax updates only when it differs by more than 0.001" (§9 tax
 * tolerance). True when the computed value should replace the stored one; a missing stored value
 * is always replaced, a missing computed one replaces a stored one.
 */
export function differsBeyondTaxTolerance(
  stored: OptionalDecimal,
  computed: OptionalDecimal,
): boolean {
  if (isBlank(stored) || isBlank(computed)) return isBlank(stored) !== isBlank(computed);
  return toDecimal(stored).minus(toDecimal(computed)).abs().greaterThan(TAX_TOLERANCE);
}

/** The stored value, unless the computed one differs from it by more than the tolerance (§5). */
export function withinTaxTolerance<T extends OptionalDecimal>(stored: T, computed: T): T {
  return differsBeyondTaxTolerance(stored, computed) ? computed : stored;
}

/** A tax code rate with its dated window (§3 Tax code: tax_code_rate rate, available_at, expire_at). */
export interface TaxCodeRate extends DatedRate {
  rate: string;
}

/** The calendar day of a date value: 'YYYY-MM-DD' itself, or the UTC day of an ISO timestamp. */
export function calendarDay(date: string | Date): string {
  return (typeof date === 'string' ? date : date.toISOString()).slice(0, 10);
}

/**
 * The rate in force on the order's date (§3 Tax code with dated rates; decision 0013: available_at
 * ≤ day < expire_at). Date-only values are kept at noon (§5 Dates), so their UTC day is the day the
 * user picked in any time zone within twelve hours of UTC.
 */
export function taxRateOnDate<T extends TaxCodeRate>(
  rates: readonly T[],
  orderDate: string | Date,
): T | undefined {
  return rateAt(rates, calendarDay(orderDate));
}
