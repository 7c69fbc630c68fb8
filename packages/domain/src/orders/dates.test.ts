import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DATE_FORMATS,
  atNoon,
  formatDate,
  formatNamedDate,
  ordinal,
  parseTypedDate,
  storedDateValue,
} from './dates';

describe('A date alone is stored as noon (12:00) of that day as an ISO string (procurement-core §5)', () => {
  it('keeps a date-only value at 12:00 of the same day', () => {
    const picked = new Date(2025, 2, 14, 0, 5);
    const stored = new Date(storedDateValue(picked, { withTime: false }));
    expect([stored.getFullYear(), stored.getMonth(), stored.getDate()]).toEqual([2025, 2, 14]);
    expect([stored.getHours(), stored.getMinutes(), stored.getSeconds()]).toEqual([12, 0, 0]);
    expect(atNoon(picked).getMilliseconds()).toBe(0);
  });

  it('keeps the exact time with time enabled, and an empty string when cleared', () => {
    const picked = new Date('2025-03-14T08:45:30.000Z');
    expect(storedDateValue(picked, { withTime: true })).toBe('2025-03-14T08:45:30.000Z');
    expect(storedDateValue(null, { withTime: false })).toBe('');
  });
});

describe('Date editor accepts MM/DD/YYYY or MM/DD/YY (§5)', () => {
  it('reads MM/DD/YYYY at noon', () => {
    const date = parseTypedDate('03/14/2025');
    expect(date && [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2025, 2, 14, 12,
    ]);
    expect(parseTypedDate(' 3/4/2025 ')?.getDate()).toBe(4);
  });

  it('reads MM/DD/YY: 00-68 in the 2000s, 69-99 in the 1900s', () => {
    expect(parseTypedDate('03/14/25')?.getFullYear()).toBe(2025);
    expect(parseTypedDate('03/14/68')?.getFullYear()).toBe(2068);
    expect(parseTypedDate('03/14/69')?.getFullYear()).toBe(1969);
  });

  it('refuses other text and days that do not exist', () => {
    for (const text of [
      '2025-03-14',
      '13/01/2025',
      '00/10/2025',
      '02/30/2025',
      '02/29/2025',
      '03/00/2025',
      '1/2/345',
      'x03/14/2025',
      '',
    ]) {
      expect(parseTypedDate(text), text).toBeNull();
    }
    expect(parseTypedDate('02/29/2024')?.getDate()).toBe(29);
  });
});

describe('§9 date formats', () => {
  const at = '2025-03-04T18:05:00.000Z';

  it('writes each format as §9 lists it', () => {
    expect(formatNamedDate(at, 'change', 'UTC')).toBe('2025-03-04');
    expect(formatNamedDate(at, 'historyTitle', 'UTC')).toBe('Mar 4, 6:05 PM');
    expect(formatNamedDate(at, 'comment', 'UTC')).toBe('03/04/2025 06:05 pm');
    expect(formatNamedDate(at, 'cell', 'UTC')).toBe('03/04/2025');
    expect(formatNamedDate(at, 'long', 'UTC')).toBe('Tue. Mar 4th, 2025');
    expect(formatNamedDate(at, 'historyTableDate', 'UTC')).toBe('03/04/2025');
    expect(formatNamedDate(at, 'historyTableDateTime', 'UTC')).toBe('2025-03-04 18:05');
    expect(DATE_FORMATS.long).toBe('ddd. MMM Do, YYYY');
  });

  it('writes the time in the given time zone', () => {
    expect(formatDate(at, 'YYYY-MM-DD HH:mm', 'America/Chicago')).toBe('2025-03-04 12:05');
    expect(formatDate(new Date('2025-01-01T05:00:00Z'), 'MM/DD/YY', 'America/Los_Angeles')).toBe(
      '12/31/24',
    );
  });

  it('writes midnight and noon on the 12-hour clock', () => {
    expect(formatDate('2025-03-04T00:07:00Z', 'h:mm A hh a', 'UTC')).toBe('12:07 AM 12 am');
    expect(formatDate('2025-03-04T12:00:00Z', 'h:mm A a', 'UTC')).toBe('12:00 PM pm');
    expect(formatDate('2025-03-04T11:59:00Z', 'hh:mm a', 'UTC')).toBe('11:59 am');
  });

  it('writes every month and weekday name', () => {
    const months = Array.from({ length: 12 }, (_, m) =>
      formatDate(new Date(Date.UTC(2025, m, 15, 12)), 'MMM MM', 'UTC'),
    );
    expect(months).toEqual([
      'Jan 01',
      'Feb 02',
      'Mar 03',
      'Apr 04',
      'May 05',
      'Jun 06',
      'Jul 07',
      'Aug 08',
      'Sep 09',
      'Oct 10',
      'Nov 11',
      'Dec 12',
    ]);
    const days = Array.from({ length: 7 }, (_, d) =>
      formatDate(new Date(Date.UTC(2025, 5, 1 + d, 12)), 'ddd', 'UTC'),
    );
    expect(days).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });
});

describe('formatDate reads the runtime zone and UTC without a formatter (decision 0053)', () => {
  const everyToken = 'YYYY YY MMM MM Do DD D ddd HH hh h mm A a';
  const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
  it('gives what the Intl formatter of the same zone gives', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date, everyToken, 'UTC')).toBe(formatDate(date, everyToken, 'Etc/UTC'));
          expect(formatDate(date, everyToken)).toBe(formatDate(date, everyToken, zone));
        },
      ),
    );
  });
});
