import {
  JOURNAL_PAGE_SIZE,
  type JournalSearchHit,
  journalEndpoints,
  type Page,
} from '@manna/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalSearchQueryKey } from './query-keys';

/** GET /api/journal/search?q&limit&offset: the member's entries, topic entries and prayers. */
export function searchJournal(
  query: string,
  {
    offset = 0,
    limit = JOURNAL_PAGE_SIZE,
    signal,
  }: { offset?: number; limit?: number; signal?: AbortSignal } = {},
): Promise<Page<JournalSearchHit>> {
  return callApi(journalEndpoints.search, { query: { q: query, limit, offset }, signal });
}

export function searchJournalQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: journalSearchQueryKey(query),
    queryFn: ({ pageParam, signal }) => searchJournal(query, { offset: pageParam, signal }),
    initialPageParam: 0,
    getNextPageParam: (last: Page<JournalSearchHit>) => last.next_offset ?? undefined,
  });
}

/**
 * Search results for a trimmed query (nothing is asked for an empty one). The previous results
 * stay while the next query loads, so the list does not flash as the member types.
 */
export function useJournalSearch(query: string) {
  return useInfiniteQuery({
    ...searchJournalQueryOptions(query),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
}
