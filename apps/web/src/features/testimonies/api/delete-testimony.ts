import { testimoniesEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { testimoniesQueryPrefix, testimonyQueryKey } from './query-keys';

/** DELETE /api/testimonies/:id → 204 (the member's own only). */
export async function deleteTestimony(id: string): Promise<void> {
  await callApi(testimoniesEndpoints.remove, { params: { id } });
}

export function useDeleteTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...testimoniesQueryPrefix, 'delete'],
    mutationFn: deleteTestimony,
    onSuccess: (_data, id) => {
      // Dropped, not refetched: the screen showing it is on its way out.
      queryClient.removeQueries({ queryKey: testimonyQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: testimoniesQueryPrefix });
    },
  });
}
