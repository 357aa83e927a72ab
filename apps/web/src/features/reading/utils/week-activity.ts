import {
  type ChapterProgress,
  localDay,
  type ReadingActivityResponse,
  type WeeklyStripSegment,
  weeklyStrip,
} from '@manna/shared';

const HOUR_MS = 60 * 60 * 1000;

/**
 * An instant that falls on the calendar day `date` ('YYYY-MM-DD') in `timeZone`. Noon UTC lands
 * on that day for every offset from -12 to +12 hours; the few zones further east (+13, +14) are
 * pulled back half a day.
 */
export function instantOnLocalDay(date: string, timeZone: string): Date {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  const noonUtc = new Date(Date.UTC(year, month - 1, day, 12));
  if (Number.isNaN(noonUtc.getTime())) return noonUtc;
  const landed = localDay(noonUtc, timeZone);
  if (landed > date) return new Date(noonUtc.getTime() - 12 * HOUR_MS);
  if (landed < date) return new Date(noonUtc.getTime() + 12 * HOUR_MS);
  return noonUtc;
}

interface WeekInput {
  /** Chapters per local day, all plans (GET /api/reading/activity). */
  activity: ReadingActivityResponse | undefined;
  /** The selected plan's completion records: marks made a moment ago light up before a refetch. */
  progress: readonly ChapterProgress[];
  /** Used until the activity answers with the member's zone. */
  fallbackTimeZone: string | null | undefined;
  planStartedAt: string | null | undefined;
  now: Date;
}

/** SPEC §2 weekly strip: Sunday to Saturday of this week, lit on the days a chapter was read. */
export function weekSegments({
  activity,
  progress,
  fallbackTimeZone,
  planStartedAt,
  now,
}: WeekInput): WeeklyStripSegment[] {
  const timeZone = activity?.time_zone ?? fallbackTimeZone;
  const completedAt: Date[] = [];
  for (const day of activity?.days ?? []) {
    if (day.chapters > 0) completedAt.push(instantOnLocalDay(day.date, timeZone ?? 'UTC'));
  }
  for (const record of progress) {
    if (record.completed && record.completed_at) completedAt.push(new Date(record.completed_at));
  }
  return weeklyStrip({
    completedAt,
    now,
    timeZone,
    planStartedAt: planStartedAt ? new Date(planStartedAt) : null,
  });
}
