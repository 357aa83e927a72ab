// The light part of bookmarks, loaded with the reading screen and the app shell (both have a JS
// budget): the verse toggle, its hook and the query keys. The Bookmarks tab is heavier and loads
// on demand (loadBookmarksList); the app shell loads the offline sync by its path (app/router.tsx).

/** The Bookmarks tab of the reading screen. */
export const loadBookmarksList = () => import('./components/bookmarks-list');
export {
  bookmarkListQueryKey,
  bookmarksQueryKey,
  type ChapterBookmarksParams,
  chapterBookmarksQueryKey,
  chapterBookmarksQueryPrefix,
} from './api/bookmark-keys';
export { BookmarkToggle, type BookmarkToggleProps } from './components/bookmark-toggle';
export {
  useVerseBookmarks,
  type VerseBookmarks,
  type VerseBookmarksOptions,
} from './hooks/use-verse-bookmarks';
// Bookmark changes made offline and not yet sent: the diagnostic tools warn before clearing
// offline data while any wait (docs/product/tools.md#diagnostic-tools).
export { getPendingChanges } from './offline-queue/pending-changes-store';
