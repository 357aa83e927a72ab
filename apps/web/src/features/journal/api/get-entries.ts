import {
  JOURNAL_PAGE_SIZE,
  type JournalListItem,
  journalEndpoints,
  type Page,
} from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { journalEntriesQueryKey } from './query-keys';

/**
 * GET /api/journal/entries?limit&offset: the member's journal entries and topic entries, newest
 * first (docs/product/journal.md#rules), each topic entry with its topic.
 */
export function getEntries(request?: PageRequest): Promise<Page<JournalListItem>> {
  return callApi(journalEndpoints.entries, {
    query: pageQuery(JOURNAL_PAGE_SIZE, request),
    signal: request?.signal,
  });
}

export function getEntriesQueryOptions() {
  return pagedInfiniteQueryOptions(journalEntriesQueryKey, getEntries);
}

/** The Entries tab, a page at a time ('Load more' calls `fetchNextPage`). */
export function useEntries() {
  return useInfiniteQuery(getEntriesQueryOptions());
}
