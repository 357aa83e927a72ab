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
  type ParsedReference,
  type PassageResult,
  type PassageSource,
  parseReference,
  plainVerseText,
  resolveBibleId,
  SCRIPTURE_ERRORS,
  type ScriptureProviderStatus,
  TRANSLATION_UNAVAILABLE_REASONS,
  TRANSLATIONS,
  type Translation,
  type TranslationId,
  type TranslationStatus,
  toApiBibleChapterId,
  translationInfo,
  unavailableTranslationMessage,
} from '@manna/shared';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import { type ApiBibleClient, type ApiBibleVerse, ScriptureServiceError } from './api-bible-client';
import type { BundledLibrary, PreparedChapter } from './bundled-library';
import { type CircuitBreakerOptions, createCircuitBreaker } from './circuit-breaker';
import { readCached, writeCached } from './scripture-cache';
import { loadScriptureVerses } from './scripture-verses-loader';
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
  | { kind: 'licensed'; chapter: Chapter; source: UpstreamSource };

/** Whether licensed text came from the server's cache or from API.Bible just now. */
type UpstreamSource = Extract<PassageSource, 'cache' | 'api-bible'>;

// Three failures in a row (timeouts, refused connections, 5xx) mean API.Bible is down rather than
// hiccuping; half a minute later one request finds out whether it is back.
export const API_BIBLE_BREAKER: Pick<CircuitBreakerOptions, 'failureThreshold' | 'openMs'> = {
  failureThreshold: 3,
  openMs: 30_000,
};

export interface ScriptureServiceOptions {
  db: Database;
  logger: Logger;
  library: BundledLibrary;
  /** Absent when no SCRIPTURE_API_KEY is configured. */
  apiBible: ApiBibleClient | undefined;
  bibleIds: Partial<Record<string, string>>;
  /** Overrides of the circuit breaker guarding API.Bible (tests shorten it and own the clock). */
  breaker?: Partial<Pick<CircuitBreakerOptions, 'failureThreshold' | 'openMs' | 'now'>>;
}

export type ScriptureService = ReturnType<typeof createScriptureService>;

