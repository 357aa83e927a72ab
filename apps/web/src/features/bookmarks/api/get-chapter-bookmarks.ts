import { bookmarksEndpoints, type ChapterBookmarksResponse } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type ChapterBookmarksParams, chapterBookmarksQueryKey } from './bookmark-keys';

// Loads with the reading screen (verse toggles): keep it free of zod and heavy imports.

/** GET /api/bookmarks/chapter?book=John&chapter=3&translation=kjv: that chapter's bookmarks. */
export async function getChapterBookmarks(
  { book, chapter, translation }: ChapterBookmarksParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChapterBookmarksResponse> {
  return callApi(bookmarksEndpoints.chapter, { query: { book, chapter, translation }, signal });
}

export function getChapterBookmarksQueryOptions(params: ChapterBookmarksParams) {
  return queryOptions({
    queryKey: chapterBookmarksQueryKey(params),
    queryFn: ({ signal }) => getChapterBookmarks(params, { signal }),
  });
}

export function useChapterBookmarks(
  params: ChapterBookmarksParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...getChapterBookmarksQueryOptions(params), enabled });
}
