import { endpoint } from '../api-contract/endpoint';
import type {
  bookmarkByReferenceQuerySchema,
  bookmarkListQuerySchema,
  chapterBookmarksQuerySchema,
  createBookmarkInputSchema,
} from './bookmark-schemas';
import type { Bookmark, BookmarkPage, ChapterBookmarksResponse } from './bookmarks';

// The member's bookmarks (docs/product/study-notes-and-bookmarks.md#bookmarks): personal, kept on
// the server so they follow the member.
// @manna/shared exports this file as the namespace `bookmarksEndpoints`.

/** Newest first, a page at a time. */
export const list = /* @__PURE__ */ endpoint<
  BookmarkPage,
  { query: typeof bookmarkListQuerySchema }
>()('GET', '/api/bookmarks');

/** One chapter's bookmarks in one translation (the verse toggles). */
export const chapter = /* @__PURE__ */ endpoint<
  ChapterBookmarksResponse,
  { query: typeof chapterBookmarksQuerySchema }
>()('GET', '/api/bookmarks/chapter');

/** 201 for a new bookmark; 200 with the one already there when an add is replayed. */
export const create = /* @__PURE__ */ endpoint<
  { bookmark: Bookmark },
  { body: typeof createBookmarkInputSchema }
>()('POST', '/api/bookmarks');

/** 204; by reference, for changes made offline that never knew the server's id. */
export const deleteByReference = /* @__PURE__ */ endpoint<
  null,
  { query: typeof bookmarkByReferenceQuerySchema }
>()('DELETE', '/api/bookmarks');

/** 204; 404 when it is not the member's or already gone. */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/bookmarks/:id');
