// Which chapter the Today tab shows
// (docs/product/reading-plans.md#where-the-member-stands-one-source).
import { completedChapterIds } from './missed-chapters';
import type { ChapterProgress, PlanChapter } from './reading-types';

/**
 * After the member navigates manually or marks a chapter read, the current chapter is
 * not reset to the default for this long.
 */
export const MANUAL_NAVIGATION_HOLD_MS = 1000;

/**
 * The index of the first chapter not yet completed, or 0 (the first) when every
 * chapter is completed or there are none.
 */
export function defaultChapterIndex(
  chapters: readonly PlanChapter[],
  progress: readonly ChapterProgress[],
): number {
  const completed = completedChapterIds(progress);
  const index = chapters.findIndex((chapter) => !completed.has(chapter.id));
  return index === -1 ? 0 : index;
}

/**
 * Previous/Next move by one chapter within bounds, so the index is kept between 0 and
 * length - 1 (0 for an empty plan). Fractions round down; NaN gives 0.
 */
export function clampChapterIndex(index: number, length: number): number {
  const last = Math.floor(length) - 1;
  if (!(last >= 0) || !(index > 0)) return 0;
  return Math.min(Math.floor(index), last);
}
