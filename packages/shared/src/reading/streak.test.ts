import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay, resolveStreakTimeZone, STREAK_LOOKBACK_DAYS, streakMessage } from './streak';

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';
const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';

describe('streakMessage', () => {
  it.each([
    [0, 'Start your reading streak today!'],
    [1, 'First day! Keep going!'],
    [2, '2 day streak! Almost a week!'],
    [3, '3 day streak! Almost a week!'],
    [6, '6 day streak! Almost a week!'],
    [7, 'One week streak! Amazing!'],
    [8, 'Keep it up!'],
    [13, 'Keep it up!'],
    [14, 'Two week streak! Impressive!'],
    [15, "You're on fire!"],
    [20, "You're on fire!"],
    [21, 'Three week streak! Exceptional!'],
    [22, 'Almost a month!'],
    [29, 'Almost a month!'],
    [30, 'One month streak! Incredible!'],
    [31, "You're unstoppable!"],
    [89, "You're unstoppable!"],
    [90, 'Three month streak! Extraordinary!'],
    [91, 'Phenomenal dedication!'],
    [179, 'Phenomenal dedication!'],
    [180, 'Six month streak! Half a year! Outstanding!'],
    [181, 'Legendary commitment!'],
    [364, 'Legendary commitment!'],
    [365, 'ONE YEAR STREAK! UNBELIEVABLE!'],
    [366, 'Beyond legendary!'],
    [730, 'Beyond legendary!'],
    [10_000, 'Beyond legendary!'],
  ])('%i days: %s', (days, message) => {
    expect(streakMessage(days)).toBe(message);
  });

  it('treats anything below one day as a streak not yet started', () => {
    for (const days of [-1, -365, 0.5, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(streakMessage(days)).toBe('Start your reading streak today!');
    }
  });

  it('rounds fractions down', () => {
    expect(streakMessage(1.9)).toBe('First day! Keep going!');
    expect(streakMessage(6.5)).toBe('6 day streak! Almost a week!');
    expect(streakMessage(7.2)).toBe('One week streak! Amazing!');
  });

  it('gives every day count from 2 to 6 its own number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), (n) => {
        expect(streakMessage(n)).toBe(`${n} day streak! Almost a week!`);
      }),
    );
  });

  it('is constant between milestones', () => {
    const ranges: [number, number][] = [
      [8, 13],
      [15, 20],
      [22, 29],
      [31, 89],
      [91, 179],
      [181, 364],
      [366, 100_000],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...ranges), fc.nat(), ([min, max], seed) => {
        const n = min + (seed % (max - min + 1));
        expect(streakMessage(n)).toBe(streakMessage(min));
      }),
    );
  });
});

describe('STREAK_LOOKBACK_DAYS', () => {
  it('is 730', () => {
    expect(STREAK_LOOKBACK_DAYS).toBe(730);
  });
});

describe('resolveStreakTimeZone', () => {
  it('keeps a known IANA zone', () => {
    expect(resolveStreakTimeZone(AUCKLAND)).toBe(AUCKLAND);
    expect(resolveStreakTimeZone(' Europe/London ')).toBe(LONDON);
  });

  it('falls back to UTC when the zone is missing or unknown', () => {
    for (const zone of [null, undefined, '', '   ', 'Mars/Olympus_Mons', 'not a zone']) {
      expect(resolveStreakTimeZone(zone)).toBe('UTC');
    }
  });
});

describe('localDay', () => {
  const instant = new Date('2024-06-15T11:30:00Z');

  it('names the calendar day in the given zone', () => {
    expect(localDay(instant, 'UTC')).toBe('2024-06-15');
    expect(localDay(instant, AUCKLAND)).toBe('2024-06-15'); // 23:30 NZST
    expect(localDay(new Date('2024-06-15T12:30:00Z'), AUCKLAND)).toBe('2024-06-16'); // 00:30
    expect(localDay(new Date('2024-06-15T06:30:00Z'), LOS_ANGELES)).toBe('2024-06-14'); // 23:30
    expect(localDay(new Date('2024-06-15T07:30:00Z'), LOS_ANGELES)).toBe('2024-06-15'); // 00:30
  });

  it('uses UTC for a missing or unknown zone', () => {
    const lateUtc = new Date('2024-06-15T23:59:00Z');
    expect(localDay(lateUtc, 'Nowhere/Special')).toBe('2024-06-15');
    expect(localDay(lateUtc, null)).toBe('2024-06-15');
  });

  it('follows daylight-saving time', () => {
    // 04:30Z is 23:30 EST on 10 Mar before the change would be 00:30 EDT on 11 Mar after it.
    expect(localDay(new Date('2024-03-11T04:30:00Z'), NEW_YORK)).toBe('2024-03-11');
    expect(localDay(new Date('2024-03-10T04:30:00Z'), NEW_YORK)).toBe('2024-03-09');
    // After the November change, 04:30Z is 23:30 EST the day before.
    expect(localDay(new Date('2024-11-04T04:30:00Z'), NEW_YORK)).toBe('2024-11-03');
  });

  it('agrees with the wall clock it was built from', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(NEW_YORK, LONDON, AUCKLAND, LOS_ANGELES, 'Asia/Kolkata', 'UTC'),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z') }),
        (zone, instant) => {
          fc.pre(!Number.isNaN(instant.getTime()));
          const wall = new TZDate(instant.getTime(), zone);
          const expected = [
            String(wall.getFullYear()).padStart(4, '0'),
            String(wall.getMonth() + 1).padStart(2, '0'),
            String(wall.getDate()).padStart(2, '0'),
          ].join('-');
          expect(localDay(instant, zone)).toBe(expected);
        },
      ),
    );
  });

  it('rejects an invalid date', () => {
    expect(() => localDay(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
