// The study-notes manager's filters in plain TypeScript: the oracle that the server's list query,
// the one home of the rule (apps/api/src/features/study-notes/study-notes.service.ts), is checked
// against in study-notes.test.ts there. Not exported from the package index.

import type { NoteFilters } from '../study-notes/note-filters';
import { fold, foldedNeedle, noteMatchesNeedle } from '../study-notes/note-matching';
import type { StudyNote } from '../study-notes/study-notes';

/**
 * The notes passing every active manager filter, in their original order. The search
 * is the panel's plus the verse reference; translation compares case-insensitively; tags match
 * when any of the note's tags is one of the chosen ones, whole and in the case it was written
 * (the server's array overlap). Empty or missing filters are ignored.
 */
export function filterManagerNotes(notes: readonly StudyNote[], filters: NoteFilters): StudyNote[] {
  const needle = foldedNeedle(filters.search);
  const noteType = filters.noteType || null;
  const translation = fold(filters.translation?.trim() ?? '');
  const color = filters.color || null;
  const tags = new Set((filters.tags ?? []).map((tag) => tag.trim()).filter((tag) => tag !== ''));
  return notes.filter(
    (note) =>
      (noteType === null || note.note_type === noteType) &&
      (translation === '' || fold(note.translation) === translation) &&
      (color === null || note.color === color) &&
      (tags.size === 0 || note.tags.some((tag) => tags.has(tag))) &&
      noteMatchesNeedle(note, needle, true),
  );
}
