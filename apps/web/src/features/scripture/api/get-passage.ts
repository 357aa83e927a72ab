import { type PassageResult, scriptureEndpoints, type TranslationId } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { CHAPTER_CACHE_LIFE_MS } from './get-chapter';

export interface PassageParams {
  /** A reference such as 'John 3:16' (docs/product/scripture.md#references). */
  reference: string;
  translation: TranslationId;
}

// The "bible content" cache group (docs/product/scripture.md#scripture-cache).
export const passageQueryKey = ({ reference, translation }: PassageParams) =>
  ['bible-content', 'passage', translation, reference] as const;

export function getPassage(
  { reference, translation }: PassageParams,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PassageResult> {
  return callApi(scriptureEndpoints.passage, { query: { reference, translation }, signal });
}

export function getPassageQueryOptions(params: PassageParams) {
  return queryOptions({
    queryKey: passageQueryKey(params),
    queryFn: ({ signal }) => getPassage(params, { signal }),
    staleTime: CHAPTER_CACHE_LIFE_MS,
    gcTime: CHAPTER_CACHE_LIFE_MS,
  });
}

export function usePassage(params: PassageParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPassageQueryOptions(params), enabled });
}
