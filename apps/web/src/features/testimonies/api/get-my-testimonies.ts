import { JOURNAL_PAGE_SIZE, type Page, type Testimony } from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getPage, type PageRequest, pagedInfiniteQueryOptions } from '@/lib/paged-query';
import { myTestimoniesQueryKey } from './query-keys';

/** GET /api/testimonies/mine?limit&offset: the member's own, any status, newest first. */
export function getMyTestimonies(request?: PageRequest): Promise<Page<Testimony>> {
  return getPage('/api/testimonies/mine', JOURNAL_PAGE_SIZE, request);
}

export function getMyTestimoniesQueryOptions() {
  return pagedInfiniteQueryOptions(myTestimoniesQueryKey, getMyTestimonies);
}

export function useMyTestimonies() {
  return useInfiniteQuery(getMyTestimoniesQueryOptions());
}
