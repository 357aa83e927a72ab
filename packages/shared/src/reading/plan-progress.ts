// Plan progress (docs/product/reading-plans.md#progress,
// docs/product/reading-plans.md#reading-progress). The current day is readingPosition's
// (reading-position.ts).

/**
 * A plan is completed when its completed chapters number its chapter count. A plan
 * without chapters is never completed (it shows 'No chapters found for this reading plan.').
 */
export function isPlanComplete(completedCount: number, chapterCount: number): boolean {
  return chapterCount > 0 && completedCount >= chapterCount;
}

/** The percentage bar: 0 to 100, rounded down, 0 when the plan has no chapters. */
export function progressPercent(completed: number, total: number): number {
  if (!(total > 0) || !(completed > 0)) return 0;
  // Multiply first: 29 / 100 * 100 is 28.999... in floating point.
  return Math.min(100, Math.floor((completed * 100) / total));
}

/** Markers drawn on the percentage bar (the 100 marker is not drawn). */
export const PROGRESS_MARKERS = [25, 50, 75] as const;

/** The 'Remaining' tile: total minus completed, never below 0. */
export function remainingChapters(total: number, completed: number): number {
  return Math.max(0, total - completed);
}
