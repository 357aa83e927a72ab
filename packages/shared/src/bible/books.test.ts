import { describe, expect, it } from 'vitest';
import { NEW_TESTAMENT_CODES, SPEC_NEW_TESTAMENT_CHAPTERS } from '../testing/spec-chapter-counts';
import {
  BIBLE_BOOKS,
  findBookByCode,
  findBookByName,
  NEW_TESTAMENT_BOOKS,
  OLD_TESTAMENT_BOOKS,
} from './books';

const sumChapters = (books: readonly { chapters: number }[]) =>
  books.reduce((total, book) => total + book.chapters, 0);

describe('BIBLE_BOOKS', () => {
  it('holds the 66 books of the Protestant canon, 39 OT then 27 NT', () => {
    expect(BIBLE_BOOKS).toHaveLength(66);
    expect(OLD_TESTAMENT_BOOKS).toHaveLength(39);
    expect(NEW_TESTAMENT_BOOKS).toHaveLength(27);
    expect(BIBLE_BOOKS.slice(0, 39).every((book) => book.testament === 'OT')).toBe(true);
    expect(BIBLE_BOOKS[0]?.name).toBe('Genesis');
    expect(BIBLE_BOOKS[38]?.name).toBe('Malachi');
    expect(BIBLE_BOOKS[39]?.name).toBe('Matthew');
    expect(BIBLE_BOOKS[65]?.name).toBe('Revelation');
  });

  it('has 1,189 chapters: 929 in the OT and 260 in the NT', () => {
    expect(sumChapters(BIBLE_BOOKS)).toBe(1189);
    expect(sumChapters(OLD_TESTAMENT_BOOKS)).toBe(929);
    expect(sumChapters(NEW_TESTAMENT_BOOKS)).toBe(260);
  });

  it('matches the New Testament chapter counts in canonical order', () => {
    expect(NEW_TESTAMENT_BOOKS.map((book) => [book.name, book.chapters])).toEqual(
      SPEC_NEW_TESTAMENT_CHAPTERS,
    );
  });

  it('uses unique names and unique three-character USFM codes', () => {
    expect(new Set(BIBLE_BOOKS.map((book) => book.name)).size).toBe(66);
    expect(new Set(BIBLE_BOOKS.map((book) => book.code)).size).toBe(66);
    for (const book of BIBLE_BOOKS) expect(book.code).toMatch(/^[1-3A-Z][A-Z]{2}$/);
  });

  it('uses the API.Bible codes for the New Testament', () => {
    expect(NEW_TESTAMENT_BOOKS.map((book) => book.code)).toEqual(NEW_TESTAMENT_CODES);
  });
});

describe('findBookByName', () => {
  it('finds a book by exact name, ignoring case', () => {
    expect(findBookByName('John')?.code).toBe('JHN');
    expect(findBookByName('1 corinthians')?.code).toBe('1CO');
    expect(findBookByName('SONG OF SOLOMON')?.code).toBe('SNG');
    expect(findBookByName(' Psalms ')?.chapters).toBe(150);
  });

  it('does not guess at abbreviations or unknown names', () => {
    expect(findBookByName('Jn')).toBeUndefined();
    expect(findBookByName('Psalm')).toBeUndefined();
    expect(findBookByName('')).toBeUndefined();
    expect(findBookByName('toString')).toBeUndefined();
  });
});

describe('findBookByCode', () => {
  it('finds a book by USFM code, ignoring case', () => {
    expect(findBookByCode('rev')?.name).toBe('Revelation');
    expect(findBookByCode('XYZ')).toBeUndefined();
  });
});
