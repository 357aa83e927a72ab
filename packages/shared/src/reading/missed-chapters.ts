// Missed chapters and the 'Catch Up' card (SPEC §2 Reading plan screen side panel, §4 Reading
// screen flow "Missed chapters").
import type { ChapterProgress, PlanChapter } from './reading-types';

/** Ids of the chapters whose progress record says completed (SPEC §3). */
function completedChapterIds(progress: readonly ChapterProgress[]): Set<string> {
  return new Set(progress.filter((record) => record.completed).map((record) => record.chapter_id));
}

/**
 * SPEC §4: chapters whose day_number is below (the highest day_number among completed chapters
 * plus 1) and which are not completed, in day order (plan order within a day). With nothing
 * completed there is nothing missed.
 */
export function missedChapters(
  chapters: readonly PlanChapter[],
  progress: readonly ChapterProgress[],
): PlanChapter[] {
  const completed = completedChapterIds(progress);
  let highestCompletedDay: number | null = null;
  for (const chapter of chapters) {
    if (
      completed.has(chapter.id) &&
      (highestCompletedDay === null || chapter.day_number > highestCompletedDay)
    ) {
      highestCompletedDay = chapter.day_number;
    }
  }
  if (highestCompletedDay === null) return [];
  const limit = highestCompletedDay + 1;
  return chapters
    .filter((chapter) => chapter.day_number < limit && !completed.has(chapter.id))
    .sort((a, b) => a.day_number - b.day_number);
}

/** SPEC §2 'Catch Up' card text, word for word. */
export function catchUpSentence(count: number): string {
  return `You have ${count} readings from previous days that you haven't marked as complete.`;
}

/** SPEC §2 'Catch Up' card badge. */
export function missedBadge(count: number): string {
  return `${count} missed`;
}