export function createScriptureService({
  db,
  logger,
  library,
  apiBible,
  bibleIds,
  breaker: breakerOptions,
}: ScriptureServiceOptions) {
  const ids = { ...DEFAULT_API_BIBLE_IDS, ...bibleIds };
  // What this process has seen of API.Bible lately; the failure that opened the circuit is what
  // readers are told while it stays open.
  let lastOutage: ScriptureServiceError | undefined;
  const breaker = createCircuitBreaker({
    ...API_BIBLE_BREAKER,
    ...breakerOptions,
    onChange: (state) =>
      state === 'open'
        ? logger.warn({ err: lastOutage }, 'API.Bible is failing: calls to it are paused')
        : logger.info('API.Bible answers again: calls to it resume'),
  });

  function statusOf(id: TranslationId): TranslationStatus {
    if (isBundledTranslation(id)) return 'available';
    if (!apiBible) return 'not-configured';
    return breaker.isOpen() ? 'temporarily-unavailable' : 'available';
  }

  function listTranslations(): Translation[] {
    return TRANSLATIONS.map((info) => {
      const status = statusOf(info.id);
      return {
        ...info,
        source: isBundledTranslation(info.id) ? 'bundled' : 'api-bible',
        available: status === 'available',
        status,
        ...(status !== 'available' && { reason: TRANSLATION_UNAVAILABLE_REASONS[status] }),
      };
    });
  }

  function bundled(translation: 'kjv' | 'web', book: string, chapter: number) {
    const prepared = library.getChapter(translation, book, chapter);
    if (!prepared) throw new DomainError('chapter_not_found');
    return prepared;
  }

  /**
   * Runs one call to API.Bible, unless its circuit is open (then it fails at once, with the
   * message of the failure that opened it), within the fleet-wide rate limit.
   */
  async function callUpstream<T>(call: (client: ApiBibleClient) => Promise<T>): Promise<T> {
    if (!apiBible) throw new Error('API.Bible is not configured');
    const pass = breaker.tryPass();
    if (!pass) {
      throw new ScriptureServiceError(
        lastOutage?.message ?? SCRIPTURE_ERRORS.network,
        lastOutage?.upstreamStatus,
        { retryAfterMs: breaker.retryAfterMs() },
      );
    }
    // The circuit is asked first so that a paused provider costs no limiter slot.
    let slot = false;
    try {
      slot = await tryAcquireUpstreamSlot(db);
    } finally {
      if (!slot) pass.release();
    }
    if (!slot) throw new ScriptureServiceError(SCRIPTURE_ERRORS.rateLimited, 429);
    try {
      const result = await call(apiBible);
      pass.succeeded();
      return result;
    } catch (error) {
      if (error instanceof ScriptureServiceError && error.isOutage) {
        lastOutage = error;
        pass.failed();
      } else {
        // A refusal (401, 403, 429, 404) is still an answer: the provider is up.
        pass.succeeded();
      }
      throw error;
    }
  }

  /**
   * Serves the cached value while fresh, refreshes it when not, and falls back to it on failure
   * (at once while API.Bible's circuit is open: callUpstream then fails without waiting).
   */
  async function cachedUpstream<T>(
    key: string,
    load: () => Promise<T>,
  ): Promise<{ data: T; source: UpstreamSource }> {
    const cached = await readCached<T>(db, key);
    if (cached?.fresh) return { data: cached.data, source: 'cache' };
    try {
      const data = await load();
      await writeCached(db, key, data);
      return { data, source: 'api-bible' };
    } catch (error) {
      if (!cached) throw error;
      logger.warn({ err: error, key }, 'API.Bible failed: serving the stale cached copy');
      return { data: cached.data, source: 'cache' };
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
    if (!book || number < 1 || number > book.chapters) throw new DomainError('chapter_not_found');
    const bibleId = resolveBibleId(translation, ids);
    return cachedUpstream<Chapter>(chapterCacheKey(bibleId, book.code, number), async () => {
      const fetched = await callUpstream((client) =>
        client.getChapter(bibleId, toApiBibleChapterId(book.code, number)),
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
    if (!signedIn) throw new DomainError('sign_in_required');
    const { data, source } = await licensedChapter(translation, book, chapter);
    return { kind: 'licensed', chapter: data, source };
  }

  /** The verses of a reference, sliced from its chapter. */
  function passageFrom(
    chapter: Chapter,
    parsed: ParsedReference,
    source: PassageSource,
    fallback?: Chapter['fallback'],
  ): PassageResult {
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
    if (verses.length === 0) throw new DomainError('chapter_not_found');
    return {
      reference: formatReference(parsed),
      verses,
      text: verses.map((verse) => verse.text).join(' '),
      translation_id: chapter.translation_id,
      translation_name: chapter.translation_name,
      translation_note: chapter.translation_note,
      source,
      ...(fallback && { fallback }),
    };
  }

  /**
   * A single licensed verse comes from the verse call (docs/product/scripture.md#apibible) unless
   * its chapter is already cached: one small request instead of a whole chapter.
   */
  async function licensedVerse(
    translation: LicensedTranslationId,
    parsed: ParsedReference,
    book: BibleBook,
    verse: number,
  ): Promise<PassageResult | undefined> {
    const bibleId = resolveBibleId(translation, ids);
    const chapterCopy = await readCached<Chapter>(
      db,
      chapterCacheKey(bibleId, book.code, parsed.chapter),
    );
    if (chapterCopy?.fresh) return undefined;
    const verseId = `${book.code}.${parsed.chapter}.${verse}`;
    let fetched: { data: ApiBibleVerse; source: UpstreamSource };
    try {
      fetched = await cachedUpstream(`verse:${bibleId}:${verseId}`, () =>
        callUpstream((client) => client.getVerse(bibleId, verseId)),
      );
    } catch (error) {
      // An old copy of the whole chapter still has the verse: better than nothing.
      if (!chapterCopy || !(error instanceof ScriptureServiceError)) throw error;
      logger.warn(
        { err: error, verseId },
        'API.Bible failed: serving the verse from a stale chapter',
      );
      return passageFrom(chapterCopy.data, parsed, 'cache');
    }
    const result = {
      book_id: book.code,
      book_name: book.name,
      chapter: parsed.chapter,
      verse,
      text: fetched.data.text,
    };
    return {
      reference: `${book.name} ${parsed.chapter}:${verse}`,
      verses: [result],
      text: fetched.data.text,
      translation_id: translation,
      translation_name: translationInfo(translation).name,
      translation_note: fetched.data.copyright,
      source: fetched.source,
    };
  }

  async function getPassage(
    reference: string,
    translation: TranslationId,
    signedIn: boolean,
  ): Promise<PassageResult> {
    const parsed = parseReference(reference);
    if (!parsed.book || parsed.chapter > parsed.book.chapters)
      throw new DomainError('chapter_not_found');
    const singleVerse =
      parsed.verseStart !== undefined &&
      (parsed.verseEnd ?? parsed.verseStart) === parsed.verseStart;
    if (singleVerse && !isBundledTranslation(translation) && apiBible) {
      if (!signedIn) throw new DomainError('sign_in_required');
      const passage = await licensedVerse(translation, parsed, parsed.book, parsed.verseStart ?? 1);
      if (passage) return passage;
    }
    if (isBundledTranslation(translation)) {
      return passageFrom(
        bundled(translation, parsed.book.code, parsed.chapter).chapter,
        parsed,
        'bundled',
      );
    }
    const result = await getLicensedChapter(
      translation,
      parsed.book.code,
      parsed.chapter,
      signedIn,
    );
    return result.kind === 'fallback'
      ? passageFrom(result.prepared.chapter, parsed, 'bundled', result.fallback)
      : passageFrom(result.chapter, parsed, result.source);
  }

  /** API.Bible as this server sees it now, for the diagnostic tools (no call is made). */
  function providerStatus(): ScriptureProviderStatus {
    return { configured: apiBible !== undefined, status: statusOf('nasb') };
  }

  return {
    listTranslations,
    providerStatus,
    getBundledChapter: library.getChapter,
    getLicensedChapter,
    getPassage,
    preload: () => library.preload(BUNDLED_TRANSLATION_IDS),
    /** Fills the search table from the bundled text when it changed (at start). */
    loadSearchableVerses: () => loadScriptureVerses(db, library),
  };
}
