import {
  decimalOrZero,
  roundTo,
  sumDecimals,
  toDecimal,
  type DecimalValue,
  type OptionalDecimal,
} from './decimal';
import { MONEY_PRECISION } from './order-constants';

/**
 * procurement-core §5 Money "Tax split (invoice side)" and access-and-platform §5: "pro-rata by
 * extended cost with the remainder added to the last line, only across lines that accept tax
 * split; type options $ (decimal) or % (percentage); shipping and other extras locked to decimal."
 */

/** §5 split type options: $ (DECIMAL) or % (PERCENTAGE). */
export const SPLIT_TYPES = ['DECIMAL', 'PERCENTAGE'] as const;
export type SplitType = (typeof SPLIT_TYPES)[number];
export const SPLIT_TYPE_LABELS: Record<SplitType, string> = { DECIMAL: '$', PERCENTAGE: '%' };

/** The invoice extras that are split over lines. */
export const SPLIT_EXTRAS = ['tax', 'shipping', 'other'] as const;
export type SplitExtra = (typeof SPLIT_EXTRAS)[number];

/** §5 "shipping and other extras locked to decimal": only tax may be given as a percentage. */
export function splitTypesFor(extra: SplitExtra): readonly SplitType[] {
  return extra === 'tax' ? SPLIT_TYPES : ['DECIMAL'];
}

/**
 * The amount an extra stands for, in cents: a $ value as it is, a % value as that share of the
 * base (the lines' extended cost).
 */
export function splitAmount(
  extra: { type: SplitType; value: DecimalValue },
  base: OptionalDecimal,
): string {
  const value = toDecimal(extra.value);
  const amount =
    extra.type === 'PERCENTAGE' ? decimalOrZero(base).times(value).dividedBy(100) : value;
  return roundTo(amount, MONEY_PRECISION);
}

export interface SplitLine {
  extended_cost: OptionalDecimal;
  accepts_tax_split: boolean;
}

/**
 * §5: each line's share of `amount` (rounded to cents first), aligned with `lines`. Lines that do
 * not accept tax split get 0.00; the others get amount × their extended cost / the sum of theirs,
 * in cents, and the last of them gets what is left, so the shares always add up to the amount.
 * When the accepting lines have no extended cost at all they share it equally (pro-rata has no
 * base then). Null when no line accepts the split: there is nowhere to put it.
 */
export function splitTax(amount: DecimalValue, lines: readonly SplitLine[]): string[] | null {
  const total = toDecimal(roundTo(amount, MONEY_PRECISION));
  const accepting = lines.filter((line) => line.accepts_tax_split);
  const last = lines.findLastIndex((line) => line.accepts_tax_split);
  if (last < 0) return null;
  const base = sumDecimals(accepting.map((line) => line.extended_cost));
  const weight = (line: SplitLine) =>
    base.isZero()
      ? toDecimal('1').dividedBy(accepting.length)
      : decimalOrZero(line.extended_cost).dividedBy(base);
  const shares = lines.map((line) =>
    line.accepts_tax_split
      ? roundTo(total.times(weight(line)), MONEY_PRECISION)
      : roundTo('0', MONEY_PRECISION),
  );
  const others = sumDecimals(shares.filter((_, index) => index !== last));
  shares[last] = roundTo(total.minus(others), MONEY_PRECISION);
  return shares;
}
