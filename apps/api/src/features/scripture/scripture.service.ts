import {
  type ApiBibleShortName,
  type BibleBook,
  BUNDLED_TRANSLATION_IDS,
  type BundledTranslationId,
  type Chapter,
  FALLBACK_TRANSLATION,
  findBookByCode,
  formatReference,
  isBundledTranslation,
  type PassageResult,
  parseReference,
  plainVerseText,
  resolveBibleId,
  SCRIPTURE_ERRORS,
  TRANSLATIONS,
  type Translation,
  type TranslationId,
  translationInfo,
  unavailableTranslationMessage,
} from '@manna/shared';
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { type ApiBibleClient, ScriptureServiceError } from './api-bible-client';
import type { BundledLibrary, PreparedChapter } from './bundled-library';
import { readCached, writeCached } from './scripture-cache';
import { tryAcquireUpstreamSlot } from './upstream-limiter';

export type LicensedTranslationId = Exclude<TranslationId, BundledTranslationId>;

// API.Bible ids of the licensed translations (and its KJV), overridable with SCRIPTURE_BIBLE_IDS.
export const DEFAULT_API_BIBLE_IDS: Record<ApiBibleShortName, string> = {
  nasb: 'a761ca71e0b3ddcf-01',
  kjv: 'de4e12af7f28f599-02',
  esv: 'f421fe261da7624f-01',
  niv: '78a9f6124f344018-01',
  nlt: '71c6eab17ae5b667-01',
};

export type ChapterResult =
  | { kind: 'fallback'; prepared: PreparedChapter; fallback: Chapter['fallback'] }
  | { kind: 'licensed'; chapter: Chapter };

export class ChapterNotFoundError extends Error {
  constructor() {
    super('Chapter not found');
  }
}

export class SignInRequiredError extends Error {}

export interface ScriptureServiceOptions {
  db: Database;
  logger: Logger;
  library: BundledLibrary;
  /** Absent when no SCRIPTURE_API_KEY is configured. */
  apiBible: ApiBibleClient | undefined;
  bibleIds: Partial<Record<string, string>>;
}

export type ScriptureService = ReturnType<typeof createScriptureService>;

