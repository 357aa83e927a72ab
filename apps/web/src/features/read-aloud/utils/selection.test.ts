import { describe, expect, it } from 'vitest';
import { chapterSpeechItems, parseSelection, selectionSearch } from './selection';

const parse = (search: string) => parseSelection(new URLSearchParams(search));

describe('parseSelection', () => {
  it('defaults to John 1 in the KJV', () => {
    expect(parse('')).toEqual({ translation: 'kjv', book: 'JHN', chapter: 1 });
  });

  it('reads the book, chapter and translation passed in', () => {
    expect(parse('book=jhn&chapter=3&translation=WEB')).toEqual({
      translation: 'web',
      book: 'JHN',
      chapter: 3,
    });
    expect(parse('book=PSA&chapter=119')).toEqual({
      translation: 'kjv',
      book: 'PSA',
      chapter: 119,
    });
  });

  it('falls back on unknown books, chapters and translations', () => {
    expect(parse('book=XYZ&chapter=3&translation=web')).toEqual({
      translation: 'web',
      book: 'JHN',
      chapter: 1,
    });
    expect(parse('book=JUD&chapter=2')).toEqual({ translation: 'kjv', book: 'JUD', chapter: 1 });
    expect(parse('book=ROM&chapter=abc&translation=klingon')).toEqual({
      translation: 'kjv',
      book: 'ROM',
      chapter: 1,
    });
  });

  it('round-trips through the query string', () => {
    const selection = { translation: 'web', book: '1CO', chapter: 13 } as const;
    expect(parse(selectionSearch(selection))).toEqual(selection);
  });
});

describe('chapterSpeechItems', () => {
  it('speaks plain text and skips omitted or empty verses', () => {
    const chapter = {
      verses: [
        { verse: 36, text: 'And [as] they went on their way, they came unto a *certain* water.' },
        { verse: 37, text: '', omitted: true },
        { verse: 38, text: '   ' },
        { verse: 39, text: 'And when they were come up out of the water.' },
      ],
    };
    expect(chapterSpeechItems(chapter)).toEqual([
      { verse: 36, text: 'And as they went on their way, they came unto a certain water.' },
      { verse: 39, text: 'And when they were come up out of the water.' },
    ]);
    expect(chapterSpeechItems(undefined)).toEqual([]);
  });
});
