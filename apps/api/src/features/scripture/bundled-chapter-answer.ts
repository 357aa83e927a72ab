import { type BundledTranslationId, CHAPTER_NOT_FOUND } from '@manna/shared';
import type { PreparedChapter } from './bundled-library';

// Bundled text changes only with a new build, and the ETag tells when: browsers and proxies
// may keep it for a week and revalidate cheaply after that.
const BUNDLED_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=2592000';
const BUNDLED_CHAPTER_PATH = /^\/api\/scripture\/(kjv|web)\/([1-3]?[A-Za-z]{2,3})\/(\d{1,3})$/;

export interface RawAnswer {
  status: 200 | 304 | 404;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer> | null;
}

type FindChapter = (
  translation: BundledTranslationId,
  book: string,
  chapter: number,
) => PreparedChapter | undefined;

/** The complete answer to a prepared chapter, negotiated on validators and encoding. */
export function answerPrepared(
  prepared: PreparedChapter,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): RawAnswer {
  const headers: Record<string, string> = {
    etag: prepared.etag,
    'cache-control': BUNDLED_CACHE_CONTROL,
    vary: 'Accept-Encoding',
  };
  if (ifNoneMatch === prepared.etag) return { status: 304, headers, body: null };
  headers['content-type'] = 'application/json; charset=UTF-8';
  if (acceptEncoding && /\bgzip\b/.test(acceptEncoding)) {
    headers['content-encoding'] = 'gzip';
    return { status: 200, headers, body: prepared.gzip };
  }
  return { status: 200, headers, body: prepared.json };
}

/**
 * Answers GET /api/scripture/(kjv|web)/BOOK/CHAPTER, or returns undefined for any other path.
 * This is the hottest request Manna serves: the production listener calls it before the
 * request ever becomes a web Request, so it costs a regex, a map lookup and a write.
 */
export function answerBundledChapter(
  findChapter: FindChapter,
  pathname: string,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): RawAnswer | undefined {
  const match = BUNDLED_CHAPTER_PATH.exec(pathname);
  if (!match) return undefined;
  const [, translation, book = '', chapter] = match;
  const prepared = findChapter(
    // BUNDLED_CHAPTER_PATH matches the bundled translations' ids and nothing else.
    translation as BundledTranslationId,
    book.toUpperCase(),
    Number(chapter),
  );
  if (!prepared) {
    return {
      status: 404,
      headers: { 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify({ error: CHAPTER_NOT_FOUND }),
    };
  }
  return answerPrepared(prepared, ifNoneMatch, acceptEncoding);
}
