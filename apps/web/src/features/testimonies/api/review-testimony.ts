import { type ReviewTestimonyInput, type Testimony, testimoniesEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminQueryPrefix, testimoniesQueryPrefix } from './query-keys';

/** POST /api/admin/testimonies/:id/review: approve, reject or (rejecting a shared one) unpublish. */
export async function reviewTestimony({
  id,
  review,
}: {
  id: string;
  review: ReviewTestimonyInput;
}): Promise<Testimony> {
  const { testimony } = await callApi(testimoniesEndpoints.review, {
    params: { id },
    body: review,
  });
  return testimony;
}

export function useReviewTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryPrefix, 'testimonies', 'review'],
    mutationFn: reviewTestimony,
    onSuccess: () => {
      // The queues, their counts, the overview, and the community's list an admin also reads.
      void queryClient.invalidateQueries({ queryKey: adminQueryPrefix });
      void queryClient.invalidateQueries({ queryKey: testimoniesQueryPrefix });
    },
  });
}
