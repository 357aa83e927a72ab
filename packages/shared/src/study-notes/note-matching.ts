// Text matching for study-note search, shared by the panel's filter (note-filters.ts) and the
// manager's oracle (testing/note-filters.oracle.ts). Internal to the package: not re-exported
// from the index.
import type { StudyNote } from './study-notes';

/**
 * Case folding for matching. NFC first so an accent typed as one code point matches the same
 * accent stored as letter plus combining mark.
 */
export function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

export function foldedNeedle(search: string | undefined): string {
  return fold(search?.trim() ?? '');
}

/**
 * Whether `note` holds the folded `needle` in its content, title or any tag, and with
 * `withReference` in its verse reference too; an empty needle matches every note.
 */
export function noteMatchesNeedle(
  note: StudyNote,
  needle: string,
  withReference: boolean,
): boolean {
  if (needle === '') return true;
  const contains = (text: string | null) => text !== null && fold(text).includes(needle);
  return (
    contains(note.content) ||
    contains(note.title) ||
    note.tags.some(contains) ||
    (withReference && contains(note.verse_reference))
  );
}
