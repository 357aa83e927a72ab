import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterManagerNotes } from '../testing/note-filters.oracle';
import { makeNote } from '../testing/study-note-fixtures';
import { filterNotes, hasActiveFilters, type NoteFilters } from './note-filters';
import { NOTE_COLORS, NOTE_TYPES, type StudyNote } from './study-notes';

const ids = (notes: readonly StudyNote[]) => notes.map((note) => note.id);
/** Whether the panel's search keeps `note`. */
const inPanel = (note: StudyNote, search: string | undefined) =>
  filterNotes([note], { search }).length === 1;
/** Whether the manager's search (the server's rule, through its oracle) keeps `note`. */
const inManager = (note: StudyNote, search: string | undefined) =>
  filterManagerNotes([note], { search }).length === 1;

describe('note search', () => {
  const note = makeNote({
    verse_reference: 'John 3:16',
    title: 'God So Loved',
    content: 'Whosoever BELIEVETH in him',
    tags: ['Faith', 'eternal life'],
  });

  it('matches everything for an empty or blank search', () => {
    for (const search of ['', '   ', '\t\n', undefined]) {
      expect(inPanel(note, search)).toBe(true);
      expect(inManager(note, search)).toBe(true);
    }
  });

  it.each([
    ['content', 'believeth'],
    ['title', 'so loved'],
    ['a tag', 'faith'],
    ['part of a tag', 'ETERNAL'],
  ])('matches %s case-insensitively in both scopes', (_, search) => {
    expect(inPanel(note, search)).toBe(true);
    expect(inManager(note, search)).toBe(true);
  });

  it('trims the search before matching', () => {
    expect(inPanel(note, '  whosoever  ')).toBe(true);
  });

  it('matches the verse reference only in the manager', () => {
    expect(inManager(note, 'john 3:16')).toBe(true);
    expect(inPanel(note, 'john 3:16')).toBe(false);
  });

  it('does not match text that is nowhere in the note', () => {
    expect(inManager(note, 'psalm')).toBe(false);
  });

  it('copes with a note without a title', () => {
    const untitled = makeNote({ title: null, content: 'grace' });
    expect(inPanel(untitled, 'null')).toBe(false);
    expect(inPanel(untitled, 'grace')).toBe(true);
  });

  it('matches an accent however it was typed', () => {
    const accented = makeNote({ content: 'Le Cre\u0301ateur' });
    expect(inPanel(accented, 'cr\u00e9ateur')).toBe(true);
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
        expect(inPanel(note, search)).toBe(true);
        expect(inPanel(note, search.toUpperCase())).toBe(true);
      }),
    );
  });
});

describe('filterNotes (the chapter panel)', () => {
  const notes = [
    makeNote({ id: 'a', note_type: 'verse', content: 'alpha' }),
    makeNote({ id: 'b', note_type: 'study', content: 'beta' }),
    makeNote({ id: 'c', note_type: 'verse', content: 'gamma', title: 'Faithful' }),
  ];

  it('filters by note type and search together', () => {
    expect(ids(filterNotes(notes, {}))).toEqual(['a', 'b', 'c']);
    expect(ids(filterNotes(notes, { search: ' ', noteType: '' }))).toEqual(['a', 'b', 'c']);
    expect(ids(filterNotes(notes, { noteType: 'verse' }))).toEqual(['a', 'c']);
    expect(ids(filterNotes(notes, { noteType: 'verse', search: 'faith' }))).toEqual(['c']);
    expect(filterNotes(notes, { noteType: 'reflection' })).toEqual([]);
  });

  it('does not search the verse reference, which the manager does', () => {
    const onRomans = [makeNote({ id: 'r', verse_reference: 'Romans 8:28', content: 'x' })];
    expect(filterNotes(onRomans, { search: 'romans' })).toEqual([]);
    expect(ids(filterManagerNotes(onRomans, { search: 'romans' }))).toEqual(['r']);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterNotes(notes, {});
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

  it('is false exactly when the manager’s filters would keep every note', () => {
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
        const kept = filterManagerNotes(unmatchable, f).length === unmatchable.length;
        expect(hasActiveFilters(f)).toBe(!kept);
      }),
    );
  });
});
