import { BIBLE_BOOKS, findBookByCode, findBookByName } from '@manna/shared';

/** A chapter by book code, as the chapter query keys it (e.g. `{ book: 'JHN', chapter: 3 }`). */
export interface ChapterLocation {
  book: string;
  chapter: number;
}

export type ChapterDirection = 'next' | 'previous';

/**
 * The chapter after or before `book chapter` in canonical order, crossing book boundaries
 * (Malachi 4 → Matthew 1). `null` before Genesis 1, after Revelation 22, and for a book code or
 * chapter that does not exist.
 */
export function adjacentChapter(
  book: string,
  chapter: number,
  direction: ChapterDirection,
): ChapterLocation | null {
  const current = findBookByCode(book);
  if (!current || !Number.isInteger(chapter) || chapter < 1 || chapter > current.chapters) {
    return null;
  }
  const index = BIBLE_BOOKS.findIndex((candidate) => candidate.code === current.code);

  if (direction === 'next') {
    if (chapter < current.chapters) return { book: current.code, chapter: chapter + 1 };
    const following = BIBLE_BOOKS[index + 1];
    return following ? { book: following.code, chapter: 1 } : null;
  }

  if (chapter > 1) return { book: current.code, chapter: chapter - 1 };
  const preceding = BIBLE_BOOKS[index - 1];
  return preceding ? { book: preceding.code, chapter: preceding.chapters } : null;
}

/**
 * Maps plan chapters (book names as reading plans store them, e.g. 'John') to chapter locations,
 * dropping any whose book or chapter does not exist.
 */
export function planChaptersToLocations(
  chapters: readonly { book: string; chapter: number }[],
): ChapterLocation[] {
  const locations: ChapterLocation[] = [];
  for (const { book, chapter } of chapters) {
    const found = findBookByName(book);
    if (found && Number.isInteger(chapter) && chapter >= 1 && chapter <= found.chapters) {
      locations.push({ book: found.code, chapter });
    }
  }
  return locations;
}
