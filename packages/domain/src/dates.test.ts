import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDateTimeUtc } from './dates';

describe('mail dates (procurement-core §9 long form)', () => {
  it("reads 'ddd. MMM Do, YYYY' with the time and the zone", () => {
    expect(formatLongDateTimeUtc(new Date('2026-01-20T15:04:00Z'))).toBe(
      'Tue. Jan 20th, 2026 at 3:04 PM UTC',
    );
    expect(formatLongDateTimeUtc(new Date('2026-03-01T00:30:00Z'))).toBe(
      'Sun. Mar 1st, 2026 at 12:30 AM UTC',
    );
    expect(formatLongDateTimeUtc(new Date('2025-12-12T12:00:00Z'))).toBe(
      'Fri. Dec 12th, 2025 at 12:00 PM UTC',
    );
  });

  it('never shows GMT or a raw timestamp', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (d) => {
          const text = formatLongDateTimeUtc(d);
          expect(text).toMatch(
            /^\w{3}\. \w{3} \d{1,2}(st|nd|rd|th), \d{4} at \d{1,2}:\d{2} (AM|PM) UTC$/,
          );
        },
      ),
    );
  });
});
