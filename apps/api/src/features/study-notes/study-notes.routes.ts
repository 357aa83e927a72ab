import {
  chapterNotesQuerySchema,
  createNoteInputSchema,
  NOTE_NOT_FOUND,
  noteExportQuerySchema,
  noteListQuerySchema,
  updateNoteInputSchema,
  verseNotesQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { requireUser } from '../../lib/middlewares';
import { uuidParam, validate } from '../../lib/validation';
import {
  countVerseNotes,
  createNote,
  deleteNote,
  exportStudyNotes,
  getNote,
  getNoteSummary,
  listChapterNotes,
  listNotes,
  listVerseNotes,
  updateNote,
} from './study-notes.service';

const noteIdParam = uuidParam(NOTE_NOT_FOUND);

// Notes are personal (docs/product/study-notes-and-bookmarks.md#privacy). Every route needs a
// member and reads or writes only their notes; the fixed paths come before '/:id' so it never
// swallows them.
export const studyNoteRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get('/', validate('query', noteListQuerySchema), async (c) =>
    c.json(await listNotes(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/summary', async (c) => c.json(await getNoteSummary(c.var.deps.db, c.var.user.id)))
  .get('/chapter', validate('query', chapterNotesQuerySchema), async (c) =>
    c.json(await listChapterNotes(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/verse', validate('query', verseNotesQuerySchema), async (c) =>
    c.json(await listVerseNotes(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/verse-counts', validate('query', chapterNotesQuerySchema), async (c) =>
    c.json(await countVerseNotes(c.var.deps.db, c.var.user.id, c.req.valid('query'))),
  )
  .get('/export', validate('query', noteExportQuerySchema), async (c) => {
    const file = await exportStudyNotes(c.var.deps.db, c.var.user.id, c.req.valid('query'));
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      // The name is 'bible-study-notes-YYYY-MM-DD.<format>': nothing in it needs escaping.
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      // Personal data: not for shared caches, and a stale copy would miss the latest notes.
      'Cache-Control': 'no-store',
    });
  })
  .get('/:id', noteIdParam, async (c) =>
    c.json({ note: await getNote(c.var.deps.db, c.var.user.id, c.req.valid('param').id) }),
  )
  .post('/', validate('json', createNoteInputSchema), async (c) =>
    c.json({ note: await createNote(c.var.deps.db, c.var.user.id, c.req.valid('json')) }, 201),
  )
  .patch('/:id', noteIdParam, validate('json', updateNoteInputSchema), async (c) =>
    c.json({
      note: await updateNote(
        c.var.deps.db,
        c.var.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    }),
  )
  .delete('/:id', noteIdParam, async (c) => {
    await deleteNote(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  });
