import { describe, expect, it } from 'vitest';
import { NEW_TESTAMENT_BOOKS } from '../bible/books';
import {
  NEW_TESTAMENT_CHAPTER_TITLES,
  newTestamentChapterTitle,
} from './new-testament-chapter-titles';

describe('NEW_TESTAMENT_CHAPTER_TITLES', () => {
  it('covers exactly the 27 New Testament books', () => {
    expect(Object.keys(NEW_TESTAMENT_CHAPTER_TITLES).sort()).toEqual(
      NEW_TESTAMENT_BOOKS.map((book) => book.name).sort(),
    );
  });

  it.each(NEW_TESTAMENT_BOOKS.map((book) => [book.name, book.chapters] as const))(
    '%s has one title per chapter (%i)',
    (name, chapters) => {
      expect(NEW_TESTAMENT_CHAPTER_TITLES[name]).toHaveLength(chapters);
    },
  );

  it('titles every chapter with a short, non-empty, unique-per-book title', () => {
    let count = 0;
    for (const [book, titles] of Object.entries(NEW_TESTAMENT_CHAPTER_TITLES)) {
      expect(new Set(titles).size, book).toBe(titles.length);
      for (const title of titles) {
        count++;
        expect(title, book).toBe(title.trim());
        const words = title.split(/\s+/).length;
        expect(words, `${book}: ${title}`).toBeGreaterThanOrEqual(3);
        expect(words, `${book}: ${title}`).toBeLessThanOrEqual(8);
      }
    }
    expect(count).toBe(260);
  });
});

describe('newTestamentChapterTitle', () => {
  it('returns the chapter title', () => {
    expect(newTestamentChapterTitle('Matthew', 1)).toBe('The Genealogy and Birth of Jesus');
    expect(newTestamentChapterTitle('John', 3)).toBe('Jesus and Nicodemus');
    expect(newTestamentChapterTitle('Acts', 2)).toBe('The Coming of the Holy Spirit');
    expect(newTestamentChapterTitle('Revelation', 22)).toBe(
      "The River of Life and Christ's Return",
    );
  });

  it('falls back to book plus chapter', () => {
    expect(newTestamentChapterTitle('Jude', 2)).toBe('Jude 2');
    expect(newTestamentChapterTitle('Jude', 0)).toBe('Jude 0');
    expect(newTestamentChapterTitle('John', 1.5)).toBe('John 1.5');
    expect(newTestamentChapterTitle('Genesis', 1)).toBe('Genesis 1');
    expect(newTestamentChapterTitle('constructor', 1)).toBe('constructor 1');
  });
});
