import { describe, expect, it } from 'vitest';
import { findBookByName } from '../bible/books';
import { WISDOM_CHAPTER_TITLES, wisdomChapterTitle } from './wisdom-chapter-titles';

const WISDOM_BOOKS = ['Psalms', 'Proverbs'];

describe('WISDOM_CHAPTER_TITLES', () => {
  it('covers exactly Psalms and Proverbs, spelled as the book list spells them', () => {
    expect(Object.keys(WISDOM_CHAPTER_TITLES).sort()).toEqual([...WISDOM_BOOKS].sort());
    for (const name of WISDOM_BOOKS) expect(findBookByName(name)?.name).toBe(name);
  });

  it.each(WISDOM_BOOKS.map((name) => [name, findBookByName(name)?.chapters] as const))(
    '%s has one title per chapter (%i)',
    (name, chapters) => {
      expect(chapters).toBeGreaterThan(0);
      expect(WISDOM_CHAPTER_TITLES[name]).toHaveLength(chapters ?? 0);
    },
  );

  it('titles every chapter with a short, non-empty, unique-per-book title', () => {
    let count = 0;
    for (const [book, titles] of Object.entries(WISDOM_CHAPTER_TITLES)) {
      expect(new Set(titles).size, book).toBe(titles.length);
      for (const title of titles) {
        count++;
        expect(title, book).toBe(title.trim());
        expect(title, book).toMatch(/^[A-Z].*[^.]$/);
        const words = title.split(/\s+/).length;
        expect(words, `${book}: ${title}`).toBeGreaterThanOrEqual(3);
        expect(words, `${book}: ${title}`).toBeLessThanOrEqual(8);
      }
    }
    expect(count).toBe(181);
  });
});

describe('wisdomChapterTitle', () => {
  it('returns the chapter title', () => {
    expect(wisdomChapterTitle('Psalms', 1)).toBe('The Two Ways');
    expect(wisdomChapterTitle('Psalms', 23)).toBe('The Lord Is My Shepherd');
    expect(wisdomChapterTitle('Psalms', 51)).toBe('A Prayer for Cleansing');
    expect(wisdomChapterTitle('Psalms', 150)).toBe(
      'Let Everything That Has Breath Praise the Lord',
    );
    expect(wisdomChapterTitle('Proverbs', 31)).toBe('The Woman of Noble Character');
  });

  it('falls back to book plus chapter', () => {
    expect(wisdomChapterTitle('Psalms', 151)).toBe('Psalms 151');
    expect(wisdomChapterTitle('Proverbs', 0)).toBe('Proverbs 0');
    expect(wisdomChapterTitle('Psalms', 1.5)).toBe('Psalms 1.5');
    expect(wisdomChapterTitle('Psalm', 1)).toBe('Psalm 1');
    expect(wisdomChapterTitle('Matthew', 1)).toBe('Matthew 1');
    expect(wisdomChapterTitle('constructor', 1)).toBe('constructor 1');
  });
});
