import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBundledBibles } from './build-bundled-bibles';
import { BUNDLED_BIBLES_DIR, type BundledBibleFile, readBundledBible } from './bundled-bible';

// The generated files themselves, checked against a chapter table written out independently of
// the shared book list (66 books, 1,189 chapters).
// biome-ignore format: the table reads best in rows
const CHAPTERS: Record<string, number> = {
  GEN: 50, EXO: 40, LEV: 27, NUM: 36, DEU: 34, JOS: 24, JDG: 21, RUT: 4, '1SA': 31, '2SA': 24,
  '1KI': 22, '2KI': 25, '1CH': 29, '2CH': 36, EZR: 10, NEH: 13, EST: 10, JOB: 42, PSA: 150,
  PRO: 31, ECC: 12, SNG: 8, ISA: 66, JER: 52, LAM: 5, EZK: 48, DAN: 12, HOS: 14, JOL: 3, AMO: 9,
  OBA: 1, JON: 4, MIC: 7, NAM: 3, HAB: 3, ZEP: 3, HAG: 2, ZEC: 14, MAL: 4,
  MAT: 28, MRK: 16, LUK: 24, JHN: 21, ACT: 28, ROM: 16, '1CO': 16, '2CO': 13, GAL: 6, EPH: 6,
  PHP: 4, COL: 4, '1TH': 5, '2TH': 3, '1TI': 6, '2TI': 4, TIT: 3, PHM: 1, HEB: 13, JAS: 5,
  '1PE': 5, '2PE': 3, '1JN': 5, '2JN': 1, '3JN': 1, JUD: 1, REV: 22,
};

let bibles: Record<'kjv' | 'web', BundledBibleFile>;

beforeAll(() => {
  const built = ['kjv', 'web'].every((id) =>
    existsSync(path.join(BUNDLED_BIBLES_DIR, `${id}.json`)),
  );
  if (!built) buildBundledBibles();
  bibles = { kjv: readBundledBible('kjv'), web: readBundledBible('web') };
});

function chapter(translation: 'kjv' | 'web', book: string, number: number) {
  const found = bibles[translation].books[book]?.[number - 1];
  if (!found) throw new Error(`${translation} ${book} ${number} is missing`);
  return found;
}

function verse(translation: 'kjv' | 'web', book: string, number: number, verseNumber: number) {
  return chapter(translation, book, number).verses[verseNumber - 1];
}

describe.each(['kjv', 'web'] as const)('the bundled %s text', (translation) => {
  it('has every book with its chapters, in canonical order', () => {
    const { books } = bibles[translation];
    expect(Object.keys(CHAPTERS)).toHaveLength(66);
    expect(Object.keys(books)).toEqual(Object.keys(CHAPTERS));
    for (const [code, count] of Object.entries(CHAPTERS)) {
      expect(
        books[code]?.map((chapter) => chapter.chapter),
        code,
      ).toEqual(Array.from({ length: count }, (_, index) => index + 1));
      for (const { book } of books[code] ?? []) expect(book).toBe(code);
    }
    expect(Object.values(books).flat()).toHaveLength(1189);
  });

  it('numbers every chapter 1..n with clean text', () => {
    // One assertion over all ~31,000 verses keeps this fast and lists every offender at once.
    const problems: string[] = [];
    for (const chapters of Object.values(bibles[translation].books)) {
      for (const { book, chapter, verses } of chapters) {
        if (verses.length === 0) problems.push(`${book} ${chapter} has no verses`);
        verses.forEach(({ verse, text, omitted }, index) => {
          const at = `${book} ${chapter}:${verse}`;
          if (verse !== index + 1) problems.push(`${at} is verse number ${index + 1}`);
          if (text !== text.trim()) problems.push(`${at} has leading or trailing spaces`);
          if (text.includes('  ')) problems.push(`${at} has double spaces`);
          if (text.includes('\u00a0')) problems.push(`${at} has a non-breaking space`);
          if ((text === '') !== (omitted === true))
            problems.push(`${at}: omitted ${omitted}, text "${text}"`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the title of Psalm 23 and the letter of Psalm 119:1', () => {
    expect(chapter(translation, 'PSA', 23).title).toMatch(/^A Psalm (of|by) David\.$/);
    expect(verse(translation, 'PSA', 119, 1)?.heading).toBe('ALEPH');
  });
});

describe('the bundled KJV', () => {
  it('has 31,102 verses', () => {
    const verses = Object.values(bibles.kjv.books)
      .flat()
      .reduce((sum, chapter) => sum + chapter.verses.length, 0);
    expect(verses).toBe(31_102);
  });

  it('reads as the KJV does', () => {
    expect(verse('kjv', 'GEN', 1, 1)).toEqual({
      verse: 1,
      text: 'In the beginning God created the heaven and the earth.',
    });
    expect(verse('kjv', 'JHN', 3, 16)?.text).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(verse('kjv', 'JHN', 3, 16)?.paragraph).toBe(true);
    expect(verse('kjv', 'PSA', 23, 1)?.text).toBe('The LORD [is] my shepherd; I shall not want.');
    expect(verse('kjv', 'SNG', 1, 1)?.text).toBe("The song of songs, which [is] Solomon's.");
    expect(verse('kjv', 'PSA', 119, 9)?.heading).toBe('BETH');
  });
});

describe('the bundled WEB', () => {
  it('reads as the WEB does', () => {
    expect(verse('web', 'JHN', 11, 35)?.text).toBe('Jesus wept.');
    expect(chapter('web', 'PSA', 23).title).toBe('A Psalm by David.');
    expect(chapter('web', 'PSA', 90).title).toBe('A Prayer by Moses, the man of God.');
  });

  it('marks the verses the WEB omits', () => {
    for (const [book, number, verseNumber] of [
      ['ACT', 8, 37],
      ['ACT', 15, 34],
      ['ACT', 24, 7],
      ['LUK', 17, 36],
      ['ROM', 16, 25],
    ] as const) {
      expect(verse('web', book, number, verseNumber)).toEqual({
        verse: verseNumber,
        text: '',
        omitted: true,
      });
    }
  });

  it('keeps its own versification of Romans 14 and 16', () => {
    expect(chapter('web', 'ROM', 14).verses).toHaveLength(26);
    expect(chapter('web', 'ROM', 16).verses).toHaveLength(25);
    expect(verse('web', 'ROM', 14, 24)?.text).toMatch(/^Now to him who is able to establish you/);
  });
});
