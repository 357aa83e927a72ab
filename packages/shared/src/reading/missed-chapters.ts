// Missed chapters and the 'Catch Up' card (docs/product/reading-plans.md#missed-chapters,
// docs/product/reading-plans.md#catch-up).
import type { ChapterProgress, PlanChapter } from './reading-types';

/** Ids of the chapters whose progress record says completed. */
export function completedChapterIds(progress: readonly ChapterProgress[]): Set<string> {
  return new Set(progress.filter((record) => record.completed).map((record) => record.chapter_id));
}

/** The furthest day with a completed chapter, or null when none is completed. */
function highestCompletedDay(
  chapters: readonly PlanChapter[],
  completedIds: ReadonlySet<string>,
): number | null {
  let highest: number | null = null;
  for (const chapter of chapters) {
    if (completedIds.has(chapter.id) && (highest === null || chapter.day_number > highest)) {
      highest = chapter.day_number;
    }
  }
  return highest;
}

/**
 * The current day before readingPosition clamps it to the plan's length: the day after the
 * furthest day with a completed chapter, or 1. Furthest, not latest in time, so catching up on
 * earlier chapters does not take the member back.
 */
export function dayAfterFurthestCompleted(
  chapters: readonly PlanChapter[],
  completedIds: ReadonlySet<string>,
): number {
  return (highestCompletedDay(chapters, completedIds) ?? 0) + 1;
}

/**
 * Chapters whose day_number is below (the highest day_number among completed chapters
 * plus 1) and which are not completed, in day order (plan order within a day). With nothing
 * completed there is nothing missed.
 */
export function missedChapters(
  chapters: readonly PlanChapter[],
  progress: readonly ChapterProgress[],
): PlanChapter[] {
  const completed = completedChapterIds(progress);
  const highestCompleted = highestCompletedDay(chapters, completed);
  if (highestCompleted === null) return [];
  const limit = highestCompleted + 1;
  return chapters
    .filter((chapter) => chapter.day_number < limit && !completed.has(chapter.id))
    .sort((a, b) => a.day_number - b.day_number);
}

/** The 'Catch Up' card badge. */
export function missedBadge(count: number): string {
  return `${count} missed`;
}
