import { JOURNAL_PAGE_SIZE, type JournalListItem, type Page } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type PageRequest, pagedInfiniteQueryOptions } from '@/lib/paged-query';
import { journalEntriesQueryKey } from './query-keys';

/**
 * GET /api/journal/entries?limit&offset: the member's journal entries and topic entries, newest
 * first (docs/product/journal.md#rules), each topic entry with its topic.
 */
export function getEntries(request?: PageRequest): Promise<Page<JournalListItem>> {
  return getPage('/api/journal/entries', JOURNAL_PAGE_SIZE, request);
}

export function getEntriesQueryOptions() {
  return pagedInfiniteQueryOptions(journalEntriesQueryKey, getEntries);
}

/** The Entries tab, a page at a time ('Load more' calls `fetchNextPage`). */
export function useEntries() {
  return useInfiniteQuery(getEntriesQueryOptions());
}
