import { describe, expect, it } from 'vitest';
import { SCRIPTURE_SEARCH_MESSAGES, searchBoxPassage } from './scripture-search';
import { scriptureSearchQuerySchema } from './scripture-search-schemas';

describe('searchBoxPassage', () => {
  it.each([
    ['jn 3:16', { book: 'JHN', chapter: 3, verse: 16 }],
    ['Romans 8', { book: 'ROM', chapter: 8, verse: null }],
    ['john 3', { book: 'JHN', chapter: 3, verse: null }],
    ['1 cor 13:4', { book: '1CO', chapter: 13, verse: 4 }],
    ['  Ps 23  ', { book: 'PSA', chapter: 23, verse: null }],
    ['John 3:16-18', { book: 'JHN', chapter: 3, verse: 16 }],
    ['First John 4:8', { book: '1JN', chapter: 4, verse: 8 }],
  ])('opens %s', (input, passage) => {
    expect(searchBoxPassage(input)).toEqual(passage);
  });

  it.each([
    'only begotten Son',
    'love',
    'God so loved the world',
    // Not a book, so words to search for.
    'love 1',
    'seventy 7',
    // Jude has one chapter; chapter 0 is no chapter.
    'Jude 2',
    'John 0',
    'John 22:1',
    '',
  ])('searches for %j', (input) => {
    expect(searchBoxPassage(input)).toBeUndefined();
  });
});

describe('scriptureSearchQuerySchema', () => {
  it('reads the defaults, any case, and empty filters as absent', () => {
    expect(
      scriptureSearchQuerySchema.parse({
        q: '  love ',
        translation: 'WEB',
        testament: 'nt',
        book: 'jhn',
        page: '2',
      }),
    ).toEqual({ q: 'love', translation: 'web', testament: 'NT', book: 'JHN', page: 2 });
    expect(scriptureSearchQuerySchema.parse({ q: 'love', testament: '', book: '' })).toEqual({
      q: 'love',
      translation: 'kjv',
      page: 1,
    });
  });

  it.each([
    [{ q: '   ' }, SCRIPTURE_SEARCH_MESSAGES.empty],
    [{}, SCRIPTURE_SEARCH_MESSAGES.empty],
    [{ q: 'a'.repeat(201) }, SCRIPTURE_SEARCH_MESSAGES.tooLong],
    [{ q: 'love', translation: 'niv' }, SCRIPTURE_SEARCH_MESSAGES.translation],
    [{ q: 'love', testament: 'apocrypha' }, SCRIPTURE_SEARCH_MESSAGES.testament],
    [{ q: 'love', book: 'XYZ' }, SCRIPTURE_SEARCH_MESSAGES.book],
    [{ q: 'love', page: '0' }, SCRIPTURE_SEARCH_MESSAGES.page],
    [{ q: 'love', page: '1.5' }, SCRIPTURE_SEARCH_MESSAGES.page],
    [{ q: 'love', page: 'two' }, SCRIPTURE_SEARCH_MESSAGES.page],
    [{ q: 'love', page: '501' }, SCRIPTURE_SEARCH_MESSAGES.page],
  ])('refuses %j', (query, message) => {
    const result = scriptureSearchQuerySchema.safeParse(query);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
