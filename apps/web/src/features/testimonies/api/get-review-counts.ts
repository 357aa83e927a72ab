import { testimoniesEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewCountsQueryKey } from './query-keys';

/** GET /api/admin/testimonies/counts: how many testimonies wait, are approved, were rejected. */
export function useReviewCounts() {
  return useQuery({
    queryKey: reviewCountsQueryKey,
    queryFn: ({ signal }) => callApi(testimoniesEndpoints.reviewCounts, { signal }),
  });
}
