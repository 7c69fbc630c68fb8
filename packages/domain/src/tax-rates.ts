/**
 * Dated tax rates (procurement-core §3 Tax code, §5 Money). Dates are calendar days 'YYYY-MM-DD';
 * a rate is in force from available_at (inclusive) until expire_at (exclusive), or open-ended.
 */
export interface DatedRate {
  available_at: string;
  expire_at: string | null;
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real day ('2026-02-30' is not); year 0 does not exist for PostgreSQL either. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** available_at ≤ date < expire_at. */
export function inForce(rate: DatedRate, date: string): boolean {
  return rate.available_at <= date && (rate.expire_at === null || date < rate.expire_at);
}

/** The rate in force at `date`, if any (windows never overlap, so there is at most one). */
export function rateAt<T extends DatedRate>(rates: readonly T[], date: string): T | undefined {
  return rates.find((rate) => inForce(rate, date));
}

/** Two half-open windows share at least one day. */
export function windowsOverlap(a: DatedRate, b: DatedRate): boolean {
  const aBeforeB = a.expire_at !== null && a.expire_at <= b.available_at;
  const bBeforeA = b.expire_at !== null && b.expire_at <= a.available_at;
  return !aBeforeB && !bBeforeA;
}

/** A window must end after it starts. */
export function windowProblem(rate: DatedRate): string | null {
  if (rate.expire_at !== null && rate.expire_at <= rate.available_at) {
    return RATE_UNTIL_MESSAGE;
  }
  return null;
}

export const RATE_OVERLAP_MESSAGE = 'This rate overlaps another rate of the tax code.';

export const TAX_RATE_MESSAGE = 'Enter a rate from 0 to 100, like 8.25';

/**
 * A tax rate is a percentage (procurement-core §5 Money: rate / 100), so 0 to 100 with at most 4
 * decimals; anything else (150, -2, "8,25") is refused with one message, by the form and the API.
 */
export function taxRateProblem(rate: string): string | null {
  const value = rate.trim();
  if (!/^\d{1,3}(\.\d{1,4})?$/.test(value)) return TAX_RATE_MESSAGE;
  return Number(value) <= 100 ? null : TAX_RATE_MESSAGE;
}

/** The Until date of a rate must come after its From date (checked as the date is chosen). */
export const RATE_UNTIL_MESSAGE = 'The Until date must be after the From date.';
