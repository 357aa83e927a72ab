import { type Prayer, prayersEndpoints, type UpdatePrayerInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { prayerQueryKey, prayersQueryPrefix } from './query-keys';

export interface UpdatePrayerVariables {
  id: string;
  /** `is_answered: true` stamps answered_at on the server, `false` clears it. */
  changes: UpdatePrayerInput;
}

/** PATCH /api/prayers/:id → { prayer }. */
export async function updatePrayer({ id, changes }: UpdatePrayerVariables): Promise<Prayer> {
  const { prayer } = await callApi(prayersEndpoints.update, { params: { id }, body: changes });
  return prayer;
}

export function useUpdatePrayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...prayersQueryPrefix, 'update'],
    mutationFn: updatePrayer,
    onSuccess: (prayer) => {
      queryClient.setQueryData(prayerQueryKey(prayer.id), prayer);
      void queryClient.invalidateQueries({ queryKey: prayersQueryPrefix });
    },
  });
}
