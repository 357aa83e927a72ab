import { journalEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { forgetJournalItem } from './forget-journal-item';
import { journalQueryPrefix } from './query-keys';

/** DELETE /api/journal/topics/:id → 204 (its entries go with it). */
export async function deleteTopic(id: string): Promise<void> {
  await callApi(journalEndpoints.deleteTopic, { params: { id } });
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'delete-topic'],
    mutationFn: deleteTopic,
    onSuccess: (_answer, id) => forgetJournalItem(queryClient, id),
  });
}
