import { resolveBook } from './book-aliases';
import type { BibleBook } from './books';

/**
 * A scripture reference such as 'John 3:16-18'. `book` is undefined when the book word is not a
 * known book; `bookCode` then holds the upper-cased name and the caller decides what to
 * do (typically a 404). `verseEnd` is only set for a real range (greater than `verseStart`).
 */
export interface ParsedReference {
  book: BibleBook | undefined;
  /** USFM code ('JHN', '1CO'), or the upper-cased unknown name without spaces or dots. */
  bookCode: string;
  /** The book's full name, or the unknown name as written (whitespace collapsed). */
  bookName: string;
  chapter: number;
  verseStart?: number;
  verseEnd?: number;
}

/** Thrown when a reference does not have the expected shape. */
export class InvalidReferenceError extends Error {
  readonly reference: string;

  constructor(reference: string) {
    super(`Invalid reference format: ${reference}`);
    this.name = 'InvalidReferenceError';
    this.reference = reference;
  }
}

/**
 * The reference format (docs/product/scripture.md#references): an optional leading digit, a book
 * word, a chapter number, and optionally a colon with a verse or verse range. The book word may be
 * several words ('Song of Solomon', 'First John') and may contain dots ('1 Cor.'). The range dash
 * may be a hyphen, an en dash or an em dash. Runs on the input after '+' became a space and
 * whitespace was collapsed.
 */
const REFERENCE_PATTERN = /^((?:\d ?)?[a-z][a-z. ]*?) ?(\d+)(?: ?: ?(\d+)(?: ?[-–—] ?(\d+))?)?$/i;

function toPositiveInteger(digits: string | undefined, reference: string): number | undefined {
  if (digits === undefined) return undefined;
  const value = Number.parseInt(digits, 10);
  // Chapter 0, verse 0 and numbers too large to be exact are not references.
  if (!Number.isSafeInteger(value) || value < 1) throw new InvalidReferenceError(reference);
  return value;
}

/**
 * Parses a reference such as 'John 3:16', '1 Cor 13', 'Ps 23', 'gen 1:1-3' or 'John+3:16'.
 * Throws `InvalidReferenceError` (message 'Invalid reference format: {reference}') when
 * the shape is wrong, a chapter or verse is 0, or a range ends before it starts. Whether the
 * chapter exists in the book is not checked here.
 */
export function parseReference(reference: string): ParsedReference {
  // Plus signs count as spaces.
  const cleaned = reference.replace(/[\s+]+/g, ' ').trim();
  const match = REFERENCE_PATTERN.exec(cleaned);
  if (!match) throw new InvalidReferenceError(reference);
  const [, rawBook = '', chapterDigits, startDigits, endDigits] = match;

  const chapter = toPositiveInteger(chapterDigits, reference);
  if (chapter === undefined) throw new InvalidReferenceError(reference);
  const verseStart = toPositiveInteger(startDigits, reference);
  const verseEnd = toPositiveInteger(endDigits, reference);
  if (verseStart !== undefined && verseEnd !== undefined && verseEnd < verseStart) {
    throw new InvalidReferenceError(reference);
  }

  const book = resolveBook(rawBook);
  const bookName = rawBook.trim();
  const parsed: ParsedReference = {
    book,
    // Known books map to their 3-letter code; unknown names are upper-cased.
    bookCode: book ? book.code : bookName.toUpperCase().replace(/[ .]/g, ''),
    bookName: book ? book.name : bookName,
    chapter,
  };
  if (verseStart !== undefined) parsed.verseStart = verseStart;
  if (verseStart !== undefined && verseEnd !== undefined && verseEnd > verseStart) {
    parsed.verseEnd = verseEnd;
  }
  return parsed;
}

/** The API.Bible chapter id, e.g. 'JHN.3' (docs/product/scripture.md#references). */
export function toApiBibleChapterId(code: string, chapter: number): string {
  return `${code.trim().toUpperCase()}.${chapter}`;
}

/** Display form: 'John 3:16-18', 'John 3', 'Psalms 23:1'. */
export function formatReference(parsed: ParsedReference): string {
  const name = parsed.book ? parsed.book.name : parsed.bookName;
  const base = `${name} ${parsed.chapter}`;
  if (parsed.verseStart === undefined) return base;
  if (parsed.verseEnd === undefined || parsed.verseEnd === parsed.verseStart) {
    return `${base}:${parsed.verseStart}`;
  }
  return `${base}:${parsed.verseStart}-${parsed.verseEnd}`;
}

/** The translations with a short name that maps to an API.Bible id. */
export const API_BIBLE_SHORT_NAMES = ['nasb', 'kjv', 'esv', 'niv', 'nlt'] as const;
export type ApiBibleShortName = (typeof API_BIBLE_SHORT_NAMES)[number];

/**
 * A translation id containing a hyphen is used as is; short names (nasb, kjv, esv, niv,
 * nlt, any case) map through `ids`; anything else falls back to the NASB id.
 */
export function resolveBibleId(
  translation: string,
  ids: Readonly<Record<ApiBibleShortName, string>>,
): string {
  if (translation.includes('-')) return translation;
  const shortName = translation.trim().toLowerCase();
  // A list check rather than `in ids`: extra keys and prototype names ('constructor') fall back.
  return isApiBibleShortName(shortName) ? ids[shortName] : ids.nasb;
}

export function isApiBibleShortName(value: string): value is ApiBibleShortName {
  return API_BIBLE_SHORT_NAMES.some((name) => name === value);
}
