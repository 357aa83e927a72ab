import { TZDate } from '@date-fns/tz';
import {
  type ChapterProgress,
  localDay,
  type ReadingActivityResponse,
  resolveStreakTimeZone,
  type WeeklyStripSegment,
  weeklyStrip,
} from '@manna/shared';
import { subDays } from 'date-fns';

/** Noon on the calendar day `date` ('YYYY-MM-DD') in `timeZone`: an instant on that day. */
export function instantOnLocalDay(date: string, timeZone: string): Date {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, 12, 0, 0, timeZone);
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

/**
 * The weekly strip (docs/product/reading-plans.md#weekly-strip): this week, lit on the days a
 * chapter was read.
 */
export function weekSegments({
  activity,
  progress,
  fallbackTimeZone,
  planStartedAt,
  now,
}: WeekInput): WeeklyStripSegment[] {
  const timeZone = activity?.time_zone ?? fallbackTimeZone;
  const zone = resolveStreakTimeZone(timeZone);
  // The activity spans the heatmap's year, and this week no more than six days before today.
  // 'YYYY-MM-DD' strings order as the days they name.
  const firstDay = localDay(subDays(now, 7), zone);
  const completedAt: Date[] = [];
  for (const day of activity?.days ?? []) {
    if (day.chapters > 0 && day.date >= firstDay) {
      completedAt.push(instantOnLocalDay(day.date, zone));
    }
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
