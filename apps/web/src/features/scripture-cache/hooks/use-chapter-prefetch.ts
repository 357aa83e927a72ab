import type { TranslationId } from '@manna/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getChapterQueryOptions } from '@/features/scripture';
import { adjacentChapter, type ChapterDirection } from '../utils/adjacent-chapter';

// After a chapter shows, the next is prefetched 1.5 s later and the previous 3 s later
// (docs/product/scripture.md#scripture-cache).
export const NEXT_CHAPTER_PREFETCH_DELAY_MS = 1500;
export const PREVIOUS_CHAPTER_PREFETCH_DELAY_MS = 3000;

const PREFETCHES: readonly { direction: ChapterDirection; delay: number }[] = [
  { direction: 'next', delay: NEXT_CHAPTER_PREFETCH_DELAY_MS },
  { direction: 'previous', delay: PREVIOUS_CHAPTER_PREFETCH_DELAY_MS },
];

export interface ChapterPrefetchParams {
  translation: TranslationId;
  /** Three-letter book code, e.g. JHN. */
  book: string;
  chapter: number;
  /** Pass false to hold prefetching (e.g. during a rate-limit countdown). Defaults to true. */
  enabled?: boolean;
}

/**
 * Warms the cache with the neighbours of the chapter on screen. The timers start once the
 * chapter's data is in the cache (the chapter "shows") and are cancelled when the chapter,
 * translation or `enabled` changes, or the component unmounts. A prefetch already under way is
 * left to finish: the member may be navigating to exactly that chapter.
 */
export function useChapterPrefetch({
  translation,
  book,
  chapter,
  enabled = true,
}: ChapterPrefetchParams): void {
  const queryClient = useQueryClient();
  // A disabled observer never fetches; it only tells us when the reader's own query has data.
  const { data: shown = false } = useQuery({
    ...getChapterQueryOptions({ translation, book, chapter }),
    enabled: false,
    select: () => true,
  });

  useEffect(() => {
    if (!enabled || !shown) return;
    const timers = PREFETCHES.flatMap(({ direction, delay }) => {
      const target = adjacentChapter(book, chapter, direction);
      if (!target) return [];
      return [
        setTimeout(() => {
          // Offline, the fetch would only fail; the chapter comes from the cache if it was seen.
          if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
          void queryClient.prefetchQuery(getChapterQueryOptions({ translation, ...target }));
        }, delay),
      ];
    });
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queryClient, translation, book, chapter, enabled, shown]);
}
