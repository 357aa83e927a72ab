// Keeps scripture ready before the member asks for it (docs/product/scripture.md#scripture-cache).
// Offline persistence of the cache itself lives in lib/query-persistence.ts and the service worker.
export {
  type ChapterPrefetchParams,
  NEXT_CHAPTER_PREFETCH_DELAY_MS,
  PREVIOUS_CHAPTER_PREFETCH_DELAY_MS,
  useChapterPrefetch,
} from './hooks/use-chapter-prefetch';
export {
  adjacentChapter,
  type ChapterDirection,
  type ChapterLocation,
  planChaptersToLocations,
} from './utils/adjacent-chapter';
export {
  PLAN_PREFETCH_COUNT,
  type PlanChapter,
  prefetchPlanChapters,
} from './utils/prefetch-plan-chapters';