export function createScriptureService({
  db,
  logger,
  library,
  apiBible,
  bibleIds,
}: ScriptureServiceOptions) {
  const ids = { ...DEFAULT_API_BIBLE_IDS, ...bibleIds } as Record<ApiBibleShortName, string>;

  function listTranslations(): Translation[] {
    return TRANSLATIONS.map((info) => {
      const bundled = isBundledTranslation(info.id);
      return {
        ...info,
        source: bundled ? 'bundled' : 'api-bible',
        available: bundled || !!apiBible,
      };
    });
  }

  function bundled(translation: 'kjv' | 'web', book: string, chapter: number) {
    const prepared = library.getChapter(translation, book, chapter);
    if (!prepared) throw new ChapterNotFoundError();
    return prepared;
  }

  /** Runs one call to API.Bible within the fleet-wide rate limit. */
  async function callUpstream<T>(call: (client: ApiBibleClient) => Promise<T>): Promise<T> {
    if (!apiBible) throw new Error('API.Bible is not configured');
    if (!(await tryAcquireUpstreamSlot(db))) {
      throw new ScriptureServiceError(SCRIPTURE_ERRORS.rateLimited, 429);
    }
    return call(apiBible);
  }

  /** Serves the cached value while fresh, refreshes it when not, and falls back to it on failure. */
  async function cachedUpstream<T>(key: string, load: () => Promise<T>): Promise<T> {
    const cached = await readCached<T>(db, key);
    if (cached?.fresh) return cached.data;
    try {
      const data = await load();
      await writeCached(db, key, data);
      return data;
    } catch (error) {
      if (!cached) throw error;
      logger.warn({ err: error, key }, 'API.Bible failed: serving the stale cached copy');
      return cached.data;
    }
  }

  const chapterCacheKey = (bibleId: string, bookCode: string, number: number) =>
    `chapter:${bibleId}:${bookCode}.${number}`;

  async function licensedChapter(
    translation: LicensedTranslationId,
    bookCode: string,
    number: number,
  ) {
    const book = findBookByCode(bookCode);
    if (!book || number < 1 || number > book.chapters) throw new ChapterNotFoundError();
    const bibleId = resolveBibleId(translation, ids);
    return cachedUpstream<Chapter>(chapterCacheKey(bibleId, book.code, number), async () => {
      const fetched = await callUpstream((client) =>
        client.getChapter(bibleId, `${book.code}.${number}`),
      );
      return {
        translation_id: translation,
        translation_name: translationInfo(translation).name,
        translation_note: fetched.copyright,
        book_id: book.code,
        book_name: book.name,
        chapter: number,
        verses: fetched.verses,
      };
    });
  }

  function fallbackFor(requested: TranslationId): Chapter['fallback'] {
    return {
      requested,
      message: unavailableTranslationMessage(
        translationInfo(requested).abbreviation,
        translationInfo(FALLBACK_TRANSLATION).name,
      ),
    };
  }

  /** A licensed chapter, or KJV in its place when API.Bible is not configured. */
  async function getLicensedChapter(
    translation: LicensedTranslationId,
    book: string,
    chapter: number,
    signedIn: boolean,
  ): Promise<ChapterResult> {
    if (!apiBible) {
      // Without a key the licensed translations fall back to KJV, with a notice.
      return {
        kind: 'fallback',
        prepared: bundled(FALLBACK_TRANSLATION, book, chapter),
        fallback: fallbackFor(translation),
      };
    }
    // The provider's quota is shared by everyone: only members may spend it.
    if (!signedIn) throw new SignInRequiredError();
    return { kind: 'licensed', chapter: await licensedChapter(translation, book, chapter) };
  }

  /**
   * A single licensed verse comes from the verse endpoint (SPEC §7) unless its chapter is
   * already cached: one small request instead of a whole chapter.
   */
  async function licensedVerse(
    translation: LicensedTranslationId,
    book: BibleBook,
    chapter: number,
    verse: number,
  ): Promise<PassageResult | undefined> {
    const bibleId = resolveBibleId(translation, ids);
    if ((await readCached(db, chapterCacheKey(bibleId, book.code, chapter)))?.fresh)
      return undefined;
    const verseId = `${book.code}.${chapter}.${verse}`;
    const fetched = await cachedUpstream(`verse:${bibleId}:${verseId}`, () =>
      callUpstream((client) => client.getVerse(bibleId, verseId)),
    );
    const result = { book_id: book.code, book_name: book.name, chapter, verse, text: fetched.text };
    return {
      reference: `${book.name} ${chapter}:${verse}`,
      verses: [result],
      text: fetched.text,
      translation_id: translation,
      translation_name: translationInfo(translation).name,
      translation_note: fetched.copyright,
    };
  }

  async function getPassage(
    reference: string,
    translation: TranslationId,
    signedIn: boolean,
  ): Promise<PassageResult> {
    const parsed = parseReference(reference);
    if (!parsed.book || parsed.chapter > parsed.book.chapters) throw new ChapterNotFoundError();
    const singleVerse =
      parsed.verseStart !== undefined &&
      (parsed.verseEnd ?? parsed.verseStart) === parsed.verseStart;
    if (singleVerse && !isBundledTranslation(translation) && apiBible) {
      if (!signedIn) throw new SignInRequiredError();
      const passage = await licensedVerse(
        translation,
        parsed.book,
        parsed.chapter,
        parsed.verseStart ?? 1,
      );
      if (passage) return passage;
    }
    const result = isBundledTranslation(translation)
      ? undefined
      : await getLicensedChapter(translation, parsed.book.code, parsed.chapter, signedIn);
    const chapter = !result
      ? bundled(translation as BundledTranslationId, parsed.book.code, parsed.chapter).chapter
      : result.kind === 'fallback'
        ? result.prepared.chapter
        : result.chapter;
    const start = parsed.verseStart ?? 1;
    const end = parsed.verseEnd ?? parsed.verseStart ?? Number.POSITIVE_INFINITY;
    const verses = chapter.verses
      .filter((verse) => verse.verse >= start && verse.verse <= end && !verse.omitted)
      .map((verse) => ({
        book_id: chapter.book_id,
        book_name: chapter.book_name,
        chapter: chapter.chapter,
        verse: verse.verse,
        text: plainVerseText(verse.text),
      }));
    if (verses.length === 0) throw new ChapterNotFoundError();
    return {
      reference: formatReference(parsed),
      verses,
      text: verses.map((verse) => verse.text).join(' '),
      translation_id: chapter.translation_id,
      translation_name: chapter.translation_name,
      translation_note: chapter.translation_note,
      ...(result?.kind === 'fallback' && { fallback: result.fallback }),
    };
  }

  return {
    listTranslations,
    getBundledChapter: library.getChapter,
    getLicensedChapter,
    getPassage,
    preload: () => library.preload(BUNDLED_TRANSLATION_IDS),
  };
}
