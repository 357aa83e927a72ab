import { JOURNAL_PAGE_SIZE, type Page, type Testimony } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type PageRequest, pagedInfiniteQueryOptions } from '@/lib/paged-query';
import { communityTestimoniesQueryKey } from './query-keys';

/** GET /api/testimonies?limit&offset: approved testimonies of all members, newest first. */
export function getTestimonies(request?: PageRequest): Promise<Page<Testimony>> {
  return getPage('/api/testimonies', JOURNAL_PAGE_SIZE, request);
}

export function getTestimoniesQueryOptions() {
  return pagedInfiniteQueryOptions(communityTestimoniesQueryKey, getTestimonies);
}

export function useTestimonies() {
  return useInfiniteQuery(getTestimoniesQueryOptions());
}
