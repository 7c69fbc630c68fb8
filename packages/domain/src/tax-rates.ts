/**
 * Dated tax rates (procurement-core §3 Tax code, §5 Money). Dates are calendar days 'YYYY-MM-DD';
 * a rate is in force from available_at (inclusive) until expire_at (exclusive), or open-ended.
 */
export interface DatedRate {
  available_at: string;
  expire_at: string | null;
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
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
    return 'The expiry date must be after the start date.';
  }
  return null;
}

export const RATE_OVERLAP_MESSAGE = 'This rate overlaps another rate of the tax code.';
