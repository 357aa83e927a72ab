import { findBookByCode } from '@manna/shared';

// Where /bible reopens: the last chapter read on the lookup screen, on this device.
export const LAST_READ_STORAGE_KEY = 'bibleLastRead';

export interface ChapterLocation {
  /** USFM code, upper case. */
  book: string;
  chapter: number;
}

export const DEFAULT_CHAPTER_LOCATION: ChapterLocation = { book: 'JHN', chapter: 1 };

/** A book code and chapter that exist, normalised; null otherwise. Accepts '3' for the chapter. */
export function toChapterLocation(book: unknown, chapter: unknown): ChapterLocation | null {
  if (typeof book !== 'string') return null;
  const found = findBookByCode(book);
  const number =
    typeof chapter === 'number'
      ? chapter
      : typeof chapter === 'string' && /^\d{1,3}$/.test(chapter)
        ? Number(chapter)
        : Number.NaN;
  if (!found || !Number.isInteger(number) || number < 1 || number > found.chapters) return null;
  return { book: found.code, chapter: number };
}

export function parseLastRead(raw: string | null): ChapterLocation {
  if (!raw) return DEFAULT_CHAPTER_LOCATION;
  try {
    const data: unknown = JSON.parse(raw);
    if (data && typeof data === 'object' && 'book' in data && 'chapter' in data) {
      return toChapterLocation(data.book, data.chapter) ?? DEFAULT_CHAPTER_LOCATION;
    }
  } catch {
    // Corrupt storage: start again at John 1.
  }
  return DEFAULT_CHAPTER_LOCATION;
}

export function readLastRead(): ChapterLocation {
  try {
    return parseLastRead(window.localStorage.getItem(LAST_READ_STORAGE_KEY));
  } catch {
    return DEFAULT_CHAPTER_LOCATION;
  }
}

export function saveLastRead(location: ChapterLocation): void {
  try {
    window.localStorage.setItem(LAST_READ_STORAGE_KEY, JSON.stringify(location));
  } catch {
    // Storage may be refused (private browsing); /bible then opens John 1.
  }
}
