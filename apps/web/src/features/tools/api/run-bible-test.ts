import {
  type PassageSource,
  scriptureEndpoints,
  TRANSLATIONS,
  type TranslationId,
} from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi, getErrorMessage } from '@/lib/api-client';

/** The verse every translation is asked for (docs/product/tools.md#bible-test). */
export const BIBLE_TEST_REFERENCE = 'John 3:16';

export interface BibleTestRow {
  translation: TranslationId;
  abbreviation: string;
  ok: boolean;
  /** Where the server took the text from; absent when the call failed. */
  source?: PassageSource;
  /** The verse, or why it failed. */
  detail: string;
  /** The server read another translation in its place (no API.Bible key). */
  fallback: boolean;
  latencyMs: number;
}

/** One translation's John 3:16 through GET /api/scripture/passage, timed; never throws. */
export async function testTranslation(
  translation: TranslationId,
  abbreviation: string,
): Promise<BibleTestRow> {
  const started = performance.now();
  try {
    const passage = await callApi(scriptureEndpoints.passage, {
      query: { reference: BIBLE_TEST_REFERENCE, translation },
    });
    return {
      translation,
      abbreviation,
      ok: true,
      source: passage.source,
      detail: passage.text,
      fallback: passage.fallback !== undefined,
      latencyMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return {
      translation,
      abbreviation,
      ok: false,
      detail: getErrorMessage(error),
      fallback: false,
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

/** Every translation, one after the other so each latency is its own. */
export async function runBibleTest(): Promise<BibleTestRow[]> {
  const rows: BibleTestRow[] = [];
  for (const { id, abbreviation } of TRANSLATIONS) {
    rows.push(await testTranslation(id, abbreviation));
  }
  return rows;
}

export function useBibleTest() {
  return useQuery({
    queryKey: ['bible-test'],
    queryFn: runBibleTest,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
