import { prayersEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { prayerQueryKey, prayersQueryPrefix } from './query-keys';

/** DELETE /api/prayers/:id → 204. Journal entries and testimonies made from it stay. */
export async function deletePrayer(id: string): Promise<void> {
  await callApi(prayersEndpoints.remove, { params: { id } });
}

export function useDeletePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...prayersQueryPrefix, 'delete'],
    mutationFn: deletePrayer,
    onSuccess: (_data, id) => {
      // Dropped, not refetched: the screen showing it is on its way out.
      queryClient.removeQueries({ queryKey: prayerQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: prayersQueryPrefix });
    },
  });
}
