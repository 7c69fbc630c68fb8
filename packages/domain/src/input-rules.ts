/**
 * What every input must satisfy before it reaches the database (issue 14 finding 5): ids fit the
 * int4 (serial) columns, integers are written as plain decimal digits, and text is storable.
 */
export const MAX_INT4 = 2_147_483_647;

/** The same UTF-16 code unit rule as `String.prototype.isWellFormed`, which older browsers lack. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextProblem = 'nul' | 'lone_surrogate';

/** PostgreSQL text refuses a NUL byte, and jsonb a lone surrogate (an unpaired half of an emoji). */
export function textProblem(value: string): TextProblem | null {
  if (value.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(value)) return 'lone_surrogate';
  return null;
}

/**
 * A non-negative decimal that fits a NUMERIC column with `integerDigits` digits before the point
 * (NUMERIC(18,6) keeps 12); further decimals are rounded by the column, so they are not limited.
 */
export function fitsNumeric(value: string, integerDigits: number): boolean {
  const match = /^(\d+)(\.\d+)?$/.exec(value);
  return (
    match !== null &&
    value.length <= 40 &&
    match[1]!.replace(/^0+(?=\d)/, '').length <= integerDigits
  );
}
