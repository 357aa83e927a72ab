import {
  bookmarkByReferenceQuerySchema,
  bookmarkListQuerySchema,
  chapterBookmarksQuerySchema,
  createBookmarkInputSchema,
  bookmarksEndpoints as endpoints,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { requireUser } from '../../lib/middlewares';
import { uuidParam } from '../../lib/validation';
import {
  addBookmark,
  deleteBookmark,
  deleteBookmarkByReference,
  listBookmarks,
  listChapterBookmarks,
} from './bookmarks.service';

// Bookmarks live on the server so they follow the member
// (docs/product/study-notes-and-bookmarks.md#bookmarks). They are personal
// (docs/product/study-notes-and-bookmarks.md#privacy), so every route needs a member and touches
// only their bookmarks.
export const bookmarkRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(bookmarkRoutes, '/api/bookmarks');

serve(endpoints.list, { query: bookmarkListQuerySchema }, async (c, { query }) =>
  listBookmarks(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.chapter, { query: chapterBookmarksQuerySchema }, async (c, { query }) =>
  listChapterBookmarks(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.create, { body: createBookmarkInputSchema }, async (c, { body }) => {
  const { bookmark, created } = await addBookmark(c.var.deps.db, c.var.user.id, body);
  // 201 for a new bookmark; 200 with the one already there when an add is replayed.
  return reply(created ? 201 : 200, { bookmark });
});
serve(
  endpoints.deleteByReference,
  { query: bookmarkByReferenceQuerySchema },
  async (c, { query }) => {
    await deleteBookmarkByReference(c.var.deps.db, c.var.user.id, query);
    return null;
  },
);
serve(endpoints.remove, { before: [uuidParam('bookmark_not_found')] }, async (c, { params }) => {
  await deleteBookmark(c.var.deps.db, c.var.user.id, params.id);
  return null;
});
