import { journalEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalQueryPrefix } from './query-keys';

/**
 * DELETE /api/journal/topic-entries/:id → 204 (the topic's updated_at moves,
 * docs/product/journal.md#rules).
 */
export async function deleteTopicEntry(id: string): Promise<void> {
  await callApi(journalEndpoints.deleteTopicEntry, { params: { id } });
}

export function useDeleteTopicEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'delete-topic-entry'],
    mutationFn: deleteTopicEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryPrefix }),
  });
}
