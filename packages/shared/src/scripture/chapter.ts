import type { TranslationId } from './translations';

/**
 * One verse of a chapter. `text` carries light markup the reader styles
 * (docs/product/scripture.md#reading-the-text):
 * - `[words]` are words the KJV translators supplied (shown in italics);
 * - `*words*` is emphasis;
 * - text in double quotes is treated as words of Jesus where the translation marks speech;
 * - LORD in capitals is the divine name.
 */
export interface ChapterVerse {
  verse: number;
  text: string;
  /** A new paragraph starts at this verse. */
  paragraph?: boolean;
  /** A heading printed before the verse (e.g. the Hebrew letters of Psalm 119). */
  heading?: string;
  /** The translation omits this verse (e.g. WEB Acts 8:37); `text` is empty. */
  omitted?: boolean;
}

/** GET /api/scripture/:translation/:book/:chapter */
export interface Chapter {
  translation_id: TranslationId;
  translation_name: string;
  /** The copyright line; null for public-domain text. */
  translation_note: string | null;
  book_id: string;
  book_name: string;
  chapter: number;
  /** A Psalm's superscription, when it has one. */
  title?: string;
  verses: ChapterVerse[];
  /** Set when the requested translation was unavailable and another was served instead. */
  fallback?: { requested: TranslationId; message: string };
}

/** A verse result (docs/product/scripture.md#the-chapter-and-passage-results). */
export interface VerseResult {
  book_id: string;
  book_name: string;
  chapter: number;
  verse: number;
  text: string;
}

/** A passage result: GET /api/scripture/passage?reference=...&translation=... */
export interface PassageResult {
  reference: string;
  verses: VerseResult[];
  text: string;
  translation_id: TranslationId;
  translation_name: string;
  translation_note: string | null;
  fallback?: { requested: TranslationId; message: string };
  /**
   * Where the text came from: the bundled copy, the server's cache of API.Bible, or API.Bible
   * just now (docs/product/tools.md#bible-test).
   */
  source: PassageSource;
}

export type PassageSource = 'bundled' | 'cache' | 'api-bible';

/** Strips the reader markup for plain-text uses (passage text, copy, speech). */
export function plainVerseText(text: string): string {
  return text.replace(/[[\]]/g, '').replace(/\*([^*]+)\*/g, '$1');
}
