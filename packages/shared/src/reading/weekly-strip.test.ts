import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WEEKLY_STRIP_LABELS,
  type WeeklyStripSegment,
  weeklyStrip,
  weeklyStripCaption,
} from './weekly-strip';

const NEW_YORK = 'America/New_York';
const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';

function at(zone: string, year: number, month: number, day: number, hour = 12, minute = 0) {
  return new TZDate(year, month - 1, day, hour, minute, zone);
}

const DAY_MS = 86_400_000;

// The property's oracle for a local calendar day is Intl itself, one formatter per zone: the
// module's localDay, through date-fns/tz, cost a millisecond or more a call on a loaded machine, and
// its up to 22 calls in each of 200 runs hit the 5 s test timeout.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
function calendarDay(instant: Date, zone: string): string {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(zone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map(({ type, value }) => [type, value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const litDates = (strip: WeeklyStripSegment[]) =>
  strip.filter((segment) => segment.lit).map((segment) => segment.date);

describe('WEEKLY_STRIP_LABELS', () => {
  it('runs Sun to Sat', () => {
    expect(WEEKLY_STRIP_LABELS).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});

describe('weeklyStrip', () => {
  // Wednesday 13 March 2024, the week after New York's change to daylight time.
  const wednesday = at(NEW_YORK, 2024, 3, 13, 10);

  it('gives the seven days of the current week, Sunday first', () => {
    const strip = weeklyStrip({
      completedAt: [],
      now: wednesday,
      timeZone: NEW_YORK,
      planStartedAt: null,
    });
    expect(strip.map((segment) => segment.label)).toEqual([...WEEKLY_STRIP_LABELS]);
    expect(strip.map((segment) => segment.date)).toEqual([
      '2024-03-10',
      '2024-03-11',
      '2024-03-12',
      '2024-03-13',
      '2024-03-14',
      '2024-03-15',
      '2024-03-16',
    ]);
    expect(strip.map((segment) => segment.isToday)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    const future = strip.map((segment) => segment.isFuture);
    expect(future).toEqual([false, false, false, false, true, true, true]);
    expect(litDates(strip)).toEqual([]);
  });

  it('lights the days with a completed chapter', () => {
    const strip = weeklyStrip({
      completedAt: [
        at(NEW_YORK, 2024, 3, 10, 0, 30), // Sunday, the 23-hour day
        at(NEW_YORK, 2024, 3, 12, 23, 59),
        at(NEW_YORK, 2024, 3, 12, 7),
        at(NEW_YORK, 2024, 3, 13, 9),
        at(NEW_YORK, 2024, 3, 9, 22), // last Saturday: not in this week
      ],
      now: wednesday,
      timeZone: NEW_YORK,
      planStartedAt: null,
    });
    expect(litDates(strip)).toEqual(['2024-03-10', '2024-03-12', '2024-03-13']);
  });

  it('never lights a future day', () => {
    const strip = weeklyStrip({
      completedAt: [at(NEW_YORK, 2024, 3, 14, 9), at(NEW_YORK, 2024, 3, 16, 9)],
      now: wednesday,
      timeZone: NEW_YORK,
      planStartedAt: null,
    });
    expect(litDates(strip)).toEqual([]);
  });

  it('never lights a day before the plan start, comparing local days', () => {
    const completedAt = [
      at(NEW_YORK, 2024, 3, 10, 9),
      at(NEW_YORK, 2024, 3, 11, 8),
      at(NEW_YORK, 2024, 3, 12, 9),
    ];
    // The plan started on Monday evening, after that day's reading: Monday still lights.
    const strip = weeklyStrip({
      completedAt,
      now: wednesday,
      timeZone: NEW_YORK,
      planStartedAt: at(NEW_YORK, 2024, 3, 11, 21),
    });
    expect(litDates(strip)).toEqual(['2024-03-11', '2024-03-12']);
    // Without a plan start every reading day lights.
    expect(
      litDates(
        weeklyStrip({ completedAt, now: wednesday, timeZone: NEW_YORK, planStartedAt: null }),
      ),
    ).toEqual(['2024-03-10', '2024-03-11', '2024-03-12']);
  });

  it('compares the plan start in the member zone, not UTC', () => {
    // 02:00Z on 12 March is still 11 March (22:00 EDT) in New York.
    const planStartedAt = new Date('2024-03-12T02:00:00Z');
    const completedAt = [at(NEW_YORK, 2024, 3, 11, 9)];
    expect(
      litDates(weeklyStrip({ completedAt, now: wednesday, timeZone: NEW_YORK, planStartedAt })),
    ).toEqual(['2024-03-11']);
    expect(
      litDates(weeklyStrip({ completedAt, now: wednesday, timeZone: 'UTC', planStartedAt })),
    ).toEqual([]);
  });

  it('puts the same instants in different weeks and days by zone', () => {
    // 20:00Z on Saturday 15 June 2024 is already Sunday 16 June in Auckland.
    const now = new Date('2024-06-15T20:00:00Z');
    const completedAt = [new Date('2024-06-15T13:00:00Z')]; // Sun 01:00 NZST, Sat 06:00 PDT
    const auckland = weeklyStrip({ completedAt, now, timeZone: AUCKLAND, planStartedAt: null });
    const losAngeles = weeklyStrip({
      completedAt,
      now,
      timeZone: LOS_ANGELES,
      planStartedAt: null,
    });
    expect(auckland[0]).toEqual({
      label: 'Sun',
      date: '2024-06-16',
      lit: true,
      isToday: true,
      isFuture: false,
    });
    expect(auckland.filter((segment) => segment.isFuture)).toHaveLength(6);
    expect(losAngeles[0]?.date).toBe('2024-06-09');
    expect(losAngeles[6]).toEqual({
      label: 'Sat',
      date: '2024-06-15',
      lit: true,
      isToday: true,
      isFuture: false,
    });
    expect(losAngeles.filter((segment) => segment.isFuture)).toHaveLength(0);
  });

  it('spans the turn of the year', () => {
    const strip = weeklyStrip({
      completedAt: [at('UTC', 2024, 12, 31, 9)],
      now: at('UTC', 2025, 1, 1, 9), // a Wednesday
      timeZone: 'UTC',
      planStartedAt: null,
    });
    expect(strip.map((segment) => segment.date)).toEqual([
      '2024-12-29',
      '2024-12-30',
      '2024-12-31',
      '2025-01-01',
      '2025-01-02',
      '2025-01-03',
      '2025-01-04',
    ]);
    expect(litDates(strip)).toEqual(['2024-12-31']);
  });

  it('uses UTC when the zone is missing or unknown', () => {
    const now = new Date('2024-06-15T23:30:00Z'); // Saturday in UTC
    const input = { completedAt: [now], now, planStartedAt: null };
    const inUtc = weeklyStrip({ ...input, timeZone: 'UTC' });
    expect(inUtc[6]?.lit).toBe(true);
    expect(weeklyStrip({ ...input, timeZone: null })).toEqual(inUtc);
    expect(weeklyStrip({ ...input, timeZone: 'Not/AZone' })).toEqual(inUtc);
  });

  it('ignores an invalid plan start or completion date', () => {
    const strip = weeklyStrip({
      completedAt: [new Date(Number.NaN), wednesday],
      now: wednesday,
      timeZone: NEW_YORK,
      planStartedAt: new Date(Number.NaN),
    });
    expect(litDates(strip)).toEqual(['2024-03-13']);
  });

  it('always holds a whole week around today (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(NEW_YORK, AUCKLAND, LOS_ANGELES, 'Europe/London', 'Asia/Kolkata', 'UTC'),
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z') }),
        fc.array(fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 }), { maxLength: 20 }),
        fc.option(fc.integer({ min: -10 * 86_400_000, max: 10 * 86_400_000 })),
        (zone, now, offsets, planOffset) => {
          fc.pre(!Number.isNaN(now.getTime()));
          const completedAt = offsets.map((offset) => new Date(now.getTime() + offset));
          const planStartedAt = planOffset === null ? null : new Date(now.getTime() + planOffset);
          const strip = weeklyStrip({ completedAt, now, timeZone: zone, planStartedAt });
          const today = calendarDay(now, zone);
          const completedDays = new Set(completedAt.map((instant) => calendarDay(instant, zone)));
          const planStartDay = planStartedAt ? calendarDay(planStartedAt, zone) : null;

          const todayMs = Date.parse(`${today}T00:00:00Z`);
          const sundayMs = todayMs - new Date(todayMs).getUTCDay() * DAY_MS;
          expect(strip).toEqual(
            WEEKLY_STRIP_LABELS.map((label, index) => {
              const dayMs = sundayMs + index * DAY_MS;
              const date = new Date(dayMs).toISOString().slice(0, 10);
              return {
                label,
                date,
                lit:
                  dayMs <= todayMs &&
                  (planStartDay === null || date >= planStartDay) &&
                  completedDays.has(date),
                isToday: dayMs === todayMs,
                isFuture: dayMs > todayMs,
              };
            }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('weeklyStripCaption', () => {
  it("reads '(Current Week)' when a plan start date exists", () => {
    expect(weeklyStripCaption(new Date('2024-03-01T00:00:00Z'))).toBe('(Current Week)');
    expect(weeklyStripCaption('2024-03-01T00:00:00Z')).toBe('(Current Week)');
  });

  it("reads '(Relative to reading days)' otherwise", () => {
    expect(weeklyStripCaption(null)).toBe('(Relative to reading days)');
    expect(weeklyStripCaption(undefined)).toBe('(Relative to reading days)');
    expect(weeklyStripCaption('')).toBe('(Relative to reading days)');
  });
});
