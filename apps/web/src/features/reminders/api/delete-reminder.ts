import {
  NOTIFICATION_REMOVED_MESSAGE,
  NOTIFICATION_REMOVED_TITLE,
  remindersEndpoints,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { callApi } from '@/lib/api-client';
import { remindersQueryKey } from './query-keys';

/** DELETE /api/reminders/:id → 204 (the member's own only). */
export async function deleteReminder(id: string): Promise<void> {
  await callApi(remindersEndpoints.remove, { params: { id } });
}

/**
 * Deletes a reminder and says so ('Notification Removed') as soon as the server has, not once the
 * list has been fetched again. The delete settles with the list: the row, its confirm dialog with
 * it, goes when the new list comes (with the default in it, when this was the last reminder:
 * docs/product/reminders.md#the-default-reminder), not before.
 */
export function useDeleteReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...remindersQueryKey, 'delete'],
    mutationFn: deleteReminder,
    onSuccess: () => {
      toast({
        type: 'success',
        title: NOTIFICATION_REMOVED_TITLE,
        message: NOTIFICATION_REMOVED_MESSAGE,
      });
      return queryClient.invalidateQueries({ queryKey: remindersQueryKey });
    },
  });
}
