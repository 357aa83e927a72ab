import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIBLE_BOOKS } from '@manna/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { buildBundledBibles, validateBundledBible } from './build-bundled-bibles';
import type { BundledBibleFile } from './bundled-bible';

/** A bible with the shared book list's shape and one verse per chapter. */
function skeleton(): BundledBibleFile {
  return {
    translation: 'web',
    version: '1.0.1',
    books: Object.fromEntries(
      BIBLE_BOOKS.map((book) => [
        book.code,
        Array.from({ length: book.chapters }, (_, index) => ({
          book: book.code,
          chapter: index + 1,
          verses: [{ verse: 1, text: 'Text.' }],
        })),
      ]),
    ),
  };
}

describe('validateBundledBible', () => {
  it('accepts every book with its chapters', () => {
    expect(() => validateBundledBible(skeleton())).not.toThrow();
  });

  it('names each book that does not match the shared book list', () => {
    const bible = skeleton();
    delete bible.books.JUD;
    bible.books.PSA?.pop();
    bible.books.GEN?.[0]?.verses.pop();
    bible.books.TOB = [];

    expect(() => validateBundledBible(bible)).toThrow(
      'The WEB text does not match the shared book list: Genesis 1 has no verses; ' +
        'Psalms has 149 chapters, expected 150; Jude (JUD) is missing; TOB is not in the book list.',
    );
  });
});

describe('buildBundledBibles', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'manna-bibles-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes both translations and reports their size', () => {
    const summaries = buildBundledBibles(dir);

    expect(readdirSync(dir).sort()).toEqual(['kjv.json', 'web.json']);
    expect(
      summaries.map(({ translation, chapters, verses }) => ({ translation, chapters, verses })),
    ).toEqual([
      { translation: 'kjv', chapters: 1189, verses: 31_102 },
      // STACK-NOTES: the WEB's Romans 14 has three more verses and its Romans 16 two fewer.
      { translation: 'web', chapters: 1189, verses: 31_103 },
    ]);
    for (const summary of summaries) {
      const json = readFileSync(summary.file, 'utf8');
      expect(summary.file).toBe(path.join(dir, `${summary.translation}.json`));
      expect(summary.bytes).toBe(Buffer.byteLength(json));
      expect(summary.gzipBytes).toBeLessThan(summary.bytes / 2);
      expect(json).not.toContain('\n');
      expect(JSON.parse(json)).toMatchObject({ translation: summary.translation });
    }
  });
});
