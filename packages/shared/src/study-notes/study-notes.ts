// Study notes (docs/product/study-notes-and-bookmarks.md#notes). Dates are ISO
// strings on the wire; `book` is the book's name ('John', '1 Corinthians').

/**
 * The note types, in the order the type selects list them
 * (docs/product/study-notes-and-bookmarks.md#note-types-and-colors).
 */
export const NOTE_TYPES = ['personal', 'study', 'verse', 'chapter', 'reflection'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];

export const NOTE_TYPE_LABELS: Record<NoteType, string> = {
  personal: 'Personal Reflection',
  study: 'Bible Study',
  verse: 'Verse Analysis',
  chapter: 'Chapter Overview',
  reflection: 'Spiritual Insight',
};

/** A new note is a verse note when a verse is given, otherwise a chapter note. */
export function defaultNoteTypeFor(verse: number | null | undefined): NoteType {
  return verse === null || verse === undefined ? 'chapter' : 'verse';
}

/** The colors, blue first (the default). */
export const NOTE_COLORS = ['blue', 'green', 'yellow', 'red', 'purple', 'pink', 'gray'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];
export const DEFAULT_NOTE_COLOR: NoteColor = 'blue';

export const NOTE_COLOR_LABELS: Record<NoteColor, string> = {
  blue: 'Blue',
  green: 'Green',
  yellow: 'Yellow',
  red: 'Red',
  purple: 'Purple',
  pink: 'Pink',
  gray: 'Gray',
};

// Preview, delete window and badge cap (docs/product/study-notes-and-bookmarks.md#constants).
export const NOTE_PREVIEW_LENGTH = 150;
export const NOTE_DELETE_CONFIRM_MS = 3000;
/** The verse badge shows '9+' above this. */
export const NOTE_BADGE_CAP = 9;
/** The manager's new note starts at Genesis 1. */
export const NEW_NOTE_DEFAULT_BOOK = 'Genesis';
export const NEW_NOTE_DEFAULT_CHAPTER = 1;

// Our limits (docs/product/study-notes-and-bookmarks.md#validation-and-limits): generous for
// writing, bounded for the database.
export const NOTE_TITLE_MAX_LENGTH = 200;
export const NOTE_CONTENT_MAX_LENGTH = 20_000;
export const NOTE_TAG_MAX_LENGTH = 40;
export const NOTE_TAGS_MAX = 20;
/** Pages of the notes list (the manager loads more as the member scrolls). */
export const NOTES_PAGE_SIZE = 50;
export const NOTES_PAGE_SIZE_MAX = 200;

/** GET /api/study-notes... : one note. */
export interface StudyNote {
  id: string;
  user_id: string;
  /** Display text: 'John 3:16', or 'John 3' for a chapter note. */
  verse_reference: string;
  book: string;
  chapter: number;
  /** null for a chapter-level note. */
  verse: number | null;
  translation: string;
  note_type: NoteType;
  title: string | null;
  content: string;
  tags: string[];
  color: NoteColor;
  created_at: string;
  updated_at: string;
}

/** 'John 3:16' for a verse, 'John 3' for the chapter (verse_reference). */
export function verseReferenceOf(book: string, chapter: number, verse?: number | null): string {
  return verse === null || verse === undefined
    ? `${book} ${chapter}`
    : `${book} ${chapter}:${verse}`;
}

/**
 * Each tag is trimmed; empty ones and repeats are dropped (case-insensitively, keeping
 * the first spelling).
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** GET /api/study-notes: one page of the filtered list, and how many notes match in all. */
export interface StudyNotePage {
  notes: StudyNote[];
  /** Notes matching the filters. */
  total: number;
  /** Where the next page starts, or null on the last page. */
  next_offset: number | null;
}

/** GET /api/study-notes/summary: what the manager needs before any filter. */
export interface StudyNoteSummary {
  /** All the member's notes. */
  total: number;
  /** Every tag the member has used, alphabetical. */
  tags: string[];
}

/** GET /api/study-notes/chapter: a chapter's notes, chapter-level first, then by verse. */
export interface ChapterNotesResponse {
  notes: StudyNote[];
}

/** GET /api/study-notes/verse-counts: notes per verse of a chapter (verses with none left out). */
export interface VerseNoteCountsResponse {
  counts: { verse: number; count: number }[];
}
