import {
  BUNDLED_TRANSLATION_IDS,
  scriptureEndpoints as endpoints,
  findBookByCode,
  SCRIPTURE_SEARCH_MESSAGES,
  type ScriptureSearchResult,
} from '@manna/shared';
import { count, countDistinct, eq, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { scriptureVerses } from '../../db/schema';
import { NULL_CHARACTER_MESSAGE } from '../../lib/validation';
import { memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { useTestApp } from '../../testing/test-app';
import { createBundledLibrary } from './bundled-library';
import { headlineSegments } from './scripture-search';
import { BATCH_SIZE, loadScriptureVerses } from './scripture-verses-loader';

type Verses = Extract<ScriptureSearchResult, { kind: 'verses' }>;

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: the exact answers below are what
// both must give.
describe('scripture search', () => {
  const t = useTestApp({ seed: false });
  const library = createBundledLibrary();
  const client = memberClient(t);

  async function search(query: Record<string, string | number>): Promise<Verses> {
    const result = await client.read(endpoints.search, { query: { q: '', ...query } });
    if (result.kind !== 'verses') throw new Error(`${query.q} answered a passage`);
    return result;
  }
  const references = (result: Verses) => result.hits.map((hit) => hit.reference);

  beforeAll(async () => {
    expect(await loadScriptureVerses(t.db, library)).toBe('loaded');
  });

  it('loads every verse of both bundled translations once, and skips the load when nothing changed', async () => {
    for (const translation of BUNDLED_TRANSLATION_IDS) {
      const expected = Object.values(library.bible(translation).books)
        .flat()
        .flatMap((chapter) => chapter.verses)
        .filter((verse) => !verse.omitted).length;
      // Loaded in batches (BATCH_SIZE rows each): none lost at a batch's edge, none twice.
      expect(expected).toBeGreaterThan(BATCH_SIZE * 10);
      const [stored] = await t.db
        .select({
          verses: count(),
          positions: countDistinct(scriptureVerses.position),
          last: max(scriptureVerses.position),
        })
        .from(scriptureVerses)
        .where(eq(scriptureVerses.translation, translation));
      expect(stored).toEqual({ verses: expected, positions: expected, last: expected });
    }
    expect(await loadScriptureVerses(t.db, library)).toBe('unchanged');
  });

  it('finds a phrase, John 3:16 among its verses, with the phrase marked', async () => {
    const result = await search({ q: '"only begotten Son"' });
    expect(result).toMatchObject({ translation: 'kjv', page: 1, page_size: 20, has_more: false });
    expect(references(result).sort()).toEqual(
      ['1 John 4:9', 'Hebrews 11:17', 'John 1:18', 'John 3:16', 'John 3:18'].sort(),
    );
    expect(result.total).toBe(5);
    const john316 = result.hits.find((hit) => hit.reference === 'John 3:16');
    expect(john316).toMatchObject({ book_id: 'JHN', book_name: 'John', chapter: 3, verse: 16 });
    expect(
      john316?.segments.filter((segment) => segment.match).map((segment) => segment.text),
    ).toEqual(['begotten', 'Son']);
    // The segments are the verse's whole text, without the reader's markup.
    expect(john316?.segments.map((segment) => segment.text).join('')).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
  });

  it('requires every word without quotes, in any order, and only the phrase with them', async () => {
    const words = await search({ q: 'son begotten' });
    const phrase = await search({ q: '"begotten son"' });
    expect(words.total).toBeGreaterThan(phrase.total);
    for (const hit of words.hits) {
      const text = hit.segments
        .map((segment) => segment.text)
        .join('')
        .toLowerCase();
      expect(text).toContain('begotten');
      expect(text).toMatch(/\bsons?\b/);
    }
  });

  it('finds other forms of a word', async () => {
    const result = await search({ q: 'loving' });
    const marked = new Set(
      result.hits.flatMap((hit) =>
        hit.segments.filter((s) => s.match).map((s) => s.text.toLowerCase()),
      ),
    );
    expect(marked).toContain('love');
  });

  it('ranks the verse where the words stand together first', async () => {
    const result = await search({ q: 'God loved world' });
    expect(result.hits[0]?.reference).toBe('John 3:16');
    const faith = await search({ q: 'faith hope charity' });
    expect(references(faith)).toEqual(['1 Corinthians 13:13']);
  });

  it('searches the World English Bible on request', async () => {
    const result = await search({ q: '"one and only Son"', translation: 'web' });
    expect(result.translation).toBe('web');
    expect(references(result)).toContain('John 3:16');
  });

  it('filters by testament and by book', async () => {
    const newTestament = await search({ q: 'shepherd', testament: 'NT' });
    const oldTestament = await search({ q: 'shepherd', testament: 'OT' });
    const all = await search({ q: 'shepherd' });
    expect(newTestament.total + oldTestament.total).toBe(all.total);
    expect(newTestament.hits.every((hit) => findBookByCode(hit.book_id)?.testament === 'NT')).toBe(
      true,
    );
    const john = await search({ q: 'shepherd', book: 'jhn' });
    expect(john.total).toBeGreaterThan(0);
    expect(john.hits.every((hit) => hit.book_id === 'JHN')).toBe(true);
    // John is in the New Testament: asking for it in the Old finds nothing.
    expect((await search({ q: 'shepherd', book: 'JHN', testament: 'OT' })).total).toBe(0);
  });

  it('pages through a common word, twenty verses a page, with the total', async () => {
    const first = await search({ q: 'lord' });
    const second = await search({ q: 'lord', page: 2 });
    expect(first.total).toBeGreaterThan(6000);
    expect(second.total).toBe(first.total);
    expect(first.hits).toHaveLength(20);
    expect(first.has_more).toBe(true);
    const firstPage = new Set(references(first));
    expect(references(second).some((reference) => firstPage.has(reference))).toBe(false);

    const lastPage = Math.ceil(first.total / 20);
    const last = await search({ q: 'lord', page: lastPage });
    expect(last.has_more).toBe(false);
    expect(last.hits.length).toBe(first.total - (lastPage - 1) * 20);
    const beyond = await search({ q: 'lord', page: lastPage + 1 });
    expect(beyond).toMatchObject({ total: first.total, hits: [], has_more: false });
  });

  it('answers a reference with the passage to open', async () => {
    expect(await client.read(endpoints.search, { query: { q: 'jn 3:16' } })).toEqual({
      kind: 'passage',
      passage: { book: 'JHN', chapter: 3, verse: 16 },
    });
    expect(await client.read(endpoints.search, { query: { q: 'Romans 8' } })).toEqual({
      kind: 'passage',
      passage: { book: 'ROM', chapter: 8, verse: null },
    });
  });

  it('says when words are too common to search for, or nothing matches', async () => {
    await expectError(
      await client.call(endpoints.search, { query: { q: 'the and of' } }),
      400,
      SCRIPTURE_SEARCH_MESSAGES.onlyCommonWords,
    );
    expect(await search({ q: 'xyzzy' })).toMatchObject({ total: 0, hits: [], has_more: false });
  });

  it('refuses bad input with a message', async () => {
    const bad = (query: Record<string, string>) =>
      client.send('GET', `/api/scripture/search?${new URLSearchParams(query)}`);
    await expectError(await bad({}), 400, SCRIPTURE_SEARCH_MESSAGES.empty);
    await expectError(await bad({ q: '  ' }), 400, SCRIPTURE_SEARCH_MESSAGES.empty);
    await expectError(await bad({ q: 'a'.repeat(201) }), 400, SCRIPTURE_SEARCH_MESSAGES.tooLong);
    await expectError(
      await bad({ q: 'love', translation: 'niv' }),
      400,
      SCRIPTURE_SEARCH_MESSAGES.translation,
    );
    await expectError(
      await bad({ q: 'love', testament: 'X' }),
      400,
      SCRIPTURE_SEARCH_MESSAGES.testament,
    );
    await expectError(
      await bad({ q: 'love', book: 'Narnia' }),
      400,
      SCRIPTURE_SEARCH_MESSAGES.book,
    );
    await expectError(await bad({ q: 'love', page: '0' }), 400, SCRIPTURE_SEARCH_MESSAGES.page);
    await expectError(await bad({ q: 'love\u0000' }), 400, NULL_CHARACTER_MESSAGE);
    // to_tsquery's operators are plain punctuation to websearch_to_tsquery.
    await expectError(await bad({ q: '!(&|:*' }), 400, SCRIPTURE_SEARCH_MESSAGES.onlyCommonWords);
    expect((await search({ q: 'charity!(&|:*' })).total).toBeGreaterThan(0);
  });

  // Last: it replaces the verses.
  it('loads again when the bundled text changed, verse text without the reader markup', async () => {
    const changed = createBundledLibrary(
      (translation) => ({
        translation,
        version: 'changed',
        books: {
          GEN: [
            {
              book: 'GEN',
              chapter: 1,
              verses: [{ verse: 1, text: 'In the beginning [God] *created*' }],
            },
          ],
        },
      }),
      () => 'changed',
    );
    expect(await loadScriptureVerses(t.db, changed)).toBe('loaded');
    const [stored] = await t.db.select({ verses: count() }).from(scriptureVerses);
    expect(stored?.verses).toBe(2);
    const result = await search({ q: 'created' });
    expect(result.hits[0]?.segments).toEqual([
      { text: 'In the beginning God ', match: false },
      { text: 'created', match: true },
    ]);
  });
});

describe('headlineSegments', () => {
  it('splits marked words from the text around them', () => {
    expect(headlineSegments('his only \u0001begotten\u0002 \u0001Son\u0002, that')).toEqual([
      { text: 'his only ', match: false },
      { text: 'begotten', match: true },
      { text: ' ', match: false },
      { text: 'Son', match: true },
      { text: ', that', match: false },
    ]);
  });
});
