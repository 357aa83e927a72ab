import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeNote } from '../testing/study-note-fixtures';
import { filterNotes, hasActiveFilters, matchesNoteSearch, type NoteFilters } from './note-filters';
import { NOTE_COLORS, NOTE_TYPES, type StudyNote } from './study-notes';

const ids = (notes: readonly StudyNote[]) => notes.map((note) => note.id);

describe('matchesNoteSearch', () => {
  const note = makeNote({
    verse_reference: 'John 3:16',
    title: 'God So Loved',
    content: 'Whosoever BELIEVETH in him',
    tags: ['Faith', 'eternal life'],
  });

  it('matches everything for an empty or blank search', () => {
    for (const search of ['', '   ', '\t\n', undefined]) {
      expect(matchesNoteSearch(note, search, 'panel')).toBe(true);
      expect(matchesNoteSearch(note, search, 'manager')).toBe(true);
    }
  });

  it.each([
    ['content', 'believeth'],
    ['title', 'so loved'],
    ['a tag', 'faith'],
    ['part of a tag', 'ETERNAL'],
  ])('matches %s case-insensitively in both scopes', (_, search) => {
    expect(matchesNoteSearch(note, search, 'panel')).toBe(true);
    expect(matchesNoteSearch(note, search, 'manager')).toBe(true);
  });

  it('trims the search before matching', () => {
    expect(matchesNoteSearch(note, '  whosoever  ', 'panel')).toBe(true);
  });

  it('matches the verse reference only in the manager', () => {
    expect(matchesNoteSearch(note, 'john 3:16', 'manager')).toBe(true);
    expect(matchesNoteSearch(note, 'john 3:16', 'panel')).toBe(false);
  });

  it('does not match text that is nowhere in the note', () => {
    expect(matchesNoteSearch(note, 'psalm', 'manager')).toBe(false);
  });

  it('copes with a note without a title', () => {
    const untitled = makeNote({ title: null, content: 'grace' });
    expect(matchesNoteSearch(untitled, 'null', 'panel')).toBe(false);
    expect(matchesNoteSearch(untitled, 'grace', 'panel')).toBe(true);
  });

  it('matches an accent however it was typed', () => {
    const accented = makeNote({ content: 'Le Cre\u0301ateur' });
    expect(matchesNoteSearch(accented, 'cr\u00e9ateur', 'panel')).toBe(true);
  });

  it('finds every substring of the content, in any case', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (content, a, b) => {
        const [start, end] = [a % (content.length + 1), b % (content.length + 1)].sort(
          (x, y) => x - y,
        );
        const search = content.slice(start, end);
        // A search of only spaces is trimmed to nothing, which matches anything anyway.
        fc.pre(search.trim() === search);
        const note = makeNote({ content, title: null });
        expect(matchesNoteSearch(note, search, 'panel')).toBe(true);
        expect(matchesNoteSearch(note, search.toUpperCase(), 'panel')).toBe(true);
      }),
    );
  });
});

