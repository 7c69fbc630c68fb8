import { ordinal } from './orders/dates';
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/**
 * procurement-core §9's long form 'ddd. MMM Do, YYYY' with the time as 'h:mm A', in UTC (a mail
 * does not know its reader's time zone, so it says which one it uses):
 * 'Tue. Jan 20th, 2026 at 3:04 PM UTC'.
 */
export function formatLongDateTimeUtc(date: Date): string {
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const day = `${WEEKDAYS[date.getUTCDay()]}. ${MONTHS[date.getUTCMonth()]} ${ordinal(date.getUTCDate())}, ${date.getUTCFullYear()}`;
  return `${day} at ${hour12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}
