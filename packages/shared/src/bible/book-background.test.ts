import { describe, expect, it } from 'vitest';
import { NEW_TESTAMENT_CODES, SPEC_NEW_TESTAMENT_CHAPTERS } from '../testing/spec-chapter-counts';
import { BOOK_BACKGROUNDS, getBookBackground } from './book-background';
import { findBookByCode } from './books';

/** Parses '5' or '1-4' into [first, last]; anything else (e.g. '11:1-13:14') is rejected. */
function parseChapterRange(range: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))?$/.exec(range);
  if (!match?.[1]) {
    throw new Error(`Not a whole-chapter range: '${range}'`);
  }
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  return [first, last];
}

function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (Array.isArray(value)) {
    return value.flatMap(collectStrings);
  }
  if (value !== null && typeof value === 'object') {
    return Object.values(value).flatMap(collectStrings);
  }
  return [];
}

describe('BOOK_BACKGROUNDS', () => {
  it('covers the 27 New Testament books in canonical order, then Psalms and Genesis', () => {
    expect(BOOK_BACKGROUNDS).toHaveLength(29);
    expect(BOOK_BACKGROUNDS.map((book) => book.code)).toEqual([
      ...NEW_TESTAMENT_CODES,
      'PSA',
      'GEN',
    ]);
  });

  it('uses the shared book names and lower-case hyphenated ids', () => {
    for (const background of BOOK_BACKGROUNDS) {
      expect(findBookByCode(background.code)?.name).toBe(background.name);
      expect(background.id).toBe(background.name.toLowerCase().replace(/ /g, '-'));
    }
    const ids = BOOK_BACKGROUNDS.map((book) => book.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('1-corinthians');
    expect(ids).toContain('psalms');
    expect(ids).toContain('genesis');
  });

  it.each(BOOK_BACKGROUNDS.map((background) => [background.name, background] as const))(
    '%s: outline covers every chapter exactly once, in order',
    (_name, background) => {
      const chapterCount = findBookByCode(background.code)?.chapters;
      expect(chapterCount).toBeGreaterThan(0);
      expect(background.outline.length).toBeGreaterThanOrEqual(Math.min(3, chapterCount ?? 0));
      expect(background.outline.length).toBeLessThanOrEqual(8);

      let nextChapter = 1;
      for (const section of background.outline) {
        const [first, last] = parseChapterRange(section.chapters);
        expect(first, `${background.name} '${section.chapters}'`).toBe(nextChapter);
        expect(last).toBeGreaterThanOrEqual(first);
        if (first === last) {
          expect(section.chapters).toBe(String(first));
        }
        nextChapter = last + 1;
      }
      expect(nextChapter - 1).toBe(chapterCount);
    },
  );

  it.each(BOOK_BACKGROUNDS.map((background) => [background.name, background] as const))(
    '%s: has complete text and 4-6 themes',
    (_name, background) => {
      for (const text of collectStrings(background)) {
        expect(text.trim()).not.toBe('');
        expect(text).toBe(text.trim());
      }
      expect(background.majorThemes.length).toBeGreaterThanOrEqual(4);
      expect(background.majorThemes.length).toBeLessThanOrEqual(6);
      expect(new Set(background.majorThemes).size).toBe(background.majorThemes.length);
      expect(background.historicalContext.length).toBeGreaterThan(200);
    },
  );

  it('gives Psalms its five books and Romans an outline', () => {
    expect(getBookBackground('PSA')?.outline.map((section) => section.chapters)).toEqual([
      '1-41',
      '42-72',
      '73-89',
      '90-106',
      '107-150',
    ]);
    expect(getBookBackground('Romans')?.outline.length).toBeGreaterThan(0);
  });
});

describe('getBookBackground', () => {
  it.each([
    '1 Corinthians',
    '1 corinthians',
    '1 CORINTHIANS',
    '1CO',
    '1co',
    '1-corinthians',
    '1-Corinthians',
    '  1 Corinthians  ',
  ])('finds 1 Corinthians from %j', (query) => {
    expect(getBookBackground(query)?.code).toBe('1CO');
  });

  it('finds every book by name, code and id in any case', () => {
    for (const background of BOOK_BACKGROUNDS) {
      for (const key of [background.name, background.code, background.id]) {
        expect(getBookBackground(key)).toBe(background);
        expect(getBookBackground(key.toLowerCase())).toBe(background);
        expect(getBookBackground(key.toUpperCase())).toBe(background);
      }
    }
  });

  it('returns undefined for unknown or uncovered books', () => {
    expect(getBookBackground('Hezekiah')).toBeUndefined();
    expect(getBookBackground('XYZ')).toBeUndefined();
    expect(getBookBackground('Exodus')).toBeUndefined();
    expect(getBookBackground('ISA')).toBeUndefined();
    expect(getBookBackground('')).toBeUndefined();
    expect(getBookBackground('   ')).toBeUndefined();
  });
});

describe('the New Testament book list', () => {
  // Its id, name and chapter count: the first 27 backgrounds and the book table.
  const list = BOOK_BACKGROUNDS.slice(0, 27).map(({ id, code, name }) => ({
    id,
    name,
    chapters: findBookByCode(code)?.chapters,
  }));

  it('lists the 27 New Testament books with their chapter counts', () => {
    expect(list).toHaveLength(27);
    expect(list.map((book) => [book.name, book.chapters])).toEqual(SPEC_NEW_TESTAMENT_CHAPTERS);
    expect(list.reduce((sum, book) => sum + (book.chapters ?? 0), 0)).toBe(260);
  });

  it('uses the background ids', () => {
    expect(list[0]).toEqual({ id: 'matthew', name: 'Matthew', chapters: 28 });
  });
});
