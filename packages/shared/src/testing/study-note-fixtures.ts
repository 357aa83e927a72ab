// A study-note factory (STYLE: factories with overrides) for the tests of this package and of the
// apps, which import it as '@manna/shared/testing/study-note-fixtures'. Not exported from the
// package index, so it stays out of the apps' bundles.
import { defaultNoteTypeFor, type StudyNote, verseReferenceOf } from '../study-notes/study-notes';

let sequence = 0;

/**
 * A complete note as the server returns it: John 3:16, KJV, untitled, content 'Note {n}', the
 * type following the verse (docs/product/study-notes-and-bookmarks.md#notes: a verse note, or a chapter note when `verse` is null).
 * `verse_reference` follows book, chapter and verse unless it is overridden itself.
 */
export function makeNote(overrides: Partial<StudyNote> = {}): StudyNote {
  sequence += 1;
  const book = overrides.book ?? 'John';
  const chapter = overrides.chapter ?? 3;
  const verse = overrides.verse === undefined ? 16 : overrides.verse;
  const createdAt = overrides.created_at ?? '2026-11-22T12:00:00.000Z';
  return {
    id: `note-${sequence}`,
    user_id: 'user-1',
    verse_reference: verseReferenceOf(book, chapter, verse),
    translation: 'kjv',
    note_type: defaultNoteTypeFor(verse),
    title: null,
    content: `Note ${sequence}`,
    tags: [],
    color: 'blue',
    updated_at: createdAt,
    ...overrides,
    book,
    chapter,
    verse,
    created_at: createdAt,
  };
}
