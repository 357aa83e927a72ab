// The light part of bookmarks, loaded with the reading screen and the app shell (both have a JS
// budget): the verse toggle, its hook and the query keys. The Bookmarks tab and the offline sync
// are imported lazily by their paths: './components/bookmarks-list', './components/bookmark-sync'.
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