describe('filterNotes (the manager filters)', () => {
  const notes = [
    makeNote({
      id: 'a',
      note_type: 'verse',
      translation: 'kjv',
      color: 'blue',
      tags: ['Faith', 'love'],
      content: 'alpha',
    }),
    makeNote({
      id: 'b',
      note_type: 'study',
      translation: 'NIV',
      color: 'green',
      tags: ['hope'],
      content: 'beta',
    }),
    makeNote({
      id: 'c',
      note_type: 'verse',
      translation: 'niv',
      color: 'green',
      tags: [],
      content: 'gamma',
      title: 'Faithful',
    }),
  ];

  it('returns every note, in order, when no filter is set', () => {
    expect(ids(filterNotes(notes, {}, 'manager'))).toEqual(['a', 'b', 'c']);
    expect(
      ids(
        filterNotes(
          notes,
          { search: ' ', noteType: '', translation: '  ', color: '', tags: ['', ' '] },
          'manager',
        ),
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('filters by note type', () => {
    expect(ids(filterNotes(notes, { noteType: 'verse' }, 'manager'))).toEqual(['a', 'c']);
    expect(filterNotes(notes, { noteType: 'reflection' }, 'manager')).toEqual([]);
  });

  it('filters by translation, ignoring case and surrounding spaces', () => {
    expect(ids(filterNotes(notes, { translation: 'niv' }, 'manager'))).toEqual(['b', 'c']);
    expect(ids(filterNotes(notes, { translation: ' KJV ' }, 'manager'))).toEqual(['a']);
  });

  it('filters by color', () => {
    expect(ids(filterNotes(notes, { color: 'green' }, 'manager'))).toEqual(['b', 'c']);
  });

  it('filters by tags with any overlap, case-insensitively, whole tags only', () => {
    expect(ids(filterNotes(notes, { tags: ['FAITH', 'hope'] }, 'manager'))).toEqual(['a', 'b']);
    expect(ids(filterNotes(notes, { tags: [' love '] }, 'manager'))).toEqual(['a']);
    // 'fait' is part of a tag, not a tag: the tag filter is a choice from the member's tags.
    expect(filterNotes(notes, { tags: ['fait'] }, 'manager')).toEqual([]);
  });

  it('combines filters: a note must pass all of them', () => {
    expect(
      ids(filterNotes(notes, { noteType: 'verse', color: 'green', search: 'faith' }, 'manager')),
    ).toEqual(['c']);
    expect(filterNotes(notes, { translation: 'kjv', color: 'green' }, 'manager')).toEqual([]);
  });

  it('searches the verse reference only in the manager scope', () => {
    const onRomans = [makeNote({ id: 'r', verse_reference: 'Romans 8:28', content: 'x' })];
    expect(ids(filterNotes(onRomans, { search: 'romans' }, 'manager'))).toEqual(['r']);
    expect(filterNotes(onRomans, { search: 'romans' }, 'panel')).toEqual([]);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterNotes(notes, {}, 'panel');
    expect(result).not.toBe(notes);
    expect(ids(notes)).toEqual(['a', 'b', 'c']);
  });
});

describe('hasActiveFilters (the Filtered badge)', () => {
  it('is false for no filters and for blank ones', () => {
    expect(hasActiveFilters({})).toBe(false);
    expect(
      hasActiveFilters({ search: '  ', noteType: '', translation: ' ', color: '', tags: [' '] }),
    ).toBe(false);
    expect(hasActiveFilters({ tags: [] })).toBe(false);
  });

  it.each<[string, NoteFilters]>([
    ['search', { search: 'grace' }],
    ['note type', { noteType: 'study' }],
    ['translation', { translation: 'esv' }],
    ['color', { color: 'red' }],
    ['tags', { tags: ['hope'] }],
  ])('is true with a %s filter', (_, filters) => {
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('is false exactly when filterNotes would keep every note', () => {
    const filters = fc.record(
      {
        search: fc.constantFrom('', ' ', 'zzz-no-match'),
        noteType: fc.constantFrom('' as const, ...NOTE_TYPES),
        translation: fc.constantFrom('', '  ', 'xyz'),
        color: fc.constantFrom('' as const, ...NOTE_COLORS),
        tags: fc.array(fc.constantFrom('', ' ', 'no-such-tag')),
      },
      { requiredKeys: [] },
    );
    // Notes that no active filter can match, so an active filter always empties the list.
    const unmatchable = [makeNote({ note_type: 'verse', color: 'blue' })];
    fc.assert(
      fc.property(filters, (f) => {
        fc.pre(f.noteType !== 'verse' && f.color !== 'blue');
        const kept = filterNotes(unmatchable, f, 'manager').length === unmatchable.length;
        expect(hasActiveFilters(f)).toBe(!kept);
      }),
    );
  });
});
