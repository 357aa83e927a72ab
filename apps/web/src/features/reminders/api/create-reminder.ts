import { type CreateReminderInput, type Reminder, remindersEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { remindersQueryKey } from './query-keys';

/** POST /api/reminders → 201 */
export async function createReminder(input: CreateReminderInput): Promise<Reminder> {
  return (await callApi(remindersEndpoints.create, { body: input })).reminder;
}

export function useCreateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...remindersQueryKey, 'create'],
    mutationFn: createReminder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}
