import {
  JOURNAL_PAGE_SIZE,
  type Page,
  type Testimony,
  type TestimonyStatus,
  testimoniesEndpoints,
} from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { reviewQueueQueryKey } from './query-keys';

/** GET /api/admin/testimonies?status&limit&offset: one review queue, newest first (admins). */
export function getReviewQueue(
  status: TestimonyStatus,
  request?: PageRequest,
): Promise<Page<Testimony>> {
  return callApi(testimoniesEndpoints.reviewList, {
    query: { status, ...pageQuery(JOURNAL_PAGE_SIZE, request) },
    signal: request?.signal,
  });
}

export function useReviewQueue(status: TestimonyStatus) {
  return useInfiniteQuery(
    pagedInfiniteQueryOptions(reviewQueueQueryKey(status), (request) =>
      getReviewQueue(status, request),
    ),
  );
}
