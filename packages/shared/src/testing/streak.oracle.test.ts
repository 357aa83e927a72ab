import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay } from '../reading/streak';
import { computeStreak } from './streak.oracle';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';

/** A wall-clock time in `zone` (month is 1-based here, unlike Date). */
function at(zone: string, year: number, month: number, day: number, hour = 12, minute = 0): TZDate {
  return new TZDate(year, month - 1, day, hour, minute, zone);
}

/** One completion at hh:mm local time on each of `count` days ending on `last` (inclusive). */
function dailyRun(zone: string, last: TZDate, count: number, hour: number, minute: number) {
  return Array.from({ length: count }, (_, i) => {
    const day = addDays(last, -i);
    return at(zone, day.getFullYear(), day.getMonth() + 1, day.getDate(), hour, minute);
  });
}

describe('computeStreak', () => {
  it('is 0 with no completions', () => {
    expect(computeStreak([], new Date('2024-06-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('counts consecutive days ending today', () => {
    const now = at(NEW_YORK, 2024, 6, 15, 18);
    expect(computeStreak(dailyRun(NEW_YORK, now, 5, 9, 0), now, NEW_YORK)).toBe(5);
  });

  it('is 0 when today has no completion, however long the run before it', () => {
    const now = at(NEW_YORK, 2024, 6, 15, 18);
    const untilYesterday = dailyRun(NEW_YORK, addDays(now, -1), 30, 9, 0);
    expect(computeStreak(untilYesterday, now, NEW_YORK)).toBe(0);
  });

  it('stops at the first day without a completion', () => {
    const now = at(LONDON, 2024, 6, 15, 18);
    const recent = dailyRun(LONDON, now, 3, 7, 0);
    const older = dailyRun(LONDON, addDays(now, -4), 20, 7, 0); // 11 June is missing
    expect(computeStreak([...recent, ...older], now, LONDON)).toBe(3);
  });

  it('counts several completions on one day once', () => {
    const now = at(NEW_YORK, 2024, 6, 15, 23, 0);
    const today = [at(NEW_YORK, 2024, 6, 15, 0, 5), at(NEW_YORK, 2024, 6, 15, 12), now];
    const yesterday = [at(NEW_YORK, 2024, 6, 14, 8), at(NEW_YORK, 2024, 6, 14, 8)];
    expect(computeStreak([...today, ...yesterday], now, NEW_YORK)).toBe(2);
    expect(computeStreak(today, now, NEW_YORK)).toBe(1);
  });

  it('does not depend on the order of the completions', () => {
    const now = at(AUCKLAND, 2024, 6, 15, 18);
    const run = dailyRun(AUCKLAND, now, 10, 7, 0);
    expect(computeStreak([...run].reverse(), now, AUCKLAND)).toBe(10);
  });

  it('ignores completions after now and invalid dates', () => {
    const now = at(NEW_YORK, 2024, 6, 15, 12);
    const tomorrow = at(NEW_YORK, 2024, 6, 16, 9);
    expect(computeStreak([tomorrow], now, NEW_YORK)).toBe(0);
    expect(computeStreak([new Date(Number.NaN), now, tomorrow], now, NEW_YORK)).toBe(1);
  });

  it('ignores a completion later today than `now`, as the server query does', () => {
    const now = at(NEW_YORK, 2024, 6, 15, 8);
    expect(computeStreak([at(NEW_YORK, 2024, 6, 15, 22)], now, NEW_YORK)).toBe(0);
    expect(computeStreak([now], now, NEW_YORK)).toBe(1);
  });

  describe('time zones', () => {
    it('gives the same instants different streaks in Auckland and Los Angeles', () => {
      // 11:00Z on 15 June is 23:00 on the 15th in Auckland (NZST) and 04:00 in Los Angeles;
      // 13:00Z on 14 June is 01:00 on the 15th in Auckland and 06:00 on the 14th in LA.
      const completions = [new Date('2024-06-15T11:00:00Z'), new Date('2024-06-14T13:00:00Z')];
      // 20:00Z on 15 June: already the 16th in Auckland, still the 15th in Los Angeles.
      const now = new Date('2024-06-15T20:00:00Z');
      expect(computeStreak(completions, now, AUCKLAND)).toBe(0);
      expect(computeStreak(completions, now, LOS_ANGELES)).toBe(2);
      expect(computeStreak(completions, now, 'UTC')).toBe(2);
    });

    it('can favour Auckland too', () => {
      // 12:30Z on each of 13-15 June is 00:30 the next day in Auckland, 05:30 the same day in LA.
      const completions = [
        new Date('2024-06-13T12:30:00Z'),
        new Date('2024-06-14T12:30:00Z'),
        new Date('2024-06-15T12:30:00Z'),
      ];
      // 11:00Z on 16 June: 23:00 on the 16th in Auckland, 04:00 on the 16th in Los Angeles.
      const now = new Date('2024-06-16T11:00:00Z');
      expect(computeStreak(completions, now, AUCKLAND)).toBe(3);
      expect(computeStreak(completions, now, LOS_ANGELES)).toBe(0);
    });

    it('falls back to UTC when the zone is missing or unknown', () => {
      const completions = [new Date('2024-06-15T23:30:00Z'), new Date('2024-06-14T00:30:00Z')];
      const now = new Date('2024-06-15T23:45:00Z');
      const inUtc = computeStreak(completions, now, 'UTC');
      expect(inUtc).toBe(2);
      expect(computeStreak(completions, now, null)).toBe(inUtc);
      expect(computeStreak(completions, now, undefined)).toBe(inUtc);
      expect(computeStreak(completions, now, '')).toBe(inUtc);
      expect(computeStreak(completions, now, 'Atlantis/Lost_City')).toBe(inUtc);
      // The same instants in New York: 19:30 on the 15th, 20:30 on the 13th: a gap on the 14th.
      expect(computeStreak(completions, now, NEW_YORK)).toBe(1);
    });
  });

  describe('around midnight', () => {
    it('puts 23:59 and 00:01 local time on different days', () => {
      const lateYesterday = at(NEW_YORK, 2024, 1, 9, 23, 59);
      const earlyToday = at(NEW_YORK, 2024, 1, 10, 0, 1);
      const now = at(NEW_YORK, 2024, 1, 10, 0, 2);
      expect(computeStreak([lateYesterday], now, NEW_YORK)).toBe(0);
      expect(computeStreak([earlyToday], now, NEW_YORK)).toBe(1);
      expect(computeStreak([lateYesterday, earlyToday], now, NEW_YORK)).toBe(2);
    });

    it('keeps 00:01 and 23:59 of one local day together', () => {
      const now = at(NEW_YORK, 2024, 1, 10, 23, 59);
      const sameDay = [at(NEW_YORK, 2024, 1, 10, 0, 1), now];
      expect(computeStreak(sameDay, now, NEW_YORK)).toBe(1);
    });

    it('starts a new day at local, not UTC, midnight', () => {
      // 23:59 in Los Angeles is already the next day in UTC.
      const now = at(LOS_ANGELES, 2024, 1, 10, 23, 59);
      const completions = [at(LOS_ANGELES, 2024, 1, 10, 0, 1), at(LOS_ANGELES, 2024, 1, 9, 23, 59)];
      expect(computeStreak(completions, now, LOS_ANGELES)).toBe(2);
      // In UTC `now` is already 11 January and both readings fall on the 10th.
      expect(computeStreak(completions, now, 'UTC')).toBe(0);
    });
  });

  describe('daylight-saving changes', () => {
    it('America/New_York in March (the 23-hour day)', () => {
      // Clocks go from 02:00 EST to 03:00 EDT on 10 March 2024. Readings at 00:30 local each
      // day land on the previous UTC calendar day before and after the change.
      const now = at(NEW_YORK, 2024, 3, 12, 8);
      expect(computeStreak(dailyRun(NEW_YORK, now, 7, 0, 30), now, NEW_YORK)).toBe(7);
      const lateNow = at(NEW_YORK, 2024, 3, 12, 23, 45);
      expect(computeStreak(dailyRun(NEW_YORK, lateNow, 7, 23, 30), lateNow, NEW_YORK)).toBe(7);
    });

    it('America/New_York in March, readings either side of the missing hour', () => {
      const beforeChange = at(NEW_YORK, 2024, 3, 10, 1, 59); // 06:59Z
      const afterChange = at(NEW_YORK, 2024, 3, 10, 3, 0); // 07:00Z
      const earlySaturday = at(NEW_YORK, 2024, 3, 9, 0, 0);
      const now = at(NEW_YORK, 2024, 3, 10, 23, 59);
      expect(computeStreak([beforeChange, afterChange], now, NEW_YORK)).toBe(1);
      expect(computeStreak([beforeChange, earlySaturday], now, NEW_YORK)).toBe(2);
    });

    it('America/New_York in November (the 25-hour day)', () => {
      // Clocks go from 02:00 EDT back to 01:00 EST on 3 November 2024.
      const now = at(NEW_YORK, 2024, 11, 5, 23, 50);
      expect(computeStreak(dailyRun(NEW_YORK, now, 8, 23, 30), now, NEW_YORK)).toBe(8);
      expect(computeStreak(dailyRun(NEW_YORK, now, 8, 0, 15), now, NEW_YORK)).toBe(8);
    });

    it('America/New_York in November, the repeated hour is one day', () => {
      const firstOneThirty = new Date('2024-11-03T05:30:00Z'); // 01:30 EDT
      const secondOneThirty = new Date('2024-11-03T06:30:00Z'); // 01:30 EST
      expect(localDay(firstOneThirty, NEW_YORK)).toBe('2024-11-03');
      expect(localDay(secondOneThirty, NEW_YORK)).toBe('2024-11-03');
      const now = at(NEW_YORK, 2024, 11, 3, 23, 59);
      expect(computeStreak([firstOneThirty, secondOneThirty], now, NEW_YORK)).toBe(1);
      // 23:59 EST on 3 November is 04:59Z on the 4th.
      expect(computeStreak([firstOneThirty, new Date('2024-11-04T04:59:00Z')], now, NEW_YORK)).toBe(
        1,
      );
      expect(
        computeStreak([firstOneThirty, at(NEW_YORK, 2024, 11, 2, 23, 59)], now, NEW_YORK),
      ).toBe(2);
    });

    it('Europe/London across both 2024 changes', () => {
      // 31 March: 01:00 GMT to 02:00 BST. 27 October: 02:00 BST back to 01:00 GMT.
      const spring = at(LONDON, 2024, 4, 3, 12);
      expect(computeStreak(dailyRun(LONDON, spring, 7, 0, 30), spring, LONDON)).toBe(7);
      const autumn = at(LONDON, 2024, 10, 30, 23, 50);
      expect(computeStreak(dailyRun(LONDON, autumn, 7, 23, 30), autumn, LONDON)).toBe(7);
      expect(computeStreak(dailyRun(LONDON, autumn, 7, 0, 30), autumn, LONDON)).toBe(7);
      // 00:30 BST on 31 March is 23:30 UTC on the 30th: in UTC the run has a double day.
      expect(computeStreak(dailyRun(LONDON, spring, 7, 0, 30), spring, 'UTC')).toBe(0);
    });

    it('a run spanning a whole year of changes is still exact', () => {
      const now = at(NEW_YORK, 2024, 12, 31, 23, 59);
      const run = dailyRun(NEW_YORK, now, 366, 0, 0);
      expect(computeStreak(run, now, NEW_YORK)).toBe(366);
    });
  });

  describe('730-day look-back', () => {
    it('caps a 1,000-day run at 730', () => {
      const now = at(NEW_YORK, 2025, 6, 15, 20);
      expect(computeStreak(dailyRun(NEW_YORK, now, 1000, 12, 0), now, NEW_YORK)).toBe(730);
    });

    it('counts runs up to the cap exactly', () => {
      const now = at(AUCKLAND, 2025, 6, 15, 20);
      expect(computeStreak(dailyRun(AUCKLAND, now, 729, 7, 0), now, AUCKLAND)).toBe(729);
      expect(computeStreak(dailyRun(AUCKLAND, now, 730, 7, 0), now, AUCKLAND)).toBe(730);
      expect(computeStreak(dailyRun(AUCKLAND, now, 731, 7, 0), now, AUCKLAND)).toBe(730);
    });
  });

  it('equals the run of consecutive days ending today (property)', () => {
    const zones = [NEW_YORK, LONDON, AUCKLAND, LOS_ANGELES, 'Asia/Kolkata', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 3 * 365 }), // day offset of "now" from 1 Jan 2023
        fc.uniqueArray(fc.integer({ min: 0, max: 40 }), { maxLength: 40 }), // days ago
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        (zone, nowOffset, daysAgo, hour, minute) => {
          const now = addDays(at(zone, 2023, 1, 1, 12), nowOffset);
          const completions = daysAgo.flatMap((ago) => {
            const day = addDays(now, -ago);
            const instant = at(
              zone,
              day.getFullYear(),
              day.getMonth() + 1,
              day.getDate(),
              hour,
              minute,
            );
            // A wall time inside a spring-forward gap can move to another hour; keep the same day.
            return localDay(instant, zone) === localDay(day, zone) ? [instant] : [];
          });
          const days = new Set(
            completions
              .filter((instant) => instant.getTime() <= now.getTime())
              .map((instant) => localDay(instant, zone)),
          );
          let expected = 0;
          while (days.has(localDay(addDays(now, -expected), zone))) expected += 1;
          expect(computeStreak(completions, now, zone)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
