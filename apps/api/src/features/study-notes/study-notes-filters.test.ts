import type { CreateNoteInput, NoteFilters, StudyNote, StudyNotePage } from '@manna/shared';
import { filterManagerNotes } from '@manna/shared/testing/note-filters.oracle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberClient } from '../../testing/member-client';
import { json } from '../../testing/responses';
import { createTestApp, type TestApp, type TestMember } from '../../testing/test-app';

// The server's list query is the one home of the manager's search and filters; this checks it
// against the plain TypeScript oracle over every combination of a few filter values.
describe('study notes manager filters: server and oracle agree', () => {
  let t: TestApp;
  let member: TestMember;
  const notes: StudyNote[] = [];

  const inputs: Partial<CreateNoteInput>[] = [
    { book: 'Acts', chapter: 2, verse: 1, content: 'Pentecost power', tags: ['Spirit'] },
    {
      verse: null,
      title: 'Born again',
      content: 'Nicodemus at night',
      note_type: 'study',
      translation: 'esv',
      color: 'green',
      tags: ['new birth', 'hope'],
    },
    { verse: 16, content: 'Love of God', tags: ['Love', 'gospel'] },
    { verse: 16, content: 'Second look, 100% sure', tags: ['faith'], color: 'green' },
    {
      book: '1 John',
      chapter: 4,
      verse: 8,
      content: 'God is love',
      translation: 'niv',
      color: 'red',
      note_type: 'reflection',
    },
    {
      book: 'Romans',
      chapter: 8,
      verse: 28,
      title: 'Providence and grace',
      content: 'all_things work together',
      translation: 'niv',
      tags: ['Gospel', 'hope'],
    },
  ];

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.signUp();
    for (const input of inputs) {
      const response = await memberClient(t, member).post('/api/study-notes', {
        book: 'John',
        chapter: 3,
        ...input,
      });
      expect(response.status).toBe(201);
      notes.push((await json<{ note: StudyNote }>(response)).note);
    }
  });
  afterAll(() => t.close());

  /** The manager's filters as the web app sends them in the list's query string. */
  function query({ search, noteType, translation, color, tags }: NoteFilters): string {
    const params = new URLSearchParams({ limit: '100' });
    if (search) params.set('search', search);
    if (noteType) params.set('note_type', noteType);
    if (translation) params.set('translation', translation);
    if (color) params.set('color', color);
    for (const tag of tags ?? []) params.append('tags', tag);
    return params.toString();
  }

  const sortedIds = (list: readonly StudyNote[]) => list.map((note) => note.id).sort();

  it('lists the notes the oracle keeps, for every combination of filters', async () => {
    const combinations: NoteFilters[] = [];
    for (const search of ['', 'LOVE', 'john 3', 'grace', '%', '  hope '])
      for (const noteType of ['', 'verse', 'study'] as const)
        for (const translation of ['', 'niv'])
          for (const color of ['', 'green'] as const)
            for (const tags of [[], ['hope'], ['Gospel', 'faith']])
              combinations.push({ search, noteType, translation, color, tags });

    const client = memberClient(t, member);
    for (const filters of combinations) {
      const page = await client.get<StudyNotePage>(`/api/study-notes?${query(filters)}`);
      expect(sortedIds(page.notes), JSON.stringify(filters)).toEqual(
        sortedIds(filterManagerNotes(notes, filters)),
      );
    }
    // The combinations reach both ends: some lists everything, some nothing.
    expect(filterManagerNotes(notes, {})).toHaveLength(inputs.length);
    expect(filterManagerNotes(notes, { search: 'grace', noteType: 'study' })).toEqual([]);
  });
});
