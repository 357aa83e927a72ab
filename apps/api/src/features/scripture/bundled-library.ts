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
  /** Parsed from `json` when asked for: only the answers built around a chapter need it. */
  readonly chapter: Chapter;
  /** The chapter as JSON, encoded once: writing a string would encode it on every answer. */
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  etag: string;
}

const utf8 = new TextDecoder();

export type BundledLibrary = ReturnType<typeof createBundledLibrary>;

/**
 * A translation as the library keeps it: each chapter's answer, as JSON bytes outside the
 * JavaScript heap. The parsed file is six times its size in objects, held for the server's life;
 * the answer's bytes are what a prepared chapter serves, so preparing one adds only its gzip and
 * ETag, not a second copy of its JSON (docs/decisions/014-server-footprint.md).
 */
type CompactBible = Map<string, Buffer<ArrayBuffer>[]>;

function compact(bible: BundledBibleFile): CompactBible {
  const translation = bible.translation;
  const name = translationInfo(translation).name;
  return new Map(
    Object.entries(bible.books).map(([code, chapters]) => {
      const book = findBookByCode(code);
      return [
        code,
        chapters.map((raw, index) => {
          const chapter: Chapter = {
            translation_id: translation,
            translation_name: name,
            translation_note: null,
            book_id: code,
            book_name: book?.name ?? code,
            chapter: index + 1,
            ...(raw.title && { title: raw.title }),
            verses: raw.verses,
          };
          return Buffer.from(JSON.stringify(chapter));
        }),
      ];
    }),
  );
}

export function createBundledLibrary(
  read: (id: BundledTranslationId) => BundledBibleFile = readBundledBible,
  digest: (id: BundledTranslationId) => string = digestBundledBible,
) {
  const compacted = new Map<BundledTranslationId, CompactBible>();
  const prepared = new Map<string, PreparedChapter>();

  function chaptersOf(translation: BundledTranslationId): CompactBible {
    let bible = compacted.get(translation);
    if (!bible) {
      bible = compact(read(translation));
      compacted.set(translation, bible);
    }
    return bible;
  }

  function prepare(
    translation: BundledTranslationId,
    bookCode: string,
    number: number,
  ): PreparedChapter | undefined {
    const book = findBookByCode(bookCode);
    const json = book ? chaptersOf(translation).get(book.code)?.[number - 1] : undefined;
    if (!json) return undefined;
    return {
      get chapter() {
        return JSON.parse(utf8.decode(json)) as Chapter;
      },
      json,
      gzip: new Uint8Array(gzipSync(json)),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    };
  }

  return {
    /** Loads both translations now, so a missing build fails at start rather than on a read. */
    preload(translations: readonly BundledTranslationId[]) {
      for (const translation of translations) chaptersOf(translation);
    },
    /**
     * A whole translation, read and parsed for the caller and not kept: the search table is
     * filled from it once (scripture-verses-loader.ts).
     */
    bible: read,
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
