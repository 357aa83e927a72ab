import type { TranslationId } from '@manna/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getChapterQueryOptions } from '@/features/scripture';
import { whenFirstScreenShown } from '@/lib/first-screen';
import { type ChapterLocation, planChaptersToLocations } from './adjacent-chapter';

// When plans load, the first 5 chapters are prefetched (docs/product/scripture.md#scripture-cache).
export const PLAN_PREFETCH_COUNT = 5;

export interface PlanChapter {
  /** The book's name as reading plans store it, e.g. 'John' or '1 Corinthians'. */
  book: string;
  chapter: number;
}

/**
 * Prefetches the first {@link PLAN_PREFETCH_COUNT} chapters of a plan: the first at once, the
 * others once the first screen has shown its content (lib/first-screen.ts), so that on a cold load
 * they do not compete with the chapter the screen is about to show. Chapters already fresh in the
 * cache are not fetched again; unknown book names are skipped. Never rejects: a failed prefetch
 * only means the reader fetches the chapter itself later.
 */
export async function prefetchPlanChapters(
  queryClient: QueryClient,
  chapters: readonly PlanChapter[],
  translation: TranslationId,
): Promise<void> {
  const [first, ...later] = planChaptersToLocations(chapters).slice(0, PLAN_PREFETCH_COUNT);
  const prefetch = (location: ChapterLocation) =>
    queryClient.prefetchQuery(getChapterQueryOptions({ translation, ...location }));
  await Promise.all([
    first && prefetch(first),
    whenFirstScreenShown().then(() => Promise.all(later.map(prefetch))),
  ]);
}
