import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  type BundledTranslationId,
  type Chapter,
  findBookByCode,
  translationInfo,
} from '@manna/shared';
import {
  type BundledBibleFile,
  digestBundledBible,
  readBundledBible,
} from './bundled/bundled-bible';

/** A bundled chapter with its response body prepared once: JSON, gzip and validator. */
export interface PreparedChapter {
  chapter: Chapter;
  /** The chapter as JSON, encoded once: writing a string would encode it on every answer. */
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

export type BundledLibrary = ReturnType<typeof createBundledLibrary>;

export function createBundledLibrary(
  read: (id: BundledTranslationId) => BundledBibleFile = readBundledBible,
  digest: (id: BundledTranslationId) => string = digestBundledBible,
) {
  const files = new Map<BundledTranslationId, BundledBibleFile>();
  const prepared = new Map<string, PreparedChapter>();

  function file(translation: BundledTranslationId): BundledBibleFile {
    let bible = files.get(translation);
    if (!bible) {
      bible = read(translation);
      files.set(translation, bible);
    }
    return bible;
  }

  function prepare(translation: BundledTranslationId, bookCode: string, number: number) {
    const book = findBookByCode(bookCode);
    const raw = book ? file(translation).books[book.code]?.[number - 1] : undefined;
    if (!book || !raw) return undefined;
    const chapter: Chapter = {
      translation_id: translation,
      translation_name: translationInfo(translation).name,
      translation_note: null,
      book_id: book.code,
      book_name: book.name,
      chapter: number,
      ...(raw.title && { title: raw.title }),
      verses: raw.verses,
    };
    const json = JSON.stringify(chapter);
    return {
      chapter,
      json: new Uint8Array(Buffer.from(json)),
      gzip: new Uint8Array(gzipSync(json)),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    };
  }

  return {
    /** Loads both translations now, so a missing build fails at start rather than on a read. */
    preload(translations: readonly BundledTranslationId[]) {
      for (const translation of translations) file(translation);
    },
    /** A whole translation, as the search table is filled from it (scripture-verses-loader.ts). */
    bible: file,
    /** Changes whenever a translation's bundled file does, without parsing it. */
    digest,
    getChapter(translation: BundledTranslationId, bookCode: string, number: number) {
      const key = `${translation}:${bookCode}:${number}`;
      let chapter = prepared.get(key);
      if (!chapter) {
        chapter = prepare(translation, bookCode, number);
        if (chapter) prepared.set(key, chapter);
      }
      return chapter;
    },
  };
}
