import { BIBLE_BOOKS, type BibleBook, type BookCode } from './books';

/**
 * Common names and abbreviations per book, in addition to the book's USFM code and full name (both
 * are always accepted): a reference's book word maps to its code
 * (docs/product/scripture.md#references).
 *
 * Aliases are written in normalized form (see `normalizeBookName`): lower case, no dots, single
 * spaces, numbered books with an arabic digit and a space ('1 cor'). Roman numerals ('i cor'),
 * words ('first cor') and ordinals ('1st cor') are folded into that form, so they need no entry.
 *
 * Ambiguities and how they are resolved:
 * - 'jud' is the USFM code of Jude, so it is Jude; Judges is 'judg', 'jdg', 'jdgs', 'jg'.
 * - 'jon' is the USFM code of Jonah, so it is Jonah; John is 'jn', 'jhn', 'joh'.
 * - 'phil' is Philippians (SBL style, and 'php' is its code); Philemon is 'philem', 'phlm', 'phm'.
 *   'ph' and 'phi' are left out as ambiguous.
 * - Left out as ambiguous: 'jo' (Joshua, Job, Joel, Jonah, John), 'ja' (James, Jonah...), 'ju'
 *   (Judges, Jude), 'ez' (Ezra, Ezekiel), 'ma' (Matthew, Mark, Malachi), 'ha' (Habakkuk, Haggai),
 *   'ti' (Titus; '1 ti' is 1 Timothy), 'so'/'ss' (Song of Solomon).
 */
export const BOOK_ALIASES: Readonly<Record<BookCode, readonly string[]>> = {
  GEN: ['gen', 'ge', 'gn'],
  EXO: ['ex', 'exod'],
  LEV: ['lev', 'le', 'lv'],
  NUM: ['num', 'nu', 'nm', 'nb'],
  DEU: ['deut', 'de', 'dt'],
  JOS: ['josh', 'jsh'],
  JDG: ['judg', 'jdgs', 'jg'],
  RUT: ['ru', 'rth'],
  '1SA': ['1 sam', '1 sm'],
  '2SA': ['2 sam', '2 sm'],
  '1KI': ['1 kgs', '1 kin', '1 kg'],
  '2KI': ['2 kgs', '2 kin', '2 kg'],
  '1CH': ['1 chr', '1 chron', '1 chro'],
  '2CH': ['2 chr', '2 chron', '2 chro'],
  EZR: ['ezr'],
  NEH: ['neh', 'ne'],
  EST: ['esth', 'es'],
  JOB: ['jb'],
  PSA: ['psalm', 'ps', 'pss', 'psm', 'pslm'],
  PRO: ['prov', 'prv', 'pr', 'proverb'],
  ECC: ['eccl', 'eccles', 'ec', 'qoh', 'qoheleth'],
  SNG: [
    'song',
    'song of songs',
    'songs',
    'song of sol',
    'sos',
    'canticles',
    'canticle of canticles',
    'cant',
  ],
  ISA: ['is'],
  JER: ['jer', 'je', 'jr'],
  LAM: ['la'],
  EZK: ['ezek', 'eze'],
  DAN: ['da', 'dn'],
  HOS: ['ho'],
  JOL: ['jl'],
  AMO: ['am'],
  OBA: ['obad', 'ob'],
  JON: ['jnh'],
  MIC: ['mi', 'mc'],
  NAM: ['nah', 'na'],
  HAB: ['hb'],
  ZEP: ['zeph', 'zp'],
  HAG: ['hg'],
  ZEC: ['zech', 'zc'],
  MAL: ['ml'],
  MAT: ['matt', 'mt'],
  MRK: ['mar', 'mk', 'mr'],
  LUK: ['lk', 'lu'],
  JHN: ['jn', 'joh'],
  ACT: ['ac', 'acts of the apostles'],
  ROM: ['ro', 'rm'],
  '1CO': ['1 cor'],
  '2CO': ['2 cor'],
  GAL: ['ga'],
  EPH: ['ephes'],
  PHP: ['phil'],
  COL: [],
  '1TH': ['1 thess', '1 thes', '1 ts'],
  '2TH': ['2 thess', '2 thes', '2 ts'],
  '1TI': ['1 tim', '1 tm'],
  '2TI': ['2 tim', '2 tm'],
  TIT: [],
  PHM: ['philem', 'phlm'],
  HEB: [],
  JAS: ['jm'],
  '1PE': ['1 pet', '1 pt'],
  '2PE': ['2 pet', '2 pt'],
  '1JN': ['1 jhn', '1 joh', '1 jo'],
  '2JN': ['2 jhn', '2 joh', '2 jo'],
  '3JN': ['3 jhn', '3 joh', '3 jo'],
  JUD: ['jde'],
  REV: ['rev', 're', 'rv', 'revelations', 'revelation of john', 'apocalypse', 'apoc'],
};

// 'first john', 'i john', '1st john' and '1john' all become '1 john'.
const NUMBER_PREFIXES: Readonly<Record<string, string>> = {
  first: '1',
  second: '2',
  third: '3',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
  i: '1',
  ii: '2',
  iii: '3',
};
const WORD_PREFIX = /^(first|second|third|1st|2nd|3rd|iii|ii|i) (?=\S)/;
const DIGIT_PREFIX = /^([1-3]) ?(?=[a-z])/;

/**
 * The lookup form of a book name: lower case, dots removed, whitespace (and '+', which a
 * reference treats as a space) collapsed to single spaces, and a number prefix written as '1 ',
 * '2 ' or '3 '.
 */
export function normalizeBookName(name: string): string {
  const collapsed = name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[\s+]+/g, ' ')
    .trim();
  const spelled = collapsed.replace(
    WORD_PREFIX,
    (_match, prefix: string) => `${NUMBER_PREFIXES[prefix] ?? prefix} `,
  );
  return spelled.replace(DIGIT_PREFIX, '$1 ');
}

function buildBookIndex(): ReadonlyMap<string, BibleBook> {
  const index = new Map<string, BibleBook>();
  const add = (key: string, book: BibleBook) => {
    const normalized = normalizeBookName(key);
    const existing = index.get(normalized);
    if (existing && existing.code !== book.code) {
      throw new Error(`Book alias '${key}' is claimed by both ${existing.code} and ${book.code}`);
    }
    index.set(normalized, book);
  };
  // Codes and full names first so that an alias can never take them over (the check above throws).
  for (const book of BIBLE_BOOKS) {
    add(book.code, book);
    add(book.name, book);
  }
  for (const book of BIBLE_BOOKS) {
    for (const alias of BOOK_ALIASES[book.code]) add(alias, book);
  }
  return index;
}

const BOOK_INDEX = buildBookIndex();

/**
 * Finds a book by USFM code, full name or common alias (docs/product/scripture.md#references).
 * Case-insensitive; dots and extra spaces are ignored; numbered books accept '1', 'i', 'first' and
 * '1st' forms.
 */
export function resolveBook(name: string): BibleBook | undefined {
  return BOOK_INDEX.get(normalizeBookName(name));
}
