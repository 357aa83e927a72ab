import {
  BOOKMARK_NOT_FOUND,
  bookmarkByReferenceQuerySchema,
  bookmarkListQuerySchema,
  chapterBookmarksQuerySchema,
  createBookmarkInputSchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';

import {
  addBookmark,
  deleteBookmark,
  deleteBookmarkByReference,
  listBookmarks,
  listChapterBookmarks,
} from './bookmarks.service';

const bookmarkIdParam = uuidParam(BOOKMARK_NOT_FOUND);

// Bookmarks live on the server so they follow the member
// (docs/product/study-notes-and-bookmarks.md#bookmarks). They are personal
// (docs/product/study-notes-and-bookmarks.md#privacy), so every route needs a member and touches
// only their bookmarks.
export const bookmarkRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/', validate('query', bookmarkListQuerySchema), async (c) =>
    c.json(await listBookmarks(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/chapter', validate('query', chapterBookmarksQuerySchema), async (c) =>
    c.json(await listChapterBookmarks(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .post('/', validate('json', createBookmarkInputSchema), async (c) => {
    const { bookmark, created } = await addBookmark(
      c.var.deps.db,
      c.var.user.id,
      c.req.valid('json'),
    );
    // 201 for a new bookmark; 200 with the one already there when an add is replayed.
    return created ? c.json({ bookmark }, 201) : c.json({ bookmark }, 200);
  })
  .delete('/', validate('query', bookmarkByReferenceQuerySchema), async (c) => {
    await deleteBookmarkByReference(c.var.deps.db, c.var.user.id, c.req.valid('query'));
    return c.body(null, 204);
  })
  .delete('/:id', bookmarkIdParam, async (c) => {
    await deleteBookmark(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
