import { JOURNAL_PAGE_SIZE, type Page, type Prayer } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type PageRequest, pagedInfiniteQueryOptions } from '@/lib/paged-query';
import { prayerListQueryKey } from './query-keys';

/** GET /api/prayers?limit&offset: one page of the member's prayers, newest first. */
export function getPrayers(request?: PageRequest): Promise<Page<Prayer>> {
  return getPage('/api/prayers', JOURNAL_PAGE_SIZE, request);
}

export function getPrayersQueryOptions() {
  return pagedInfiniteQueryOptions(prayerListQueryKey, getPrayers);
}

/** The member's prayers, a page at a time (`fetchNextPage` for 'Load more prayers'). */
export function usePrayers() {
  return useInfiniteQuery(getPrayersQueryOptions());
}
