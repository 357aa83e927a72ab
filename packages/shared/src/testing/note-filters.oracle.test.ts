import { describe, expect, it } from 'vitest';
import type { StudyNote } from '../study-notes/study-notes';
import { filterManagerNotes } from './note-filters.oracle';
import { makeNote } from './study-note-fixtures';

const ids = (notes: readonly StudyNote[]) => notes.map((note) => note.id);

describe('filterManagerNotes (the manager filters)', () => {
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
    expect(ids(filterManagerNotes(notes, {}))).toEqual(['a', 'b', 'c']);
    expect(
      ids(
        filterManagerNotes(notes, {
          search: ' ',
          noteType: '',
          translation: '  ',
          color: '',
          tags: ['', ' '],
        }),
      ),
    ).toEqual(['a', 'b', 'c']);
  });

  it('filters by note type', () => {
    expect(ids(filterManagerNotes(notes, { noteType: 'verse' }))).toEqual(['a', 'c']);
    expect(filterManagerNotes(notes, { noteType: 'reflection' })).toEqual([]);
  });

  it('filters by translation, ignoring case and surrounding spaces', () => {
    expect(ids(filterManagerNotes(notes, { translation: 'niv' }))).toEqual(['b', 'c']);
    expect(ids(filterManagerNotes(notes, { translation: ' KJV ' }))).toEqual(['a']);
  });

  it('filters by color', () => {
    expect(ids(filterManagerNotes(notes, { color: 'green' }))).toEqual(['b', 'c']);
  });

  it('filters by tags with any overlap, whole tags as written, as the server does', () => {
    expect(ids(filterManagerNotes(notes, { tags: ['Faith', 'hope'] }))).toEqual(['a', 'b']);
    expect(ids(filterManagerNotes(notes, { tags: [' love '] }))).toEqual(['a']);
    // The member's tags are offered as written ('Gospel' and 'gospel' are two tags).
    expect(filterManagerNotes(notes, { tags: ['FAITH'] })).toEqual([]);
    // 'fait' is part of a tag, not a tag: the tag filter is a choice from the member's tags.
    expect(filterManagerNotes(notes, { tags: ['fait'] })).toEqual([]);
  });

  it('combines filters: a note must pass all of them', () => {
    expect(
      ids(filterManagerNotes(notes, { noteType: 'verse', color: 'green', search: 'faith' })),
    ).toEqual(['c']);
    expect(filterManagerNotes(notes, { translation: 'kjv', color: 'green' })).toEqual([]);
  });

  it('searches the verse reference too', () => {
    const onRomans = [makeNote({ id: 'r', verse_reference: 'Romans 8:28', content: 'x' })];
    expect(ids(filterManagerNotes(onRomans, { search: 'romans' }))).toEqual(['r']);
  });

  it('returns a new array and leaves the input alone', () => {
    const result = filterManagerNotes(notes, {});
    expect(result).not.toBe(notes);
    expect(ids(notes)).toEqual(['a', 'b', 'c']);
  });
});
