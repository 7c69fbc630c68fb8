import Decimal from 'decimal.js';

/**
 * The decimal arithmetic of order money (house rule: NUMERIC columns, decimal.js in code, decimal
 * strings in JSON). A private clone, so no other code's Decimal settings change ours: 40
 * significant digits (a NUMERIC(18,6) times another never loses a digit) and half-up rounding,
 * as money is rounded on paper and in PostgreSQL's round().
 */
export const MoneyDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type MoneyDecimal = InstanceType<typeof MoneyDecimal>;

/** A decimal as JSON carries it ('12.5'), or a Decimal already made. */
export type DecimalValue = string | MoneyDecimal;

/** A value that may be left empty on a line: null, undefined and a blank string are "not given". */
export type OptionalDecimal = DecimalValue | null | undefined;

export function isBlank(value: OptionalDecimal): value is null | undefined | '' {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

export function toDecimal(value: DecimalValue): MoneyDecimal {
  return new MoneyDecimal(typeof value === 'string' ? value.trim() : value);
}

/** Blank counts as zero, as an empty cost adds nothing to a total. */
export function decimalOrZero(value: OptionalDecimal): MoneyDecimal {
  return isBlank(value) ? new MoneyDecimal(0) : toDecimal(value);
}

/** Rounded half-up to `decimals` places and written with exactly that many ('2.50'). */
export function roundTo(value: DecimalValue, decimals: number): string {
  return toDecimal(value).toFixed(decimals, MoneyDecimal.ROUND_HALF_UP);
}

/** The sum of decimals, exactly; blanks count as zero. */
export function sumDecimals(values: readonly OptionalDecimal[]): MoneyDecimal {
  return values.reduce<MoneyDecimal>(
    (sum, value) => sum.plus(decimalOrZero(value)),
    new MoneyDecimal(0),
  );
}
