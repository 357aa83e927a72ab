import {
  type Bookmark,
  type BookmarkPage,
  type ChapterBookmarksResponse,
  isTranslationId,
} from '@manna/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  bookmarkListQueryKey,
  bookmarksQueryKey,
  type ChapterBookmarksParams,
  chapterBookmarksQueryKey,
} from '../api/bookmark-keys';

// Edits of the cached bookmark queries, for optimistic changes and changes made offline. Loads
// with the reading screen: keep it small.

/** A verse in a translation: what a bookmark is unique by. */
export interface BookmarkTarget {
  /** 'John 3:16' */
  reference: string;
  translation: string;
}

/** Whether `value` (a mutation's variables, which the mutation cache keeps untyped) is a target. */
export function isBookmarkTarget(value: unknown): value is BookmarkTarget {
  return (
    typeof value === 'object' &&
    value !== null &&
    'reference' in value &&
    typeof value.reference === 'string' &&
    'translation' in value &&
    typeof value.translation === 'string'
  );
}

/** Ids of bookmarks that exist only in this browser so far (optimistic or made offline). */
export const LOCAL_BOOKMARK_ID_PREFIX = 'local:';

export function isLocalBookmarkId(id: string): boolean {
  return id.startsWith(LOCAL_BOOKMARK_ID_PREFIX);
}

export function isSameBookmark(bookmark: BookmarkTarget, target: BookmarkTarget): boolean {
  return bookmark.reference === target.reference && bookmark.translation === target.translation;
}

// 'John 3:16', '1 Corinthians 13:4', 'Song of Solomon 2:1'.
const VERSE_REFERENCE = /^(.+) (\d+):(\d+)$/;

/** The chapter query a bookmark belongs to, or null when the reference is not 'Book C:V'. */
export function chapterParamsOf({
  reference,
  translation,
}: BookmarkTarget): ChapterBookmarksParams | null {
  const match = VERSE_REFERENCE.exec(reference);
  if (!match?.[1] || !match[2] || !isTranslationId(translation)) return null;
  return { book: match[1], chapter: Number(match[2]), translation };
}

function chapterKeyOf(target: BookmarkTarget) {
  const params = chapterParamsOf(target);
  return params ? chapterBookmarksQueryKey(params) : null;
}

/** Stops a chapter fetch in flight from overwriting an optimistic change. */
export async function cancelChapterFetch(
  queryClient: QueryClient,
  target: BookmarkTarget,
): Promise<void> {
  const key = chapterKeyOf(target);
  if (key) await queryClient.cancelQueries({ queryKey: key });
}

/** Puts a bookmark in its chapter's cached list, replacing any for the same verse. */
export function putInChapterCache(queryClient: QueryClient, bookmark: Bookmark): void {
  const key = chapterKeyOf(bookmark);
  if (!key) return;
  queryClient.setQueryData<ChapterBookmarksResponse>(key, (previous) =>
    previous
      ? {
          ...previous,
          bookmarks: [...previous.bookmarks.filter((b) => !isSameBookmark(b, bookmark)), bookmark],
        }
      : previous,
  );
}

/**
 * Takes a verse's bookmark out of its chapter's cached list (only the one with `id`, when given);
 * returns what was taken.
 */
export function dropFromChapterCache(
  queryClient: QueryClient,
  target: BookmarkTarget,
  { id }: { id?: string } = {},
): Bookmark[] {
  const key = chapterKeyOf(target);
  if (!key) return [];
  const previous = queryClient.getQueryData<ChapterBookmarksResponse>(key);
  const removed =
    previous?.bookmarks.filter(
      (b) => isSameBookmark(b, target) && (id === undefined || b.id === id),
    ) ?? [];
  if (previous && removed.length > 0) {
    queryClient.setQueryData<ChapterBookmarksResponse>(key, {
      ...previous,
      bookmarks: previous.bookmarks.filter((b) => !removed.includes(b)),
    });
  }
  return removed;
}

/** Takes bookmarks out of the loaded pages of the Bookmarks tab. */
export function dropFromListCache(
  queryClient: QueryClient,
  matches: (bookmark: Bookmark) => boolean,
): void {
  queryClient.setQueryData<InfiniteData<BookmarkPage, number>>(bookmarkListQueryKey, (previous) => {
    if (!previous) return previous;
    let dropped = 0;
    const pages = previous.pages.map((page) => {
      const bookmarks = page.bookmarks.filter((bookmark) => !matches(bookmark));
      dropped += page.bookmarks.length - bookmarks.length;
      return bookmarks.length === page.bookmarks.length ? page : { ...page, bookmarks };
    });
    if (dropped === 0) return previous;
    return {
      ...previous,
      pages: pages.map((page) => ({ ...page, total: Math.max(0, page.total - dropped) })),
    };
  });
}

/**
 * After a change: refetch every bookmark query, unless another change is still on its way (its
 * optimistic state would be overwritten by the refetch; the last one to settle refreshes).
 */
export function refreshBookmarks(queryClient: QueryClient): Promise<void> | undefined {
  if (queryClient.isMutating({ mutationKey: bookmarksQueryKey }) > 1) return undefined;
  return queryClient.invalidateQueries({ queryKey: bookmarksQueryKey });
}
