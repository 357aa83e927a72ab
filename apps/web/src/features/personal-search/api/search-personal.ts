import {
  type Page,
  type PersonalSearchHit,
  type PersonalSearchKind,
  personalSearchEndpoints,
} from '@manna/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Every personal search result, so any change to what a member wrote can refresh them. */
export const personalSearchQueryPrefix = ['personal-search'] as const;

/** GET /api/search: the member's own words matching `query`, best first, a page at a time. */
export function searchPersonal(
  query: string,
  kind: PersonalSearchKind | null,
  { offset = 0, signal }: { offset?: number; signal?: AbortSignal } = {},
): Promise<Page<PersonalSearchHit>> {
  return callApi(personalSearchEndpoints.search, {
    query: { q: query, kind: kind ?? undefined, offset },
    signal,
  });
}

/**
 * Results for a trimmed query (nothing is asked for an empty one); the last results stay while
 * another kind loads, so the list does not flash.
 */
export function usePersonalSearch(query: string, kind: PersonalSearchKind | null) {
  return useInfiniteQuery({
    queryKey: [...personalSearchQueryPrefix, query, kind ?? 'all'],
    queryFn: ({ pageParam, signal }) => searchPersonal(query, kind, { offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Page<PersonalSearchHit>) => last.next_offset ?? undefined,
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
