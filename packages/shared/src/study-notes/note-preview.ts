// What a compact note card shows (docs/product/study-notes-and-bookmarks.md#note-card).
import { graphemeSegmenter } from '../text/graphemes';
import { NOTE_PREVIEW_LENGTH, type StudyNote } from './study-notes';

export interface NotePreview {
  text: string;
  /** The content was cut: the card offers 'Read more'. */
  truncated: boolean;
}

/** A cut preview ends with three dots. */
export const NOTE_PREVIEW_ELLIPSIS = '...';

/**
 * Where to cut so that at most `length` UTF-16 units are kept without splitting a character:
 * the last grapheme boundary at or before `length`.
 */
function cutIndex(content: string, length: number): number {
  let cut = 0;
  // Segments are produced lazily, so a long note is only walked up to the cut.
  for (const { index, segment } of graphemeSegmenter().segment(content)) {
    const end = index + segment.length;
    if (end > length) break;
    cut = end;
  }
  return cut;
}

/**
 * Content longer than `length` (150) UTF-16 units is cut to at most that many,
 * trailing whitespace dropped, followed by '...'. Shorter content comes back unchanged.
 */
export function notePreview(content: string, length: number = NOTE_PREVIEW_LENGTH): NotePreview {
  if (!Number.isInteger(length) || length < 0) {
    throw new RangeError(`Preview length must be a whole number of 0 or more, not ${length}`);
  }
  if (content.length <= length) return { text: content, truncated: false };
  const kept = content.slice(0, cutIndex(content, length)).trimEnd();
  return { text: `${kept}${NOTE_PREVIEW_ELLIPSIS}`, truncated: true };
}

/**
 * The note card's updated time shows only when it differs from the created time. The
 * instants are compared, so the same moment written with another offset or precision is not an
 * edit; an unreadable time is never shown as an edit.
 */
export function isNoteEdited(note: Pick<StudyNote, 'created_at' | 'updated_at'>): boolean {
  const created = Date.parse(note.created_at);
  const updated = Date.parse(note.updated_at);
  if (Number.isNaN(created) || Number.isNaN(updated)) return false;
  return created !== updated;
}
