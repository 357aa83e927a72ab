import { remindersEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { remindersQueryKey } from './query-keys';

/** DELETE /api/reminders/:id → 204 (the member's own only). */
export async function deleteReminder(id: string): Promise<void> {
  await callApi(remindersEndpoints.remove, { params: { id } });
}

export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...remindersQueryKey, 'delete'],
    mutationFn: deleteReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}
