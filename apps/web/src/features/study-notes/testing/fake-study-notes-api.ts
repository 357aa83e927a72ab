import {
  compareChapterNotes,
  NOTE_NOT_FOUND,
  NOTES_PAGE_SIZE,
  type StudyNote,
  studyNotesEndpoints,
} from '@manna/shared';
import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { type FakeApiOptions, failure, fakeRoute, reply, stubFakeApi } from '@/testing/fake-fetch';
import { FAKE_NOW, fakePage } from '@/testing/fake-records';

interface FakeStudyNotesApiOptions extends FakeApiOptions {
  notes?: StudyNote[];
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

  const inChapter = (note: StudyNote, query: URLSearchParams) =>
    note.book === query.get('book') && note.chapter === Number(query.get('chapter'));
  const find = (id: string) => notes.find((note) => note.id === id);
  const notFound = failure(404, NOTE_NOT_FOUND);

  const { fetchMock, calls } = stubFakeApi(
    [
      fakeRoute(studyNotesEndpoints.list, ({ url }) => {
        const query = url.searchParams;
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
        return { notes: items, ...page };
      }),
      fakeRoute(studyNotesEndpoints.summary, () => ({
        total: notes.length,
        tags: [...new Set(notes.flatMap((note) => note.tags))].sort(),
      })),
      fakeRoute(studyNotesEndpoints.chapter, ({ url }) => ({
        notes: notes.filter((note) => inChapter(note, url.searchParams)).sort(compareChapterNotes),
      })),
      fakeRoute(studyNotesEndpoints.verseCounts, ({ url }) => {
        const counts = new Map<number, number>();
        for (const note of notes) {
          if (!inChapter(note, url.searchParams) || note.verse === null) continue;
          counts.set(note.verse, (counts.get(note.verse) ?? 0) + 1);
        }
        return { counts: [...counts].map(([verse, count]) => ({ verse, count })) };
      }),
      fakeRoute(studyNotesEndpoints.create, ({ body }) => {
        created += 1;
        // The form sends numbers; the schema's input also takes them as text.
        const { chapter, verse, ...rest } = body;
        const note = makeNote({
          ...rest,
          id: `created-${created}`,
          chapter: Number(chapter),
          verse: verse == null ? null : Number(verse),
          title: body.title ?? null,
        });
        notes.push(note);
        return reply(201, { note });
      }),
      fakeRoute(studyNotesEndpoints.update, ({ params, body }) => {
        const existing = find(params.id);
        if (!existing) return notFound;
        const note: StudyNote = { ...existing, ...body, updated_at: FAKE_NOW };
        notes = notes.map((candidate) => (candidate.id === params.id ? note : candidate));
        return { note };
      }),
      fakeRoute(studyNotesEndpoints.remove, ({ params }) => {
        if (!find(params.id)) return notFound;
        notes = notes.filter((note) => note.id !== params.id);
        return null;
      }),
    ],
    options,
  );

  return { fetchMock, calls, notes: () => notes };
}
