import { z } from 'zod';
import { openDatabase } from '../apps/api/src/db/client';
import { createBundledLibrary } from '../apps/api/src/features/scripture/bundled-library';
import { loadScriptureVerses } from '../apps/api/src/features/scripture/scripture-verses-loader';
import { inProcessApp, percentile } from './in-process-app';

const SAMPLES = 100;
const WARM_UP = 10;

const answerSchema = z.union([
  z.object({ kind: z.literal('passage') }),
  z.object({ kind: z.literal('verses'), total: z.number(), hits: z.array(z.unknown()) }),
]);

// What members type (docs/product/scripture.md#search), in equal measure: a word, the commonest
// words (the worst case: every match is ranked; four cases of eleven, more than members type
// them), phrases, several words, filters, a later page, a reference.
const CASES = {
  'word: shepherd': 'q=shepherd',
  'common word: lord': 'q=lord',
  'common word: god, WEB': 'q=god&translation=web',
  'common word: unto, page 40': 'q=unto&page=40',
  'phrase: "only begotten Son"': `q=${encodeURIComponent('"only begotten Son"')}`,
  'phrase: "the LORD is my shepherd"': `q=${encodeURIComponent('"the LORD is my shepherd"')}`,
  'words: faith hope love': `q=${encodeURIComponent('faith hope love')}`,
  'stemmed: loving, NT': 'q=loving&testament=NT',
  'common word in a book: lord, PSA': 'q=lord&book=PSA',
  'common word, OT: shall': 'q=shall&testament=OT',
  'reference: jn 3:16': `q=${encodeURIComponent('jn 3:16')}`,
} as const;

/**
 * GET /api/scripture/search through the real app (validation, service, SQL) on embedded
 * PostgreSQL with both bundled translations loaded, as a server's first start loads them; and how
 * long that load takes, and a later start's check that skips it.
 */
export async function benchScriptureSearch() {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    const library = createBundledLibrary();
    library.preload(['kjv', 'web']);
    let started = performance.now();
    if ((await loadScriptureVerses(database.db, library)) !== 'loaded') {
      throw new Error('A fresh database should load the verses');
    }
    const firstLoadMs = performance.now() - started;
    started = performance.now();
    if ((await loadScriptureVerses(database.db, library)) !== 'unchanged') {
      throw new Error('A second start should find the verses loaded');
    }
    const laterStartMs = performance.now() - started;

    const request = inProcessApp(database.db, '/nonexistent/manna-bench');
    const all: number[] = [];
    const results: { name: string; p50Ms: number; p99Ms: number; found: string }[] = [];
    for (const [name, query] of Object.entries(CASES)) {
      const timings: number[] = [];
      let found = '';
      for (let sample = 0; sample < WARM_UP + SAMPLES; sample++) {
        const begun = performance.now();
        const response = await request(`/api/scripture/search?${query}`);
        const body: unknown = await response.json();
        const elapsed = performance.now() - begun;
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
        const answer = answerSchema.parse(body);
        if (answer.kind === 'verses' && answer.hits.length === 0) {
          throw new Error(`${name} found no verses`);
        }
        found = answer.kind === 'verses' ? String(answer.total) : 'passage';
        if (sample >= WARM_UP) timings.push(elapsed);
      }
      all.push(...timings);
      const sorted = timings.sort((a, b) => a - b);
      results.push({
        name,
        p50Ms: percentile(sorted, 0.5),
        p99Ms: percentile(sorted, 0.99),
        found,
      });
    }
    const mix = all.sort((a, b) => a - b);
    return {
      firstLoadMs,
      laterStartMs,
      samples: SAMPLES,
      results,
      mix: { p50Ms: percentile(mix, 0.5), p99Ms: percentile(mix, 0.99) },
    };
  } finally {
    await database.close();
  }
}
