// Client-side search and filters for study notes (docs/product/study-notes-and-bookmarks.md#the-notes-manager; "Bookmarks
// and notes"). The panel filters the notes of one chapter it has already loaded, so a filter
// change does not need a round trip. The manager's list is filtered by the server
// (apps/api/src/features/study-notes/study-notes.service.ts), the one home of that rule.
import { foldedNeedle, noteMatchesNeedle } from './note-matching';
import type { NoteColor, NoteType, StudyNote } from './study-notes';

/** The manager's filters (docs/product/study-notes-and-bookmarks.md#the-notes-manager). An empty or missing value means "any". */
export interface NoteFilters {
  search?: string;
  noteType?: NoteType | '';
  translation?: string;
  color?: NoteColor | '';
  tags?: readonly string[];
}

/** The study-notes panel's filters: a search and a note type. */
export type PanelNoteFilters = Pick<NoteFilters, 'search' | 'noteType'>;

/**
 * The panel's notes matching the search (case-insensitive, trimmed substring of the
 * content, title or any tag; an empty search matches every note) and the note type, in their
 * original order.
 */
export function filterNotes(
  notes: readonly StudyNote[],
  { search, noteType }: PanelNoteFilters,
): StudyNote[] {
  // Fold the search once rather than once per note.
  const needle = foldedNeedle(search);
  return notes.filter(
    (note) => (!noteType || note.note_type === noteType) && noteMatchesNeedle(note, needle, false),
  );
}

/**
 * Whether any filter would narrow the list: drives the manager's 'Filtered' badge.
 * Blank values count as inactive, the same way the server ignores them.
 */
export function hasActiveFilters(filters: NoteFilters): boolean {
  return (
    foldedNeedle(filters.search) !== '' ||
    Boolean(filters.noteType) ||
    (filters.translation?.trim() ?? '') !== '' ||
    Boolean(filters.color) ||
    (filters.tags ?? []).some((tag) => tag.trim() !== '')
  );
}
