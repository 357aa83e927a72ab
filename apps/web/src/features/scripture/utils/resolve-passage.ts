import { InvalidReferenceError, parseReference } from '@manna/shared';
import { formatCount } from '@/lib/format';
import type { ChapterLocation } from './last-read';
import type { VerseRange } from './verse-range';

export interface PassageTarget extends ChapterLocation {
  verses: VerseRange | null;
}

export type PassageResolution =
  | { ok: true; target: PassageTarget }
  | { ok: false; message: string };

export const EMPTY_REFERENCE_MESSAGE = 'Please enter a reference such as John 3:16';

/**
 * Turns what the member typed ('John 3:16-18', 'jn 3', 'Ps 23:1') into a chapter to open, or a
 * message to show. Bad shapes give 'Invalid reference format: {reference}'
 * (docs/product/scripture.md#references).
 */
export function resolvePassage(input: string): PassageResolution {
  const reference = input.trim();
  if (reference === '') return { ok: false, message: EMPTY_REFERENCE_MESSAGE };
  let parsed: ReturnType<typeof parseReference>;
  try {
    parsed = parseReference(reference);
  } catch (error) {
    if (error instanceof InvalidReferenceError) return { ok: false, message: error.message };
    throw error;
  }
  const { book } = parsed;
  if (!book) {
    return {
      ok: false,
      message: `No book called “${parsed.bookName}”. Try a name such as John or an abbreviation such as Jn.`,
    };
  }
  if (parsed.chapter > book.chapters) {
    return { ok: false, message: `${book.name} has ${formatCount(book.chapters, 'chapter')}.` };
  }
  const verses =
    parsed.verseStart === undefined
      ? null
      : { start: parsed.verseStart, end: parsed.verseEnd ?? parsed.verseStart };
  return { ok: true, target: { book: book.code, chapter: parsed.chapter, verses } };
}
