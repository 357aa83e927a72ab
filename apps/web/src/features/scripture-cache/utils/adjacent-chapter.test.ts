import { describe, expect, it } from 'vitest';
import { adjacentChapter, planChaptersToLocations } from './adjacent-chapter';

describe('adjacentChapter', () => {
  it('moves by one chapter within a book', () => {
    expect(adjacentChapter('JHN', 3, 'next')).toEqual({ book: 'JHN', chapter: 4 });
    expect(adjacentChapter('JHN', 3, 'previous')).toEqual({ book: 'JHN', chapter: 2 });
  });

  it('crosses into the next book after the last chapter', () => {
    expect(adjacentChapter('JHN', 21, 'next')).toEqual({ book: 'ACT', chapter: 1 });
    expect(adjacentChapter('MAL', 4, 'next')).toEqual({ book: 'MAT', chapter: 1 });
    expect(adjacentChapter('OBA', 1, 'next')).toEqual({ book: 'JON', chapter: 1 });
  });

  it('crosses into the last chapter of the previous book before chapter 1', () => {
    expect(adjacentChapter('ACT', 1, 'previous')).toEqual({ book: 'JHN', chapter: 21 });
    expect(adjacentChapter('MAT', 1, 'previous')).toEqual({ book: 'MAL', chapter: 4 });
    expect(adjacentChapter('3JN', 1, 'previous')).toEqual({ book: '2JN', chapter: 1 });
  });

  it('stops at the ends of the Bible', () => {
    expect(adjacentChapter('GEN', 1, 'previous')).toBeNull();
    expect(adjacentChapter('REV', 22, 'next')).toBeNull();
    expect(adjacentChapter('GEN', 1, 'next')).toEqual({ book: 'GEN', chapter: 2 });
    expect(adjacentChapter('REV', 22, 'previous')).toEqual({ book: 'REV', chapter: 21 });
  });

  it('accepts a lower-case code', () => {
    expect(adjacentChapter('jhn', 1, 'next')).toEqual({ book: 'JHN', chapter: 2 });
  });

  it('returns null for a book or chapter that does not exist', () => {
    expect(adjacentChapter('XYZ', 1, 'next')).toBeNull();
    expect(adjacentChapter('JHN', 0, 'next')).toBeNull();
    expect(adjacentChapter('JHN', 22, 'previous')).toBeNull();
    expect(adjacentChapter('JHN', 2.5, 'next')).toBeNull();
  });
});

describe('planChaptersToLocations', () => {
  it('maps plan book names to codes and drops unknown books or chapters', () => {
    expect(
      planChaptersToLocations([
        { book: 'Matthew', chapter: 1 },
        { book: '1 Corinthians', chapter: 13 },
        { book: 'Hezekiah', chapter: 1 },
        { book: 'Jude', chapter: 2 },
        { book: 'revelation', chapter: 22 },
      ]),
    ).toEqual([
      { book: 'MAT', chapter: 1 },
      { book: '1CO', chapter: 13 },
      { book: 'REV', chapter: 22 },
    ]);
  });
});
