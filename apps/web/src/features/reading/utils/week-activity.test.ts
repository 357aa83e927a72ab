import { localDay } from '@manna/shared';
import { subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { instantOnLocalDay, weekSegments } from './week-activity';

describe('instantOnLocalDay', () => {
  it.each([
    'UTC',
    'America/Los_Angeles',
    'Pacific/Pago_Pago',
    'Asia/Tokyo',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
  ])('lands on the same calendar day in %s', (zone) => {
    for (const day of ['2026-01-01', '2026-03-08', '2026-11-01', '2026-12-31']) {
      expect(localDay(instantOnLocalDay(day, zone), zone)).toBe(day);
    }
  });
});

describe('weekSegments', () => {
  // Wednesday 4 November 2026, 10:00 in New York.
  const now = new Date('2026-11-04T15:00:00Z');

  it('lights the days of the activity and of the plan records, in the member zone', () => {
    const segments = weekSegments({
      activity: {
        time_zone: 'America/New_York',
        today: '2026-11-04',
        days: [
          { date: '2026-11-02', chapters: 2 },
          { date: '2026-11-03', chapters: 0 },
        ],
      },
      // 01:00 UTC on the 4th is still the 3rd in New York.
      progress: [{ chapter_id: 'c', completed: true, completed_at: '2026-11-04T01:00:00Z' }],
      fallbackTimeZone: null,
      planStartedAt: '2026-10-01T12:00:00Z',
      now,
    });
    expect(segments.map((segment) => segment.label)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(segments.filter((segment) => segment.lit).map((segment) => segment.date)).toEqual([
      '2026-11-02',
      '2026-11-03',
    ]);
    expect(segments.find((segment) => segment.isToday)?.date).toBe('2026-11-04');
  });

  it('never lights days before the plan started', () => {
    const segments = weekSegments({
      activity: {
        time_zone: 'UTC',
        today: '2026-11-04',
        days: [{ date: '2026-11-02', chapters: 1 }],
      },
      progress: [],
      fallbackTimeZone: null,
      planStartedAt: '2026-11-03T08:00:00Z',
      now,
    });
    expect(segments.some((segment) => segment.lit)).toBe(false);
  });

  it('lights the Sunday six days before a Saturday, and nothing of the week before', () => {
    // Saturday 7 November 2026, 23:00 in Auckland; a year of activity, as the heatmap reads it.
    const saturday = new Date('2026-11-07T10:00:00Z');
    const days = Array.from({ length: 365 }, (_, index) => ({
      date: localDay(subDays(saturday, index), 'Pacific/Auckland'),
      chapters: index === 0 || index === 6 || index === 7 ? 1 : 0,
    }));
    const segments = weekSegments({
      activity: { time_zone: 'Pacific/Auckland', today: '2026-11-07', days },
      progress: [],
      fallbackTimeZone: null,
      planStartedAt: null,
      now: saturday,
    });
    expect(segments.filter((segment) => segment.lit).map((segment) => segment.date)).toEqual([
      '2026-11-01',
      '2026-11-07',
    ]);
  });
});
