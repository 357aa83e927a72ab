import { type Reminder, remindersEndpoints, type UpdateReminderInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { remindersQueryKey } from './query-keys';

/** PATCH /api/reminders/:id (the member's own only). */
export async function updateReminder({
  id,
  changes,
}: {
  id: string;
  changes: UpdateReminderInput;
}): Promise<Reminder> {
  return (await callApi(remindersEndpoints.update, { params: { id }, body: changes })).reminder;
}

export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...remindersQueryKey, 'update'],
    mutationFn: updateReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}
