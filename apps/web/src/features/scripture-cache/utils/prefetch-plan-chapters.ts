import type { TranslationId } from '@manna/shared';
import type { QueryClient } from '@tanstack/react-query';
import { getChapterQueryOptions } from '@/features/scripture';
import { planChaptersToLocations } from './adjacent-chapter';

// When plans load, the first 5 chapters are prefetched (docs/product/scripture.md#scripture-cache).
export const PLAN_PREFETCH_COUNT = 5;

export interface PlanChapter {
  /** The book's name as reading plans store it, e.g. 'John' or '1 Corinthians'. */
  book: string;
  chapter: number;
}

/**
 * Prefetches the first {@link PLAN_PREFETCH_COUNT} chapters of a plan. Chapters already fresh in
 * the cache are not fetched again; unknown book names are skipped. Never rejects: a failed
 * prefetch only means the reader fetches the chapter itself later.
 */
export async function prefetchPlanChapters(
  queryClient: QueryClient,
  chapters: readonly PlanChapter[],
  translation: TranslationId,
): Promise<void> {
  const locations = planChaptersToLocations(chapters).slice(0, PLAN_PREFETCH_COUNT);
  await Promise.all(
    locations.map((location) =>
      queryClient.prefetchQuery(getChapterQueryOptions({ translation, ...location })),
    ),
  );
}
