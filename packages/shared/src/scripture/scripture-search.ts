// Scripture search (docs/product/scripture.md#search): what the search box takes, what it answers,
// and how a reference typed into it opens the passage instead.
import type { BibleBook, Testament } from '../bible/books';
import { InvalidReferenceError, parseReference } from '../bible/references';
import type { BundledTranslationId } from './translations';

export const SCRIPTURE_SEARCH_PAGE_SIZE = 20;
export const SCRIPTURE_SEARCH_MAX_LENGTH = 200;
/** 20 verses a page: deeper than any word's matches in one translation ('shall': 9,000 verses). */
export const SCRIPTURE_SEARCH_MAX_PAGE = 500;
export const TESTAMENTS = ['OT', 'NT'] as const satisfies readonly Testament[];

export const SCRIPTURE_SEARCH_MESSAGES = {
  empty: 'Please enter words to search for',
  tooLong: `Please search for at most ${SCRIPTURE_SEARCH_MAX_LENGTH} characters`,
  translation: 'Search covers the King James Version (kjv) and the World English Bible (web)',
  testament: "Testament must be 'OT' (Old Testament) or 'NT' (New Testament)",
  book: 'Unknown book: use a book code such as JHN',
  page: `Page must be a whole number from 1 to ${SCRIPTURE_SEARCH_MAX_PAGE}`,
  onlyCommonWords:
    'There is nothing to search for in that: words as common as “the” and “and” are left out. Add a less common word.',
} as const;

export const noVersesFoundMessage = (query: string) => `No verses found for “${query}”`;

/** An empty parameter (`?book=`) is an absent one: the screen's forms send them so. */

/** A run of a verse's text; `match` runs are the searched words, shown marked. */
export interface TextSegment {
  text: string;
  match: boolean;
}

export interface ScriptureSearchHit {
  book_id: string;
  book_name: string;
  chapter: number;
  verse: number;
  /** 'John 3:16' */
  reference: string;
  segments: TextSegment[];
}

/** A chapter, and a verse in it, that a reference in the search box names. */
export interface SearchBoxPassage {
  book: string;
  chapter: number;
  verse: number | null;
}

export type ScriptureSearchResult =
  | { kind: 'passage'; passage: SearchBoxPassage }
  | {
      kind: 'verses';
      translation: BundledTranslationId;
      /** Verses that match in all, over every page. */
      total: number;
      page: number;
      page_size: number;
      has_more: boolean;
      hits: ScriptureSearchHit[];
    };

/**
 * The passage the search box names when it holds a reference rather than words: 'jn 3:16',
 * 'Romans 8', '1 cor 13:4' (the reference rules of docs/product/scripture.md#references). Words
 * ('only begotten Son'), unknown books and chapters a book does not have are searched for.
 * A range ('John 3:16-18') opens at its first verse.
 */
export function searchBoxPassage(input: string): SearchBoxPassage | undefined {
  let book: BibleBook | undefined;
  let parsed: ReturnType<typeof parseReference>;
  try {
    parsed = parseReference(input);
    book = parsed.book;
  } catch (error) {
    if (error instanceof InvalidReferenceError) return undefined;
    throw error;
  }
  if (!book || parsed.chapter > book.chapters) return undefined;
  return { book: book.code, chapter: parsed.chapter, verse: parsed.verseStart ?? null };
}
