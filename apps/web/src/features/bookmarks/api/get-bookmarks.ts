import { BOOKMARKS_PAGE_SIZE, type BookmarkPage } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type PageRequest, pagedInfiniteQueryOptions } from '@/lib/paged-query';
import { bookmarkListQueryKey } from './bookmark-keys';

/** GET /api/bookmarks?limit&offset: the member's bookmarks, newest first, a page at a time. */
export function getBookmarks(request?: PageRequest): Promise<BookmarkPage> {
  return getPage('/api/bookmarks', BOOKMARKS_PAGE_SIZE, request);
}

export function getBookmarksQueryOptions() {
  return pagedInfiniteQueryOptions(bookmarkListQueryKey, getBookmarks);
}

export function useBookmarks({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getBookmarksQueryOptions(), enabled });
}
