import {
  type BodyInput,
  type CreateNoteInput,
  studyNotesEndpoints as endpoints,
  exportNotes,
  localDay,
  NOTE_EXPORT_CONTENT_TYPES,
  NOTE_NOT_FOUND,
  type NoteExportFormat,
  type NoteFilters,
  type StudyNote,
} from '@manna/shared';
import { filterManagerNotes } from '@manna/shared/testing/note-filters.oracle';
import { beforeAll, describe, expect, it } from 'vitest';
import { bibleStudyNotes } from '../../db/schema';
import { backdate } from '../../testing/backdate';
import { answerOf, memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';

describe('study notes', () => {
  const t = useTestApp();

  const read = readAs(t);
  const noteOf = async (member: TestMember, id: string) =>
    (await read(member, endpoints.get, { params: { id } })).note;
  const update = async (member: TestMember, id: string, body: BodyInput<typeof endpoints.update>) =>
    (await read(member, endpoints.update, { params: { id }, body })).note;

  const post = (member: TestMember, body: unknown) =>
    memberClient(t, member).post('/api/study-notes', body);
  const patch = (member: TestMember, id: string, body: unknown) =>
    memberClient(t, member).patch(`/api/study-notes/${id}`, body);
  const remove = (member: TestMember, id: string) =>
    memberClient(t, member).delete(`/api/study-notes/${id}`);

  /** A note made through the API; `createdAt` pins its times so orderings are deterministic. */
  async function addNote(
    member: TestMember,
    input: Partial<CreateNoteInput>,
    createdAt?: string,
  ): Promise<StudyNote> {
    const { note } = await read(member, endpoints.create, {
      body: { book: 'John', chapter: 3, content: 'For God so loved the world.', ...input },
      status: 201,
    });
    return createdAt ? backdate(t.db, bibleStudyNotes, note, createdAt) : note;
  }

  const ids = (notes: StudyNote[]) => notes.map((note) => note.id);

  it('answers signed-out requests to every route with 401', async () => {
    const routes: [string, string][] = [
      ['GET', '/api/study-notes'],
      ['GET', '/api/study-notes/summary'],
      ['GET', '/api/study-notes/chapter?book=John&chapter=3'],
      ['GET', '/api/study-notes/verse?book=John&chapter=3&verse=16'],
      ['GET', '/api/study-notes/verse-counts?book=John&chapter=3'],
      ['GET', '/api/study-notes/export?format=txt'],
      ['GET', `/api/study-notes/${UNKNOWN_ID}`],
      ['POST', '/api/study-notes'],
      ['PATCH', `/api/study-notes/${UNKNOWN_ID}`],
      ['DELETE', `/api/study-notes/${UNKNOWN_ID}`],
    ];
    for (const [method, path] of routes) {
      const response = await t.request(path, {
        method,
        ...(method === 'POST' || method === 'PATCH' ? { json: { content: 'x' } } : {}),
      });
      await expectError(response, 401, 'User not authenticated');
    }
  });

  it('creates verse and chapter notes with SPEC defaults, then reads, updates and deletes', async () => {
    const member = await t.signUp();
    const verseNote = await addNote(member, {
      book: 'john',
      verse: 16,
      title: '  Born again  ',
      content: '  Whosoever believeth.  ',
      tags: [' grace ', 'Grace', '', 'hope'],
    });
    expect(verseNote).toMatchObject({
      user_id: member.id,
      verse_reference: 'John 3:16',
      book: 'John',
      chapter: 3,
      verse: 16,
      translation: 'kjv',
      note_type: 'verse',
      title: 'Born again',
      content: 'Whosoever believeth.',
      tags: ['grace', 'hope'],
      color: 'blue',
    });
    expect(verseNote.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(verseNote.updated_at).toBe(verseNote.created_at);

    const chapterNote = await addNote(member, { verse: null, title: '   ', translation: 'esv' });
    expect(chapterNote).toMatchObject({
      verse_reference: 'John 3',
      verse: null,
      note_type: 'chapter',
      title: null,
      translation: 'esv',
      tags: [],
    });
    const typed = await addNote(member, { verse: 3, note_type: 'reflection', color: 'purple' });
    expect(typed).toMatchObject({ note_type: 'reflection', color: 'purple' });

    const backdated = await addNote(member, { verse: 5 }, '2026-01-01T00:00:00Z');
    expect(await noteOf(member, backdated.id)).toEqual(backdated);

    const updated = await update(member, backdated.id, {
      content: ' Born of water ',
      color: 'red',
    });
    expect(updated).toEqual({
      ...backdated,
      content: 'Born of water',
      color: 'red',
      updated_at: expect.any(String),
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(backdated.created_at));

    const retitled = await update(member, backdated.id, {
      title: 'Water and Spirit',
      tags: ['baptism'],
    });
    expect(retitled).toMatchObject({
      title: 'Water and Spirit',
      tags: ['baptism'],
      content: 'Born of water',
      note_type: 'verse',
    });
    const untitled = await update(member, backdated.id, {
      title: '  ',
      note_type: 'study',
      tags: [],
    });
    expect(untitled).toMatchObject({ title: null, note_type: 'study', tags: [] });
    const cleared = await update(member, verseNote.id, { title: null });
    expect(cleared.title).toBeNull();

    expect((await remove(member, backdated.id)).status).toBe(204);
    await expectError(
      await t.request(`/api/study-notes/${backdated.id}`, { cookie: member.cookie }),
      404,
      NOTE_NOT_FOUND,
    );
    await expectError(await remove(member, backdated.id), 404, NOTE_NOT_FOUND);
    await expectError(await patch(member, backdated.id, { content: 'again' }), 404, NOTE_NOT_FOUND);
  });

  it.each<[string, unknown, string]>([
    ['no book', { chapter: 3, content: 'x' }, 'Choose a book of the Bible'],
    [
      'an unknown book',
      { book: 'Hezekiah', chapter: 3, content: 'x' },
      'Choose a book of the Bible',
    ],
    [
      'a book of the wrong type',
      { book: 43, chapter: 3, content: 'x' },
      'Choose a book of the Bible',
    ],
    [
      'a chapter beyond the book',
      { book: 'John', chapter: 22, content: 'x' },
      'John has 21 chapters',
    ],
    ['a one-chapter book', { book: 'Jude', chapter: 2, content: 'x' }, 'Jude has 1 chapter'],
    ['no chapter', { book: 'John', content: 'x' }, 'Chapter must be a number'],
    [
      'a wordy chapter',
      { book: 'John', chapter: 'three', content: 'x' },
      'Chapter must be a number',
    ],
    ['chapter 0', { book: 'John', chapter: 0, content: 'x' }, 'Chapter must be 1 or more'],
    [
      'a fractional chapter',
      { book: 'John', chapter: 2.5, content: 'x' },
      'Chapter must be a whole number',
    ],
    ['verse 0', { book: 'John', chapter: 3, verse: 0, content: 'x' }, 'Verse must be 1 or more'],
    ['no content', { book: 'John', chapter: 3 }, 'Note content is required'],
    [
      'content of only spaces',
      { book: 'John', chapter: 3, content: '   ' },
      'Note content is required',
    ],
    [
      'content that is a number',
      { book: 'John', chapter: 3, content: 42 },
      'Note content is required',
    ],
    [
      'an unknown note type',
      { book: 'John', chapter: 3, content: 'x', note_type: 'sermon' },
      'Choose a note type',
    ],
    [
      'an unknown color',
      { book: 'John', chapter: 3, content: 'x', color: 'orange' },
      'Choose a color',
    ],
    [
      'an unknown translation',
      { book: 'John', chapter: 3, content: 'x', translation: 'msg' },
      'Choose a translation',
    ],
    [
      'tags that are not a list',
      { book: 'John', chapter: 3, content: 'x', tags: 'grace' },
      'Tags must be a list of words',
    ],
    [
      'a title too long',
      { book: 'John', chapter: 3, content: 'x', title: 'a'.repeat(201) },
      'Title must be 200 characters or fewer',
    ],
  ])('refuses to create a note with %s', async (_case, body, message) => {
    const member = await t.signUp();
    await expectError(await post(member, body), 400, message);
    expect((await read(member, endpoints.summary)).total).toBe(0);
  });

  it('refuses a malformed JSON body', async () => {
    const member = await t.signUp();
    const note = await addNote(member, {});
    const malformed = (method: string, path: string) =>
      t.request(path, {
        method,
        cookie: member.cookie,
        headers: { 'content-type': 'application/json' },
        body: '{"content": ',
      });
    await expectError(
      await malformed('POST', '/api/study-notes'),
      400,
      'Malformed JSON in request body',
    );
    await expectError(
      await malformed('PATCH', `/api/study-notes/${note.id}`),
      400,
      'Malformed JSON in request body',
    );
  });

  it('refuses null characters, which PostgreSQL text cannot hold, with a 400', async () => {
    const member = await t.signUp();
    const note = await addNote(member, {});
    const message = 'Text cannot contain null characters';
    await expectError(
      await post(member, { book: 'John', chapter: 3, content: 'a\u0000b' }),
      400,
      message,
    );
    await expectError(await patch(member, note.id, { tags: ['ok', 'x\u0000'] }), 400, message);
    await expectError(
      await t.request('/api/study-notes?search=a%00b', { cookie: member.cookie }),
      400,
      message,
    );
    await expectError(
      await t.request('/api/study-notes/export?tags=%00', { cookie: member.cookie }),
      400,
      message,
    );
    expect(await noteOf(member, note.id)).toEqual(note);
  });

  it.each<[string, unknown, string]>([
    ['an empty body', {}, 'Nothing to update'],
    [
      'a new book',
      { book: 'Mark' },
      'Only the title, content, type, tags and color of a note can change',
    ],
    [
      'an unknown key',
      { content: 'x', pinned: true },
      'Only the title, content, type, tags and color of a note can change',
    ],
    ['a list instead of an object', [], 'Send the note changes as an object'],
    ['content of only spaces', { content: '  ' }, 'Note content is required'],
    ['an unknown note type', { note_type: 'sermon' }, 'Choose a note type'],
    ['an unknown color', { color: 'orange' }, 'Choose a color'],
    ['tags that are not a list', { tags: 'grace' }, 'Tags must be a list of words'],
  ])('refuses to update a note with %s', async (_case, body, message) => {
    const member = await t.signUp();
    const note = await addNote(member, { verse: 16 });
    await expectError(await patch(member, note.id, body), 400, message);
    expect(await noteOf(member, note.id)).toEqual(note);
  });

  it('answers 404 for an id that is not a uuid or names no note', async () => {
    const member = await t.signUp();
    for (const id of ['not-a-uuid', '42', UNKNOWN_ID]) {
      await expectError(
        await t.request(`/api/study-notes/${id}`, { cookie: member.cookie }),
        404,
        NOTE_NOT_FOUND,
      );
      await expectError(await patch(member, id, { content: 'x' }), 404, NOTE_NOT_FOUND);
      await expectError(await remove(member, id), 404, NOTE_NOT_FOUND);
    }
  });

  describe('a chapter’s notes', () => {
    let member: TestMember;
    const notes: Record<string, StudyNote> = {};

    beforeAll(async () => {
      member = await t.signUp();
      notes.chapterOld = await addNote(member, { content: 'c1' }, '2026-01-01T00:00:00Z');
      notes.v16Old = await addNote(member, { verse: 16, content: 'c2' }, '2026-01-02T00:00:00Z');
      notes.v5 = await addNote(member, { verse: 5, content: 'c3' }, '2026-01-03T00:00:00Z');
      notes.v16Mid = await addNote(member, { verse: 16, content: 'c4' }, '2026-01-04T00:00:00Z');
      notes.chapterNew = await addNote(member, { content: 'c5' }, '2026-01-05T00:00:00Z');
      notes.v16Esv = await addNote(
        member,
        { verse: 16, translation: 'esv', content: 'c8' },
        '2026-01-06T00:00:00Z',
      );
      // Other chapters and books stay out.
      await addNote(member, { chapter: 4, verse: 1, content: 'c6' });
      await addNote(member, { book: '1 John', chapter: 3, verse: 1, content: 'c7' });
    });

    it('lists chapter notes first, then by verse, newest first within each', async () => {
      const { notes: chapter } = await read(member, endpoints.chapter, {
        query: { book: 'john', chapter: 3 },
      });
      expect(ids(chapter)).toEqual(
        ['chapterNew', 'chapterOld', 'v5', 'v16Esv', 'v16Mid', 'v16Old'].map(
          (key) => notes[key]?.id,
        ),
      );
    });

    it('lists one verse’s notes newest first, in one translation when asked', async () => {
      const all = await read(member, endpoints.verse, {
        query: { book: 'John', chapter: 3, verse: 16 },
      });
      expect(ids(all.notes)).toEqual([notes.v16Esv?.id, notes.v16Mid?.id, notes.v16Old?.id]);
      const kjv = await read(member, endpoints.verse, {
        query: { book: 'John', chapter: 3, verse: 16, translation: 'kjv' },
      });
      expect(ids(kjv.notes)).toEqual([notes.v16Mid?.id, notes.v16Old?.id]);
    });

    it('counts notes per verse, leaving chapter notes out', async () => {
      expect(
        await read(member, endpoints.verseCounts, { query: { book: 'John', chapter: 3 } }),
      ).toEqual({
        counts: [
          { verse: 5, count: 1 },
          { verse: 16, count: 3 },
        ],
      });
    });

    it('validates the chapter and verse queries', async () => {
      const ask = (path: string) => t.request(path, { cookie: member.cookie });
      await expectError(
        await ask('/api/study-notes/chapter?book=Hezekiah&chapter=3'),
        400,
        'Choose a book of the Bible',
      );
      await expectError(
        await ask('/api/study-notes/chapter?book=John'),
        400,
        'Chapter must be a number',
      );
      await expectError(
        await ask('/api/study-notes/verse-counts?book=John&chapter=0'),
        400,
        'Chapter must be 1 or more',
      );
      await expectError(
        await ask('/api/study-notes/verse?book=John&chapter=3&verse=0'),
        400,
        'Verse must be 1 or more',
      );
      await expectError(
        await ask('/api/study-notes/verse?book=John&chapter=3&verse=16&translation=msg'),
        400,
        'Choose a translation',
      );
    });
  });

  describe('the manager’s list', () => {
    let member: TestMember;
    const n: Record<string, StudyNote> = {};
    // Query strings as written, so the tests hold the API to how it reads them.
    const list = async (query: string) =>
      answerOf(
        endpoints.list,
        await memberClient(t, member).send('GET', `/api/study-notes?${query}`),
      );
    const listed = async (query: string) => ids((await list(query)).notes);
    const idsOf = (...keys: string[]) => keys.map((key) => n[key]?.id);

    beforeAll(async () => {
      member = await t.signUp();
      n.acts = await addNote(
        member,
        { book: 'Acts', chapter: 2, verse: 1, content: 'Pentecost power', tags: ['Spirit'] },
        '2026-01-01T00:00:00Z',
      );
      n.johnChapter = await addNote(
        member,
        {
          verse: null,
          title: 'Born again',
          content: 'Nicodemus at night',
          note_type: 'study',
          translation: 'esv',
          color: 'green',
          tags: ['new birth'],
        },
        '2026-01-02T00:00:00Z',
      );
      n.johnOld = await addNote(
        member,
        { verse: 16, content: 'Love of God', tags: ['Love', 'gospel'] },
        '2026-01-03T00:00:00Z',
      );
      n.johnNew = await addNote(
        member,
        { verse: 16, content: 'Second look, 100% sure', tags: ['faith'] },
        '2026-01-04T00:00:00Z',
      );
      n.firstJohn = await addNote(
        member,
        {
          book: '1 John',
          chapter: 4,
          verse: 8,
          content: 'God is love',
          translation: 'niv',
          color: 'red',
          note_type: 'reflection',
        },
        '2026-01-05T00:00:00Z',
      );
      n.romans = await addNote(
        member,
        {
          book: 'Romans',
          chapter: 8,
          verse: 28,
          title: 'Providence',
          content: 'all_things work together',
          tags: ['Gospel', 'hope'],
        },
        '2026-01-06T00:00:00Z',
      );
    });

    it('orders by book name, chapter, verse (chapter notes first), newest first', async () => {
      const page = await list('');
      expect(ids(page.notes)).toEqual(
        idsOf('firstJohn', 'acts', 'johnChapter', 'johnNew', 'johnOld', 'romans'),
      );
      expect(page).toMatchObject({ total: 6, next_offset: null });
      expect(page.notes[0]).toEqual(n.firstJohn);
    });

    it('pages with the matching total and the next offset', async () => {
      expect(await list('limit=2')).toMatchObject({ total: 6, next_offset: 2 });
      expect(await listed('limit=2')).toEqual(idsOf('firstJohn', 'acts'));
      expect(await list('limit=2&offset=2')).toMatchObject({ total: 6, next_offset: 4 });
      expect(await listed('limit=2&offset=2')).toEqual(idsOf('johnChapter', 'johnNew'));
      const last = await list('limit=2&offset=4');
      expect(ids(last.notes)).toEqual(idsOf('johnOld', 'romans'));
      expect(last.next_offset).toBeNull();
      expect(await list('offset=10')).toEqual({ notes: [], total: 6, next_offset: null });
      expect(await list('book=John&limit=1')).toMatchObject({ total: 3, next_offset: 1 });
    });

    it('searches content, title, reference and tags, ignoring case', async () => {
      expect(await listed('search=LOVE')).toEqual(idsOf('firstJohn', 'johnOld'));
      expect(await listed('search=born')).toEqual(idsOf('johnChapter'));
      expect(await listed('search=1%20john')).toEqual(idsOf('firstJohn'));
      expect(await listed('search=John%203')).toEqual(idsOf('johnChapter', 'johnNew', 'johnOld'));
      expect(await listed('search=new%20birth')).toEqual(idsOf('johnChapter'));
      expect(await listed('search=spirit')).toEqual(idsOf('acts'));
      expect(await listed('search=%20%20')).toHaveLength(6);
      expect((await list('search=nowhere')).total).toBe(0);
    });

    it('matches % and _ in a search literally', async () => {
      expect(await listed(`search=${encodeURIComponent('%')}`)).toEqual(idsOf('johnNew'));
      expect(await listed('search=_')).toEqual(idsOf('romans'));
      expect(await listed(`search=${encodeURIComponent('l_ve')}`)).toEqual([]);
    });

    it('filters by book, translation, type, color and any of several tags', async () => {
      expect(await listed('book=john')).toEqual(idsOf('johnChapter', 'johnNew', 'johnOld'));
      expect(await listed('translation=esv')).toEqual(idsOf('johnChapter'));
      expect(await listed('note_type=reflection')).toEqual(idsOf('firstJohn'));
      expect(await listed('note_type=verse')).toEqual(
        idsOf('acts', 'johnNew', 'johnOld', 'romans'),
      );
      expect(await listed('color=red')).toEqual(idsOf('firstJohn'));
      expect(await listed('tags=faith&tags=Spirit')).toEqual(idsOf('acts', 'johnNew'));
      expect(await listed('tags=faith,Spirit')).toEqual(idsOf('acts', 'johnNew'));
      expect(await listed('tags=,')).toHaveLength(6);
      expect(await listed('book=John&search=love')).toEqual(idsOf('johnOld'));
      expect(await list('color=green&translation=kjv')).toEqual({
        notes: [],
        total: 0,
        next_offset: null,
      });
    });

    it('filters as the TypeScript oracle does, for every combination of filters', async () => {
      // The list query is the one home of the manager's search and filters
      // (docs/architecture.md, "One home per rule"); the oracle reads the rule plainly.
      const notes = Object.values(n);
      const combinations: NoteFilters[] = [];
      // 128 combinations: every filter set and unset, with the searches and tags that differ
      // (case, a phrase, a LIKE wildcard, several tags).
      for (const search of ['', 'LOVE', 'john 3', '%'])
        for (const noteType of ['', 'verse'] as const)
          for (const translation of ['', 'esv'])
            for (const color of ['', 'red'] as const)
              for (const tags of [[], ['hope'], ['Gospel', 'faith'], ['gospel']])
                combinations.push({ search, noteType, translation, color, tags });
      for (const filters of combinations) {
        const query = new URLSearchParams({ limit: '100' });
        if (filters.search) query.set('search', filters.search);
        if (filters.noteType) query.set('note_type', filters.noteType);
        if (filters.translation) query.set('translation', filters.translation);
        if (filters.color) query.set('color', filters.color);
        for (const tag of filters.tags ?? []) query.append('tags', tag);
        expect((await listed(query.toString())).sort(), JSON.stringify(filters)).toEqual(
          ids(filterManagerNotes(notes, filters)).sort(),
        );
      }
    });

    it('validates the list query', async () => {
      const ask = (query: string) =>
        t.request(`/api/study-notes?${query}`, { cookie: member.cookie });
      await expectError(await ask('book=Hezekiah'), 400, 'Choose a book of the Bible');
      await expectError(await ask('note_type=sermon'), 400, 'Choose a note type');
      await expectError(await ask('color=orange'), 400, 'Choose a color');
      await expectError(await ask('translation=msg'), 400, 'Choose a translation');
      await expectError(await ask(`search=${'a'.repeat(201)}`), 400, 'Search is too long');
      expect((await ask('limit=0')).status).toBe(400);
      expect((await ask('limit=1000')).status).toBe(400);
      expect((await ask('offset=-1')).status).toBe(400);
    });

    it('summarises the count and every tag, alphabetical ignoring case', async () => {
      expect(await read(member, endpoints.summary)).toEqual({
        total: 6,
        tags: ['faith', 'Gospel', 'gospel', 'hope', 'Love', 'new birth', 'Spirit'],
      });
      const newcomer = await t.signUp();
      expect(await read(newcomer, endpoints.summary)).toEqual({
        total: 0,
        tags: [],
      });
    });

    it.each<NoteExportFormat>(['txt', 'md', 'csv'])(
      'exports the filtered notes as %s in the member’s time zone',
      async (format) => {
        const exporter = await t.signUp();
        await t.request('/api/me', {
          method: 'PATCH',
          cookie: exporter.cookie,
          json: { time_zone: 'Pacific/Auckland' },
        });
        // 12:30 UTC on 1 January is already 2 January in Auckland.
        await addNote(
          exporter,
          { verse: 16, title: 'Loved', tags: ['love'] },
          '2026-01-01T12:30:00Z',
        );
        await addNote(exporter, { verse: null, content: 'Night visit' }, '2026-01-03T00:00:00Z');
        await addNote(exporter, { book: 'Mark', chapter: 1, content: 'Elsewhere' });
        const expected = await read(exporter, endpoints.list, { query: { book: 'John' } });
        expect(expected.notes).toHaveLength(2);

        const before = localDay(new Date(), 'Pacific/Auckland');
        const response = await t.request(`/api/study-notes/export?format=${format}&book=John`, {
          cookie: exporter.cookie,
        });
        const after = localDay(new Date(), 'Pacific/Auckland');
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe(NOTE_EXPORT_CONTENT_TYPES[format]);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(
          [before, after].map((day) => `attachment; filename="bible-study-notes-${day}.${format}"`),
        ).toContain(response.headers.get('content-disposition'));
        // Response.text() drops a byte order mark; the CSV starts with one on purpose.
        const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
          await response.arrayBuffer(),
        );
        expect(body).toBe(exportNotes(expected.notes, format, { timeZone: 'Pacific/Auckland' }));
        expect(body).not.toContain('Elsewhere');
        if (format !== 'csv') expect(body).toContain('January 2, 2026');
        if (format === 'csv') expect(body.startsWith('\uFEFFreference,book,')).toBe(true);
        if (format === 'txt') {
          expect(body.startsWith('John 3 - Untitled\n')).toBe(true);
          expect(body).toContain('John 3:16 - Loved\n');
        }
      },
    );

    it('exports in UTC for a member without a time zone, txt by default', async () => {
      const page = await list('');
      const before = localDay(new Date(), 'UTC');
      const response = await t.request('/api/study-notes/export', { cookie: member.cookie });
      const after = localDay(new Date(), 'UTC');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(
        [before, after].map((day) => `attachment; filename="bible-study-notes-${day}.txt"`),
      ).toContain(response.headers.get('content-disposition'));
      expect(await response.text()).toBe(exportNotes(page.notes, 'txt', { timeZone: 'UTC' }));

      await expectError(
        await t.request('/api/study-notes/export?format=pdf', { cookie: member.cookie }),
        400,
        'Choose txt, md or csv',
      );
    });
  });

  it('keeps notes to their owner: another member gets 404 on every note route', async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const note = await addNote(
      owner,
      { verse: 16, title: 'Mine', tags: ['private'] },
      '2026-02-01T00:00:00Z',
    );
    const chapterNote = await addNote(owner, { verse: null }, '2026-02-02T00:00:00Z');

    await expectError(
      await t.request(`/api/study-notes/${note.id}`, { cookie: other.cookie }),
      404,
      NOTE_NOT_FOUND,
    );
    await expectError(await patch(other, note.id, { content: 'Hijacked' }), 404, NOTE_NOT_FOUND);
    await expectError(await patch(other, chapterNote.id, { tags: [] }), 404, NOTE_NOT_FOUND);
    await expectError(await remove(other, note.id), 404, NOTE_NOT_FOUND);

    // Lists are the other member's own: none of the owner's notes show up anywhere.
    expect(await read(other, endpoints.list)).toEqual({
      notes: [],
      total: 0,
      next_offset: null,
    });
    expect(await read(other, endpoints.list, { query: { search: 'mine' } })).toMatchObject({
      total: 0,
    });
    expect(await read(other, endpoints.summary)).toEqual({
      total: 0,
      tags: [],
    });
    const john3 = { book: 'John', chapter: 3 };
    expect(await read(other, endpoints.chapter, { query: john3 })).toEqual({ notes: [] });
    expect(await read(other, endpoints.verse, { query: { ...john3, verse: 16 } })).toEqual({
      notes: [],
    });
    expect(await read(other, endpoints.verseCounts, { query: john3 })).toEqual({ counts: [] });
    const exported = await t.request('/api/study-notes/export', { cookie: other.cookie });
    expect(await exported.text()).toBe('');

    // The owner's notes are untouched.
    expect(await noteOf(owner, note.id)).toEqual(note);
    expect(await noteOf(owner, chapterNote.id)).toEqual(chapterNote);
    expect((await read(owner, endpoints.list)).total).toBe(2);
  });
});
