import {
  compareChapterNotes,
  NOTES_PAGE_SIZE,
  type StudyNote,
  type StudyNotePage,
} from '@manna/shared';
import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { type FakeOverride, fakePage, jsonResponse, stubFakeApi } from '@/testing/fake-fetch';

interface FakeStudyNotesApiOptions {
  notes?: StudyNote[];
  /** Page size the list answers with when the client asks for more (to test paging). */
  pageSize?: number;
  /** Answers a request before the fake does (return undefined to pass it on). */
  override?: FakeOverride;
}

const fold = (text: string) => text.toLowerCase();

/** The server's ordering (book, chapter, verse nulls first, newest first). */
function compareListed(a: StudyNote, b: StudyNote): number {
  return a.book.localeCompare(b.book) || a.chapter - b.chapter || compareChapterNotes(a, b);
}

/**
 * An in-memory study-notes API on a stubbed fetch: the list with its filters and paging, the
 * summary, a chapter's notes, verse counts, create, update and delete.
 */
export function stubStudyNotesApi(options: FakeStudyNotesApiOptions = {}) {
  let notes = [...(options.notes ?? [])];
  let created = 0;

  const { fetchMock, calls } = stubFakeApi(async (request) => {
    const { method, url, body } = request;
    const path = url.pathname;
    const query = url.searchParams;
    if (path === '/api/study-notes' && method === 'GET') {
      const search = fold(query.get('search') ?? '');
      const tags = query.getAll('tags').map(fold);
      const matching = notes
        .filter(
          (note) =>
            (search === '' ||
              fold(note.content).includes(search) ||
              fold(note.title ?? '').includes(search)) &&
            (!query.get('book') || note.book === query.get('book')) &&
            (!query.get('translation') || note.translation === query.get('translation')) &&
            (!query.get('note_type') || note.note_type === query.get('note_type')) &&
            (!query.get('color') || note.color === query.get('color')) &&
            (tags.length === 0 || note.tags.some((tag) => tags.includes(fold(tag)))),
        )
        .sort(compareListed);
      const { items, ...page } = fakePage(matching, url, {
        defaultLimit: NOTES_PAGE_SIZE,
        max: options.pageSize,
      });
      const answer: StudyNotePage = { notes: items, ...page };
      return jsonResponse(200, answer);
    }
    if (path === '/api/study-notes/summary') {
      const tags = [...new Set(notes.flatMap((note) => note.tags))].sort();
      return jsonResponse(200, { total: notes.length, tags });
    }
    if (path === '/api/study-notes/chapter') {
      const chapterNotes = notes
        .filter(
          (note) =>
            note.book === query.get('book') && note.chapter === Number(query.get('chapter')),
        )
        .sort(compareChapterNotes);
      return jsonResponse(200, { notes: chapterNotes });
    }
    if (path === '/api/study-notes/verse-counts') {
      const counts = new Map<number, number>();
      for (const note of notes) {
        if (note.book !== query.get('book') || note.chapter !== Number(query.get('chapter'))) {
          continue;
        }
        if (note.verse !== null) counts.set(note.verse, (counts.get(note.verse) ?? 0) + 1);
      }
      return jsonResponse(200, {
        counts: [...counts].map(([verse, count]) => ({ verse, count })),
      });
    }
    if (path === '/api/study-notes' && method === 'POST') {
      created += 1;
      const input = body as Partial<StudyNote>;
      const note = makeNote({
        ...input,
        id: `created-${created}`,
        verse: input.verse ?? null,
        title: input.title ?? null,
      });
      notes.push(note);
      return jsonResponse(201, { note });
    }
    const byId = /^\/api\/study-notes\/([^/]+)$/.exec(path);
    if (byId) {
      const id = decodeURIComponent(byId[1] ?? '');
      const existing = notes.find((note) => note.id === id);
      if (!existing) return jsonResponse(404, { error: 'Study note not found' });
      if (method === 'PATCH') {
        const note = { ...existing, ...(body as object), updated_at: '2026-11-23T08:00:00.000Z' };
        notes = notes.map((candidate) => (candidate.id === id ? note : candidate));
        return jsonResponse(200, { note });
      }
      if (method === 'DELETE') {
        notes = notes.filter((note) => note.id !== id);
        return jsonResponse(204);
      }
    }
    return jsonResponse(404, { error: 'Not found' });
  }, options.override);

  return { fetchMock, calls, notes: () => notes };
}
