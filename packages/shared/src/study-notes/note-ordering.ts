// How study notes are ordered and grouped on screen: the chapter panel
// (docs/product/study-notes-and-bookmarks.md#the-chapter-panel) and the manager
// (docs/product/study-notes-and-bookmarks.md#the-notes-manager), plus the verse badges. Every
// function returns new arrays and leaves its input alone.
import { NOTE_BADGE_CAP, type StudyNote } from './study-notes';

export interface VerseNoteGroup {
  verse: number;
  notes: StudyNote[];
}

export interface ChapterNoteGroups {
  /** Notes on the chapter as a whole (verse null), shown under 'Chapter Notes'. */
  chapterNotes: StudyNote[];
  /** One group per verse that has notes, ascending, shown as 'Verse {n} Notes'. */
  verseGroups: VerseNoteGroup[];
}

export interface BookNoteGroup {
  book: string;
  notes: StudyNote[];
}

// The manager: books alphabetical. Numeric collation keeps '2 John' after '1 John' and
// base sensitivity ignores case and accents, as a reader would alphabetise. Made on first use:
// building a collator loads its language's rules (7-18 ms in Chromium on these servers' cores),
// and the reading screens load this module for a chapter's notes, which sort without it.
let bookCollator: Intl.Collator | undefined;

/** The instant of an ISO string; an unreadable one counts as the oldest possible. */
function instantOf(iso: string): number {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** By UTF-16 code unit: the same everywhere, unlike locale collation. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Chapter-level notes (verse null) sort before verse 1. */
function compareVerses(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return compareNumbers(a, b);
}

/**
 * Newest created first; notes created at the same instant fall back to id so the order is the
 * same on every render and on the server.
 */
function compareNewestFirst(a: StudyNote, b: StudyNote): number {
  return (
    compareNumbers(instantOf(b.created_at), instantOf(a.created_at)) || compareCodeUnits(a.id, b.id)
  );
}

/**
 * A chapter's notes: chapter-level notes (verse null) first, then by verse ascending, then
 * newest created first. Instants are compared, not strings, so mixed offsets sort correctly.
 */
export function compareChapterNotes(a: StudyNote, b: StudyNote): number {
  return compareVerses(a.verse, b.verse) || compareNewestFirst(a, b);
}

/**
 * The panel: 'Chapter Notes' then one 'Verse {n} Notes' group per verse, ascending; each list
 * in `compareChapterNotes` order. The notes are expected to be one chapter's; they are grouped by
 * verse only.
 */
export function groupChapterNotes(notes: readonly StudyNote[]): ChapterNoteGroups {
  const chapterNotes: StudyNote[] = [];
  const verseGroups: VerseNoteGroup[] = [];
  for (const note of [...notes].sort(compareChapterNotes)) {
    if (note.verse === null) {
      chapterNotes.push(note);
      continue;
    }
    // Sorted input: a verse's notes are contiguous, so only the last group can match.
    const last = verseGroups.at(-1);
    if (last && last.verse === note.verse) last.notes.push(note);
    else verseGroups.push({ verse: note.verse, notes: [note] });
  }
  return { chapterNotes, verseGroups };
}

/**
 * The manager: within a book, chapter ascending, then verse ascending (chapter-level notes
 * before verse 1), then newest created first.
 */
function compareWithinBook(a: StudyNote, b: StudyNote): number {
  return compareNumbers(a.chapter, b.chapter) || compareChapterNotes(a, b);
}

/**
 * Books by collation; two spellings the collator treats as equal ('john', 'John') stay separate
 * groups, ordered by code unit so the result does not depend on the input order.
 */
function compareBooks(a: string, b: string): number {
  bookCollator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return bookCollator.compare(a, b) || compareCodeUnits(a, b);
}

/**
 * The manager: one group per book (exact `book` text), books alphabetical, notes in each in
 * chapter, verse, newest-first order.
 */
export function groupNotesByBook(notes: readonly StudyNote[]): BookNoteGroup[] {
  const byBook = new Map<string, StudyNote[]>();
  for (const note of notes) {
    const group = byBook.get(note.book);
    if (group) group.push(note);
    else byBook.set(note.book, [note]);
  }
  return [...byBook.keys()]
    .sort(compareBooks)
    .map((book) => ({ book, notes: (byBook.get(book) ?? []).sort(compareWithinBook) }));
}

/**
 * The verse note badge caps at '9+'. No badge ('') for zero, and for a count that is
 * not a positive number; fractions round down.
 */
export function verseBadgeLabel(count: number): string {
  const whole = Math.floor(count);
  if (!(whole >= 1)) return '';
  return whole > NOTE_BADGE_CAP ? `${NOTE_BADGE_CAP}+` : String(whole);
}
