import type { TranslationId } from '@manna/shared';

// Query and mutation keys. Bookmarks are personal: none of these is ever persisted to IndexedDB
// (lib/query-persistence.ts refuses any key mentioning a bookmark), and sign-out clears them.

/** Every bookmark query and mutation; invalidate this after any change. */
export const bookmarksQueryKey = ['bookmarks'] as const;

/** GET /api/bookmarks, page by page (the Bookmarks tab). */
export const bookmarkListQueryKey = ['bookmarks', 'list'] as const;

export interface ChapterBookmarksParams {
  /** The book's name, as in references ('John', '1 Corinthians'). */
  book: string;
  chapter: number;
  /** Lower-case translation id ('kjv'). */
  translation: TranslationId;
}

/** Prefix of every chapter's bookmarks query. */
export const chapterBookmarksQueryPrefix = ['bookmarks', 'chapter'] as const;

export const chapterBookmarksQueryKey = ({ book, chapter, translation }: ChapterBookmarksParams) =>
  ['bookmarks', 'chapter', book, chapter, translation] as const;

export const createBookmarkMutationKey = ['bookmarks', 'create'] as const;
export const deleteBookmarkMutationKey = ['bookmarks', 'delete'] as const;
