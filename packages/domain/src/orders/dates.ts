/**
 * Order dates (procurement-core §5 Dates, §9 date formats). Pure: the time zone is an argument
 * (an IANA name); without one, the runtime's own, which in the browser is the user's.
 */

/** §9 date formats, by where they show. */
export const DATE_FORMATS = {
  /** change displays */
  change: 'YYYY-MM-DD',
  /** history titles */
  historyTitle: 'MMM D, h:mm A',
  /** comments */
  comment: 'MM/DD/YYYY hh:mm a',
  /** date cells */
  cell: 'MM/DD/YYYY',
  /** long form */
  long: 'ddd. MMM Do, YYYY',
  /** history tables */
  historyTableDate: 'MM/DD/YYYY',
  historyTableDateTime: 'YYYY-MM-DD HH:mm',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** §5 "A date alone is stored as noon (12:00) of that day". */
export const DATE_ONLY_HOUR = 12;

/** The same calendar day at 12:00 in the runtime's time zone. */
export function atNoon(date: Date): Date {
  const noon = new Date(date.getTime());
  noon.setHours(DATE_ONLY_HOUR, 0, 0, 0);
  return noon;
}

/**
 * §5 "A date alone is stored as noon (12:00) of that day as an ISO string; with time enabled the
 * exact time is kept; cleared gives an empty string."
 */
export function storedDateValue(value: Date | null, options: { withTime: boolean }): string {
  if (value === null) return '';
  return (options.withTime ? value : atNoon(value)).toISOString();
}

const TYPED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;

/**
 * §5 "Date editor accepts MM/DD/YYYY or MM/DD/YY": the day at noon, or null when the text is not
 * such a date. Two-digit years read as the date pickers' library does: 69-99 are 1969-1999, 00-68
 * are 2000-2068.
 */
export function parseTypedDate(text: string): Date | null {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return null;
  const [, mm, dd, yy] = match as unknown as [string, string, string, string];
  const short = yy.length === 2 ? Number(yy) : null;
  const year = short === null ? Number(yy) : short + (short > 68 ? 1900 : 2000);
  const month = Number(mm) - 1;
  const day = Number(dd);
  const date = new Date(2000, 0, 1, DATE_ONLY_HOUR);
  date.setFullYear(year, month, day);
  // A day past the month's end, a day 0 or a month outside 1-12 rolls over into another month.
  return date.getMonth() === month ? date : null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface DateParts {
  year: number;
  month: number;
  monthName: string;
  day: number;
  weekdayName: string;
  hour: number;
  minute: number;
}

/**
 * One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one (a
 * calendar week of 200 deliveries spent ~50 ms making them, decision 0053). The zones are IANA's,
 * a bounded set; an unknown zone throws when made and is not kept.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The runtime's own zone and UTC are read with Date's getters: no formatter needed. */
function partsByGetters(date: Date, utc: boolean): DateParts {
  const month = utc ? date.getUTCMonth() : date.getMonth();
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: month + 1,
    monthName: MONTHS[month]!,
    day: utc ? date.getUTCDate() : date.getDate(),
    weekdayName: WEEKDAYS[utc ? date.getUTCDay() : date.getDay()]!,
    hour: utc ? date.getUTCHours() : date.getHours(),
    minute: utc ? date.getUTCMinutes() : date.getMinutes(),
  };
}

function partsIn(date: Date, timeZone: string | undefined): DateParts {
  if (!Number.isNaN(date.getTime()) && (timeZone === undefined || timeZone === 'UTC')) {
    return partsByGetters(date, timeZone === 'UTC');
  }
  const parts = formatterFor(timeZone).formatToParts(date);
  const part = new Map(parts.map((p) => [p.type, p.value]));
  const monthName = String(part.get('month'));
  return {
    year: Number(part.get('year')),
    month: MONTHS.indexOf(monthName) + 1,
    monthName,
    day: Number(part.get('day')),
    weekdayName: String(part.get('weekday')),
    hour: Number(part.get('hour')),
    minute: Number(part.get('minute')),
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  return `${day}${suffix}`;
}

const TOKENS = /YYYY|YY|MMM|MM|Do|DD|D|ddd|HH|hh|h|mm|A|a/g;

/**
 * Formats a date with the tokens of the §9 formats (YYYY YY MMM MM Do DD D ddd HH hh h mm A a,
 * as the web app's date library reads them). A string is read as an ISO date.
 */
export function formatDate(value: Date | string, pattern: string, timeZone?: string): string {
  const p = partsIn(new Date(value), timeZone);
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const values: Record<string, string> = {
    YYYY: pad(p.year, 4),
    YY: pad(p.year % 100),
    MMM: p.monthName,
    MM: pad(p.month),
    Do: ordinal(p.day),
    DD: pad(p.day),
    D: String(p.day),
    ddd: p.weekdayName,
    HH: pad(p.hour),
    hh: pad(hour12),
    h: String(hour12),
    mm: pad(p.minute),
    A: p.hour < 12 ? 'AM' : 'PM',
    a: p.hour < 12 ? 'am' : 'pm',
  };
  return pattern.replace(TOKENS, (token) => values[token] ?? token);
}

/** A §9 format by name: formatNamedDate(date, 'cell') → '03/14/2025'. */
export function formatNamedDate(
  value: Date | string,
  name: DateFormatName,
  timeZone?: string,
): string {
  return formatDate(value, DATE_FORMATS[name], timeZone);
}
