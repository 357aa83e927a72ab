// Client-side search and filters for study notes
// (docs/product/study-notes-and-bookmarks.md#the-chapter-panel,
// docs/product/study-notes-and-bookmarks.md#the-notes-manager). The server applies the same rules
// to its list query; these run on notes already loaded, so a filter change does not need a round
// trip.
import type { NoteColor, NoteType, StudyNote } from './study-notes';

/** The manager filters. An empty or missing value means "any". */
export interface NoteFilters {
  search?: string;
  noteType?: NoteType | '';
  translation?: string;
  color?: NoteColor | '';
  tags?: readonly string[];
}

/**
 * The panel searches content, title and tags; the manager also searches the verse
 * reference.
 */
export type NoteSearchScope = 'panel' | 'manager';

/**
 * Case folding for matching. NFC first so an accent typed as one code point matches the same
 * accent stored as letter plus combining mark.
 */
function fold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

function foldedNeedle(search: string | undefined): string {
  return fold(search?.trim() ?? '');
}

/** The filter's tags, trimmed and folded, blanks dropped. */
function foldedTags(tags: readonly string[] | undefined): string[] {
  return (tags ?? []).map((tag) => fold(tag.trim())).filter((tag) => tag !== '');
}

function noteMatchesNeedle(note: StudyNote, needle: string, scope: NoteSearchScope): boolean {
  if (needle === '') return true;
  const contains = (text: string | null) => text !== null && fold(text).includes(needle);
  return (
    contains(note.content) ||
    contains(note.title) ||
    note.tags.some(contains) ||
    (scope === 'manager' && contains(note.verse_reference))
  );
}

/**
 * Case-insensitive, trimmed substring search; an empty search matches every note. The
 * panel matches content, title or any tag; the manager also matches verse_reference.
 */
export function matchesNoteSearch(
  note: StudyNote,
  search: string | undefined,
  scope: NoteSearchScope,
): boolean {
  return noteMatchesNeedle(note, foldedNeedle(search), scope);
}

/**
 * The notes passing every active filter, in their original order. Translation and
 * tags compare case-insensitively; tags match when any of the note's tags is one of the chosen
 * ones (exact tag, not substring). Empty or missing filters are ignored.
 */
export function filterNotes(
  notes: readonly StudyNote[],
  filters: NoteFilters,
  scope: NoteSearchScope,
): StudyNote[] {
  // Fold the filters once rather than once per note.
  const needle = foldedNeedle(filters.search);
  const noteType = filters.noteType || null;
  const translation = fold(filters.translation?.trim() ?? '');
  const color = filters.color || null;
  const tags = new Set(foldedTags(filters.tags));
  return notes.filter(
    (note) =>
      (noteType === null || note.note_type === noteType) &&
      (translation === '' || fold(note.translation) === translation) &&
      (color === null || note.color === color) &&
      (tags.size === 0 || note.tags.some((tag) => tags.has(fold(tag.trim())))) &&
      noteMatchesNeedle(note, needle, scope),
  );
}

/**
 * Whether any filter would narrow the list: drives the manager's 'Filtered' badge.
 * Blank values count as inactive, the same way `filterNotes` ignores them.
 */
export function hasActiveFilters(filters: NoteFilters): boolean {
  return (
    foldedNeedle(filters.search) !== '' ||
    Boolean(filters.noteType) ||
    (filters.translation?.trim() ?? '') !== '' ||
    Boolean(filters.color) ||
    foldedTags(filters.tags).length > 0
  );
}
