import { LEAD_TIME_WARNING_DAYS, QUOTE_EXPIRY_WARNING_DAYS } from './order-constants';
import { ORDER_MESSAGES } from './order-messages';

/** procurement-core §4 Lead-time warnings, §5 Dates (quote expiry), §8, §9 windows. */

const DAY_MS = 86_400_000;

const toTime = (value: Date | string) => new Date(value).getTime();

export type LeadTimeWarning =
  | { level: 'late'; color: 'pink'; message: string }
  | { level: 'place_now'; color: 'yellow'; message: string };

/**
 * §4 "If lead_time_cutoff_date_timestamp is in the past, a pink warning says the order will not
 * arrive in time. If the cutoff is within 7 days, a yellow warning says the user must place the
 * order now." Texts of §8. None without a cutoff (an empty or unreadable one included) or when
 * it is further away.
 */
export function leadTimeWarning(
  cutoff: Date | string | null | undefined,
  now: Date,
): LeadTimeWarning | null {
  if (cutoff == null) return null;
  const left = toTime(cutoff) - now.getTime();
  if (left < 0) return { level: 'late', color: 'pink', message: ORDER_MESSAGES.leadTimePast };
  if (left <= LEAD_TIME_WARNING_DAYS * DAY_MS) {
    return { level: 'place_now', color: 'yellow', message: ORDER_MESSAGES.leadTimeWithinWindow };
  }
  return null;
}

/** Whole days left until `date` (3 days and 20 hours is 3; past dates are negative). */
export function daysLeft(date: Date | string, now: Date): number {
  return Math.floor((toTime(date) - now.getTime()) / DAY_MS);
}

/** §5 "Quote expiry date shows in red when 3 or fewer days remain" (an expired one too). */
export function quoteExpiryInRed(expiry: Date | string | null | undefined, now: Date): boolean {
  if (expiry == null) return false;
  return daysLeft(expiry, now) <= QUOTE_EXPIRY_WARNING_DAYS;
}
