import type { Prayer, UpdatePrayerInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { prayerQueryKey, prayersQueryPrefix } from './query-keys';

export interface UpdatePrayerVariables {
  id: string;
  /** `is_answered: true` stamps answered_at on the server, `false` clears it. */
  changes: UpdatePrayerInput;
}

/** PATCH /api/prayers/:id → { prayer }. */
export async function updatePrayer({ id, changes }: UpdatePrayerVariables): Promise<Prayer> {
  const { prayer } = await api.patch<{ prayer: Prayer }>(
    `/api/prayers/${encodeURIComponent(id)}`,
    changes as Record<string, unknown>,
  );
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
