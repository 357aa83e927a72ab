// Its own module, so that a screen that only parses references does not carry it.
import { parseReference } from './references';

/** Where a reference opens in the reader: its book's code, chapter, and verse or range ('16-18'). */
export interface ReaderLocation {
  book: string;
  chapter: number;
  verse: string | null;
}

/**
 * Where `reference` opens in the reader (/bible/{book}/{chapter}?verse=), or null when it is not
 * a reference or names no known book.
 */
export function readerLocationOf(reference: string): ReaderLocation | null {
  try {
    const parsed = parseReference(reference);
    if (!parsed.book) return null;
    const verse =
      parsed.verseStart === undefined
        ? null
        : `${parsed.verseStart}${parsed.verseEnd ? `-${parsed.verseEnd}` : ''}`;
    return { book: parsed.book.code, chapter: parsed.chapter, verse };
  } catch {
    return null;
  }
}
