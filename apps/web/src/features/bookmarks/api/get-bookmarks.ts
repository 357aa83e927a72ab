import { BOOKMARKS_PAGE_SIZE, type BookmarkPage, bookmarksEndpoints } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { bookmarkListQueryKey } from './bookmark-keys';

/** GET /api/bookmarks?limit&offset: the member's bookmarks, newest first, a page at a time. */
export function getBookmarks(request?: PageRequest): Promise<BookmarkPage> {
  return callApi(bookmarksEndpoints.list, {
    query: pageQuery(BOOKMARKS_PAGE_SIZE, request),
    signal: request?.signal,
  });
}

export function getBookmarksQueryOptions() {
  return pagedInfiniteQueryOptions(bookmarkListQueryKey, getBookmarks);
}

export function useBookmarks({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getBookmarksQueryOptions(), enabled });
}
