import { type ChapterVerse, findBookByName } from '@manna/shared';
import { appendChapter, appendVerse, cleanText, placeHeader } from './bible-assembly';
import type { BundledBibleFile, BundledChapter } from './bundled-bible';

/** kjv/json/verses-1769.json: "Book C:V" -> text. */
export type KjvVerses = Readonly<Record<string, string>>;

/** One entry of kjv/json/layout-1769.json, the edition's structure in reading order. */
export type KjvLayoutEntry =
  | readonly ['BOOK', string]
  | readonly ['CHAPTER', number]
  | readonly ['VERSE', string]
  | readonly ['PARAGRAPH']
  | readonly ['TXT', string];

// STACK-NOTES: the package uses the 1769 edition's book names; only the Song of Songs differs
// from the shared book list, which matches every other name exactly.
const KJV_BOOK_CODES: Readonly<Record<string, string>> = { "Solomon's Song": 'SNG' };

function kjvBookCode(name: string): string {
  const code = KJV_BOOK_CODES[name] ?? findBookByName(name)?.code;
  if (!code) throw new Error(`KJV: unknown book name "${name}".`);
  return code;
}

const REFERENCE = /^(.+) (\d+):(\d+)$/;

/**
 * Converts the `kjv` package. The layout gives the order, the Psalm titles and Psalm 119's
 * letters (STACK-NOTES: they are only there); the verse map gives the text.
 */
export function convertKjv(
  verses: KjvVerses,
  layout: readonly KjvLayoutEntry[],
  version: string,
): BundledBibleFile {
  const books: Record<string, BundledChapter[]> = {};
  let book: { code: string; chapters: BundledChapter[] } | undefined;
  let chapter: BundledChapter | undefined;
  // TXT entries waiting for the verse they head.
  let headers: string[] = [];
  let converted = 0;

  for (const entry of layout) {
    switch (entry[0]) {
      case 'BOOK': {
        const code = kjvBookCode(entry[1]);
        if (books[code]) throw new Error(`KJV: ${entry[1]} appears twice in the layout.`);
        book = { code, chapters: [] };
        books[code] = book.chapters;
        chapter = undefined;
        // Text after a book's last verse is an epistle's subscription ("Written to the Romans
        // from Corinthus...") or a testament's title page: neither is verse text.
        headers = [];
        break;
      }
      case 'CHAPTER': {
        if (!book) throw new Error(`KJV: chapter ${entry[1]} comes before any book.`);
        if (headers.length > 0) {
          throw new Error(
            `KJV: text "${headers.join(' ')}" comes before ${book.code} ${entry[1]}.`,
          );
        }
        chapter = appendChapter(book.chapters, book.code, entry[1]);
        break;
      }
      case 'TXT':
        // Before Genesis the layout holds the edition's front matter.
        if (book) headers.push(entry[1]);
        break;
      case 'VERSE': {
        const match = REFERENCE.exec(entry[1]);
        if (
          !match ||
          !chapter ||
          kjvBookCode(match[1] ?? '') !== chapter.book ||
          Number(match[2]) !== chapter.chapter
        ) {
          throw new Error(`KJV: ${entry[1]} is out of place in the layout.`);
        }
        const raw = verses[entry[1]];
        if (raw === undefined) throw new Error(`KJV: no text for ${entry[1]}.`);
        // STACK-NOTES: '# ' opens a paragraph; `[words]` stay as the reader's italics markup.
        const paragraph = raw.startsWith('# ');
        const verse: ChapterVerse = {
          verse: Number(match[3]),
          text: cleanText(paragraph ? raw.slice(2) : raw),
        };
        if (paragraph) verse.paragraph = true;
        if (headers.length > 1) throw new Error(`KJV: several headers before ${entry[1]}.`);
        const header = headers[0];
        if (header !== undefined) placeHeader(chapter, verse, header);
        headers = [];
        appendVerse(chapter, verse);
        converted += 1;
        break;
      }
      case 'PARAGRAPH':
        // Mirrors the '# ' markers in the verse text exactly, which are used instead.
        break;
      default:
        throw new Error(`KJV: unknown layout entry ${JSON.stringify(entry)}.`);
    }
  }

  const total = Object.keys(verses).length;
  if (converted !== total) {
    throw new Error(`KJV: the layout places ${converted} of the ${total} verses.`);
  }
  return { translation: 'kjv', version, books };
}
