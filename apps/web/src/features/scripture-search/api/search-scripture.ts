import {
  type BundledTranslationId,
  type ScriptureSearchResult,
  scriptureEndpoints,
  type Testament,
} from '@manna/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** What the search screen asks for: its URL's q, translation, testament and book. */
export interface ScriptureSearchParams {
  q: string;
  translation: BundledTranslationId;
  testament: Testament | null;
  book: string | null;
}

export const scriptureSearchQueryKey = ({
  q,
  translation,
  testament,
  book,
}: ScriptureSearchParams) => ['scripture-search', translation, testament, book, q] as const;

/** GET /api/scripture/search (docs/product/scripture.md#search). */
export function searchScripture(
  { q, translation, testament, book }: ScriptureSearchParams,
  { page = 1, signal }: { page?: number; signal?: AbortSignal } = {},
): Promise<ScriptureSearchResult> {
  return callApi(scriptureEndpoints.search, {
    query: {
      q,
      translation,
      page,
      ...(testament && { testament }),
      ...(book && { book }),
    },
    signal,
  });
}

export function searchScriptureQueryOptions(params: ScriptureSearchParams) {
  return infiniteQueryOptions({
    queryKey: scriptureSearchQueryKey(params),
    queryFn: ({ pageParam, signal }) => searchScripture(params, { page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last: ScriptureSearchResult) =>
      last.kind === 'verses' && last.has_more ? last.page + 1 : undefined,
    // The bundled text never changes while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The pages of verses found; the previous results stay while new ones load. */
export function useScriptureSearch(params: ScriptureSearchParams) {
  return useInfiniteQuery({
    ...searchScriptureQueryOptions(params),
    enabled: params.q !== '',
    placeholderData: keepPreviousData,
  });
}
