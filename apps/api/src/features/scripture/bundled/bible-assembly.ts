import type { ChapterVerse } from '@manna/shared';
import type { BundledChapter } from './bundled-bible';

// Building blocks both converters share, so the KJV and the WEB come out in the same shape.

/** Collapses runs of whitespace (the WEB's trailing and non-breaking spaces too) and trims. */
export function cleanText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Starts the next chapter of a book; chapters must arrive as 1..n so index = chapter - 1. */
export function appendChapter(
  chapters: BundledChapter[],
  book: string,
  chapter: number,
): BundledChapter {
  if (chapter !== chapters.length + 1) {
    throw new Error(
      `${book} ${chapter} comes after chapter ${chapters.length}; expected ${chapters.length + 1}.`,
    );
  }
  const next: BundledChapter = { book, chapter, verses: [] };
  chapters.push(next);
  return next;
}

/** Adds the next verse of a chapter; verses must arrive as 1..n without gaps. */
export function appendVerse(chapter: BundledChapter, verse: ChapterVerse): void {
  const expected = chapter.verses.length + 1;
  if (verse.verse !== expected) {
    throw new Error(
      `${chapter.book} ${chapter.chapter}:${verse.verse} comes after verse ${expected - 1}; expected ${expected}.`,
    );
  }
  chapter.verses.push(verse);
}

/**
 * Places a header the package prints before a verse. STACK-NOTES: Psalm 119's headers are its
 * Hebrew letters, one before every eighth verse; every other header is a Psalm's superscription
 * and comes before verse 1.
 */
export function placeHeader(chapter: BundledChapter, verse: ChapterVerse, header: string): void {
  const text = cleanText(header);
  if (chapter.book === 'PSA' && chapter.chapter === 119) {
    // The KJV prints the letters with a full stop ('ALEPH.'); the WEB without.
    verse.heading = text.replace(/\.$/, '');
  } else if (verse.verse === 1 && chapter.title === undefined) {
    chapter.title = text;
  } else {
    throw new Error(
      `${chapter.book} ${chapter.chapter}:${verse.verse}: unexpected header "${text}".`,
    );
  }
}
