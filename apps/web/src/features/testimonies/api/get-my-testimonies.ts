import { JOURNAL_PAGE_SIZE, type Page, type Testimony, testimoniesEndpoints } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { myTestimoniesQueryKey } from './query-keys';

/** GET /api/testimonies/mine?limit&offset: the member's own, any status, newest first. */
export function getMyTestimonies(request?: PageRequest): Promise<Page<Testimony>> {
  return callApi(testimoniesEndpoints.mine, {
    query: pageQuery(JOURNAL_PAGE_SIZE, request),
    signal: request?.signal,
  });
}

export function getMyTestimoniesQueryOptions() {
  return pagedInfiniteQueryOptions(myTestimoniesQueryKey, getMyTestimonies);
}

export function useMyTestimonies() {
  return useInfiniteQuery(getMyTestimoniesQueryOptions());
}
