import { type CreatePrayerInput, type Prayer, prayersEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { prayerQueryKey, prayersQueryPrefix } from './query-keys';

/** POST /api/prayers → 201 { prayer }. */
export async function createPrayer(input: CreatePrayerInput): Promise<Prayer> {
  const { prayer } = await callApi(prayersEndpoints.create, { body: input });
  return prayer;
}

export function useCreatePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...prayersQueryPrefix, 'create'],
    mutationFn: createPrayer,
    onSuccess: (prayer) => {
      // The prayer's screen opens next: it needs no request of its own.
      queryClient.setQueryData(prayerQueryKey(prayer.id), prayer);
      void queryClient.invalidateQueries({ queryKey: prayersQueryPrefix });
    },
  });
}
