import { JOURNAL_PAGE_SIZE, type Page, type Testimony, testimoniesEndpoints } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { communityTestimoniesQueryKey } from './query-keys';

/** GET /api/testimonies?limit&offset: approved testimonies of all members, newest first. */
export function getTestimonies(request?: PageRequest): Promise<Page<Testimony>> {
  return callApi(testimoniesEndpoints.list, {
    query: pageQuery(JOURNAL_PAGE_SIZE, request),
    signal: request?.signal,
  });
}

export function getTestimoniesQueryOptions() {
  return pagedInfiniteQueryOptions(communityTestimoniesQueryKey, getTestimonies);
}

export function useTestimonies() {
  return useInfiniteQuery(getTestimoniesQueryOptions());
}
