// Weekly strip of the reading progress indicator (docs/product/reading-plans.md#weekly-strip; the
// plan start date is the created_at of the member's progress record).
import { localDayFormatter, shiftPlainDay, weekdayOfPlainDay } from './streak-calendar';

/** Seven segments labelled Sun to Sat. */
export const WEEKLY_STRIP_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export type WeeklyStripLabel = (typeof WEEKLY_STRIP_LABELS)[number];

export interface WeeklyStripSegment {
  label: WeeklyStripLabel;
  /** The calendar day in the member's time zone, 'YYYY-MM-DD'. */
  date: string;
  /** A chapter was completed that day, on or after the plan start, and the day is not future. */
  lit: boolean;
  isToday: boolean;
  isFuture: boolean;
}

export interface WeeklyStripInput {
  completedAt: readonly Date[];
  now: Date;
  /** The member's time zone; UTC when missing or unknown. */
  timeZone: string | null | undefined;
  /** The plan start date (user_reading_progress.created_at), or null when there is none. */
  planStartedAt: Date | null | undefined;
}

/**
 * The seven days Sunday to Saturday of the current week in the member's time zone. A
 * segment is lit when a chapter was completed on that calendar day, never for future days nor
 * for days before the plan start (compared as local calendar days).
 */
export function weeklyStrip({
  completedAt,
  now,
  timeZone,
  planStartedAt,
}: WeeklyStripInput): WeeklyStripSegment[] {
  const toLocalDay = localDayFormatter(timeZone);
  const today = toLocalDay(now);
  const planStartDay =
    planStartedAt && !Number.isNaN(planStartedAt.getTime()) ? toLocalDay(planStartedAt) : null;
  const daysWithCompletion = new Set<string>();
  for (const instant of completedAt) {
    if (!Number.isNaN(instant.getTime())) daysWithCompletion.add(toLocalDay(instant));
  }

  const sunday = shiftPlainDay(today, -weekdayOfPlainDay(today));
  return WEEKLY_STRIP_LABELS.map((label, offset) => {
    const date = shiftPlainDay(sunday, offset);
    // 'YYYY-MM-DD' strings order as the days they name.
    const isFuture = date > today;
    const beforePlanStart = planStartDay !== null && date < planStartDay;
    return {
      label,
      date,
      lit: !isFuture && !beforePlanStart && daysWithCompletion.has(date),
      isToday: date === today,
      isFuture,
    };
  });
}

/** The caption under the weekly strip. */
export function weeklyStripCaption(planStartedAt: Date | string | null | undefined): string {
  return planStartedAt ? '(Current Week)' : '(Relative to reading days)';
}
