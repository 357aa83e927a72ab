import {
  JOURNAL_PAGE_SIZE,
  type Page,
  type Prayer,
  type PrayerListStatus,
  prayersEndpoints,
} from '@manna/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { prayerListQueryKey } from './query-keys';

/**
 * GET /api/prayers?status&limit&offset: one page of the member's prayers, newest first; with
 * `status`, only those waiting for an answer or only answered ones.
 */
export function getPrayers(
  status: PrayerListStatus | undefined,
  request?: PageRequest,
): Promise<Page<Prayer>> {
  return callApi(prayersEndpoints.list, {
    query: { status, ...pageQuery(JOURNAL_PAGE_SIZE, request) },
    signal: request?.signal,
  });
}

export function getPrayersQueryOptions(status?: PrayerListStatus) {
  return pagedInfiniteQueryOptions(prayerListQueryKey(status), (request) =>
    getPrayers(status, request),
  );
}

/**
 * The member's prayers, a page at a time (`fetchNextPage` for 'Load more prayers'). Switching
 * `status` keeps the list on screen until the other one arrives.
 */
export function usePrayers(status?: PrayerListStatus) {
  return useInfiniteQuery({ ...getPrayersQueryOptions(status), placeholderData: keepPreviousData });
}
