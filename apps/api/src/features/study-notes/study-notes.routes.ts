import {
  chapterNotesQuerySchema,
  createNoteInputSchema,
  studyNotesEndpoints as endpoints,
  noteExportQuerySchema,
  noteListQuerySchema,
  updateNoteInputSchema,
  verseNotesQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
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

const byId = { before: [uuidParam('note_not_found')] };

// Notes are personal (docs/product/study-notes-and-bookmarks.md#privacy). Every route needs a
// member and reads or writes only their notes; the fixed paths come before '/:id' so it never
// swallows them.
export const studyNoteRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(studyNoteRoutes, '/api/study-notes');

serve(endpoints.list, { query: noteListQuerySchema }, async (c, { query }) =>
  listNotes(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.summary, {}, async (c) => getNoteSummary(c.var.deps.db, c.var.user.id));
serve(endpoints.chapter, { query: chapterNotesQuerySchema }, async (c, { query }) =>
  listChapterNotes(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.verse, { query: verseNotesQuerySchema }, async (c, { query }) =>
  listVerseNotes(c.var.deps.db, c.var.user.id, query),
);
serve(endpoints.verseCounts, { query: chapterNotesQuerySchema }, async (c, { query }) =>
  countVerseNotes(c.var.deps.db, c.var.user.id, query),
);
// A file with its own headers, not JSON: a plain route on the contract's path and schema.
studyNoteRoutes.get('/export', validate('query', noteExportQuerySchema), async (c) => {
  const file = await exportStudyNotes(c.var.deps.db, c.var.user.id, c.req.valid('query'));
  return c.body(file.body, 200, {
    'Content-Type': file.contentType,
    // The name is 'bible-study-notes-YYYY-MM-DD.<format>': nothing in it needs escaping.
    'Content-Disposition': `attachment; filename="${file.fileName}"`,
    // Personal data: not for shared caches, and a stale copy would miss the latest notes.
    'Cache-Control': 'no-store',
  });
});
serve(endpoints.get, byId, async (c, { params }) => ({
  note: await getNote(c.var.deps.db, c.var.user.id, params.id),
}));
serve(endpoints.create, { body: createNoteInputSchema }, async (c, { body }) =>
  reply(201, { note: await createNote(c.var.deps.db, c.var.user.id, body) }),
);
serve(endpoints.update, { ...byId, body: updateNoteInputSchema }, async (c, { params, body }) => ({
  note: await updateNote(c.var.deps.db, c.var.user.id, params.id, body),
}));
serve(endpoints.remove, byId, async (c, { params }) => {
  await deleteNote(c.var.deps.db, c.var.user.id, params.id);
  return null;
});
