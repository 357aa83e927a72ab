// Bookmarks: fields and texts (docs/product/study-notes-and-bookmarks.md#bookmarks), kept on the
// server so they follow the member.

export interface Bookmark {
  id: string;
  /** 'John 3:16' */
  reference: string;
  text: string;
  /** Default kjv. */
  translation: string;
  tags: string[];
  created_at: string;
}

export const BOOKMARKS_PAGE_SIZE = 50;
export const BOOKMARK_TEXT_MAX_LENGTH = 5_000;

/** GET /api/bookmarks: newest first, a page at a time. */
export interface BookmarkPage {
  bookmarks: Bookmark[];
  total: number;
  next_offset: number | null;
}

/** GET /api/bookmarks/chapter: the bookmarks of one chapter in one translation (verse toggles). */
export interface ChapterBookmarksResponse {
  bookmarks: Bookmark[];
}

export const BOOKMARKS_TAB_TITLE = 'Your Bookmarked Verses';
export const NO_BOOKMARKS_MESSAGE =
  'No bookmarks yet - Click the bookmark icon next to any verse while reading to save it for later reference.';
export const BOOKMARK_AUTH_REQUIRED_TOAST = {
  title: 'Authentication Required',
  message: 'Please log in to bookmark verses.',
} as const;
export const bookmarkAddedToast = (reference: string) =>
  ({ title: 'Verse Bookmarked', message: `Added ${reference} to your bookmarks.` }) as const;
export const BOOKMARK_REMOVED_TOAST = {
  title: 'Bookmark Removed',
  message: 'The verse has been removed from your bookmarks.',
} as const;
export const LOAD_BOOKMARKS_FAILED = 'Failed to load bookmarks';
export const BOOKMARK_NOT_FOUND = 'Bookmark not found';
/** A bookmark made offline carries its own time, which may not be ahead of ours (with skew). */
export const CREATED_AT_IN_FUTURE = 'created_at cannot be in the future';
