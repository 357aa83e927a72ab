// Where a member stands in a plan, on their own schedule: the one source of the current day, the
// missed chapters and the chapter to read next, on the server and on every screen
// (docs/product/reading-plans.md#where-the-member-stands-one-source). Changing the schedule is in
// schedule-adjustments.ts, kept apart so the reading screen's first load carries none of it.
import { defaultChapterIndex } from './current-chapter';
import { completedChapterIds, dayAfterFurthestCompleted, missedChapters } from './missed-chapters';
import type { ChapterProgress, PlanChapter, ReadingSchedule, ScheduledDay } from './reading-types';

/** The schedule of a member who never adjusted theirs: the plan's own days. */
export const NO_READING_SCHEDULE: ReadingSchedule = { days: [], last_adjustment: null };

/**
 * The plan's chapters on the member's days: a chapter the member moved takes its own day, and
 * chapters are ordered by day, then by their place in the plan, so a missed chapter spread onto a
 * day comes before that day's own. `chapters` is in plan order, as the API lists them.
 */
export function scheduledChapters(
  chapters: readonly PlanChapter[],
  days: readonly ScheduledDay[],
): readonly PlanChapter[] {
  if (days.length === 0) return chapters;
  const dayOf = new Map(days.map((entry) => [entry.chapter_id, entry.day]));
  return chapters
    .map((chapter, order) => {
      const day = dayOf.get(chapter.id);
      return { chapter: day === undefined ? chapter : { ...chapter, day_number: day }, order };
    })
    .sort((a, b) => a.chapter.day_number - b.chapter.day_number || a.order - b.order)
    .map(({ chapter }) => chapter);
}

/** The last day with a chapter on it (0 for an empty plan). */
export function lastDayOf(chapters: readonly PlanChapter[]): number {
  return chapters.reduce((last, chapter) => Math.max(last, chapter.day_number), 0);
}

export interface ReadingPositionInput {
  /** The plan's chapters in plan order. */
  chapters: readonly PlanChapter[];
  progress: readonly ChapterProgress[];
  /** The member's own days (ReadingSchedule.days); none until they adjust their schedule. */
  schedule: readonly ScheduledDay[];
  /** The plan's duration_days. */
  durationDays: number;
}

export interface ReadingPosition {
  /** The plan's chapters on the member's days, in reading order. */
  chapters: readonly PlanChapter[];
  completedIds: ReadonlySet<string>;
  /** Chapters of this plan completed. */
  completedCount: number;
  /**
   * The day after the furthest day with a completed chapter, or 1. Furthest, not latest
   * in time: catching up on earlier chapters does not take the member back. A finished plan stays
   * on its last day.
   */
  currentDay: number;
  /** The plan's length in the member's days: later than the plan's own after a shift. */
  totalDays: number;
  /** Chapters before the current day not yet completed. */
  missed: PlanChapter[];
  /** Where the Today tab opens, the first chapter not yet completed (index in chapters). */
  nextIndex: number;
}

/** Where the member stands in a plan, on their own schedule. */
export function readingPosition({
  chapters,
  progress,
  schedule,
  durationDays,
}: ReadingPositionInput): ReadingPosition {
  const ordered = scheduledChapters(chapters, schedule);
  const completedIds = completedChapterIds(progress);
  const totalDays = Math.max(durationDays, lastDayOf(ordered), 1);
  return {
    chapters: ordered,
    completedIds,
    completedCount: ordered.filter((chapter) => completedIds.has(chapter.id)).length,
    currentDay: Math.min(dayAfterFurthestCompleted(ordered, completedIds), totalDays),
    totalDays,
    missed: missedChapters(ordered, progress),
    nextIndex: defaultChapterIndex(ordered, progress),
  };
}
