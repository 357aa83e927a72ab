import { testimoniesEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { reviewTestimonyQueryKey } from './query-keys';

/**
 * GET /api/admin/testimonies/:id → { testimony, prayer }: any testimony, with only the title of
 * the prayer it tells of (admins never read prayers).
 */
export function useTestimonyForReview(id: string) {
  return useQuery({
    queryKey: reviewTestimonyQueryKey(id),
    queryFn: ({ signal }) => callApi(testimoniesEndpoints.reviewGet, { params: { id }, signal }),
  });
}
