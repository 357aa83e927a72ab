import { endpoint } from '../api-contract/endpoint';
import type {
  ChapterNotesResponse,
  StudyNote,
  StudyNotePage,
  StudyNoteSummary,
  VerseNoteCountsResponse,
} from './study-notes';
import type {
  chapterNotesQuerySchema,
  createNoteInputSchema,
  noteExportQuerySchema,
  noteListQuerySchema,
  updateNoteInputSchema,
  verseNotesQuerySchema,
} from './study-schemas';

// The member's study notes (docs/product/study-notes-and-bookmarks.md): personal.
// @manna/shared exports this file as the namespace `studyNotesEndpoints`.

/** Filtered, a page at a time, with how many match in all. */
export const list = /* @__PURE__ */ endpoint<
  StudyNotePage,
  { query: typeof noteListQuerySchema }
>()('GET', '/api/study-notes');

/** How many notes the member has in all, and every tag used. */
export const summary = /* @__PURE__ */ endpoint<StudyNoteSummary>()(
  'GET',
  '/api/study-notes/summary',
);

/** Chapter-level notes first, then by verse, newest first. */
export const chapter = /* @__PURE__ */ endpoint<
  ChapterNotesResponse,
  { query: typeof chapterNotesQuerySchema }
>()('GET', '/api/study-notes/chapter');

export const verse = /* @__PURE__ */ endpoint<
  { notes: StudyNote[] },
  { query: typeof verseNotesQuerySchema }
>()('GET', '/api/study-notes/verse');

/** Notes per verse of a chapter (the badges on verse numbers). */
export const verseCounts = /* @__PURE__ */ endpoint<
  VerseNoteCountsResponse,
  { query: typeof chapterNotesQuerySchema }
>()('GET', '/api/study-notes/verse-counts');

/**
 * The filtered notes as a file to download (txt, md or csv), not JSON: the web links to it,
 * and a plain route serves it with its headers.
 */
export const exportFile = /* @__PURE__ */ endpoint<
  string,
  { query: typeof noteExportQuerySchema }
>()('GET', '/api/study-notes/export');

export const get = /* @__PURE__ */ endpoint<{ note: StudyNote }>()('GET', '/api/study-notes/:id');

/** 201. Without a verse it is a chapter note. */
export const create = /* @__PURE__ */ endpoint<
  { note: StudyNote },
  { body: typeof createNoteInputSchema }
>()('POST', '/api/study-notes');

export const update = /* @__PURE__ */ endpoint<
  { note: StudyNote },
  { body: typeof updateNoteInputSchema }
>()('PATCH', '/api/study-notes/:id');

/** 204. */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/study-notes/:id');
