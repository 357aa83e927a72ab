import { type Chapter, scriptureEndpoints, type TranslationId } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export interface ChapterParams {
  translation: TranslationId;
  /** Three-letter book code, e.g. JHN. */
  book: string;
  chapter: number;
}

// A chapter stays fresh for 24 hours in the browser (docs/product/scripture.md#scripture-cache).
export const CHAPTER_CACHE_LIFE_MS = 24 * 60 * 60 * 1000;

// The "bible content" cache group (docs/product/scripture.md#scripture-cache).
export const chapterQueryKey = ({ translation, book, chapter }: ChapterParams) =>
  ['bible-content', translation, book, chapter] as const;

export function getChapter(
  { translation, book, chapter }: ChapterParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Chapter> {
  return callApi(scriptureEndpoints.chapter, {
    params: { translation, book, chapter: String(chapter) },
    signal,
  });
}

export function getChapterQueryOptions(params: ChapterParams) {
  return queryOptions({
    queryKey: chapterQueryKey(params),
    queryFn: ({ signal }) => getChapter(params, { signal }),
    staleTime: CHAPTER_CACHE_LIFE_MS,
    gcTime: CHAPTER_CACHE_LIFE_MS,
  });
}

export function useChapter(params: ChapterParams) {
  return useQuery(getChapterQueryOptions(params));
}
