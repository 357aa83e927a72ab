import {
  type JournalTopicEntry,
  journalEndpoints,
  type UpdateTopicEntryInput,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalQueryPrefix } from './query-keys';

export interface UpdateTopicEntryVariables {
  id: string;
  changes: UpdateTopicEntryInput;
}

/**
 * PATCH /api/journal/topic-entries/:id → { entry } (and the topic's updated_at moves,
 * docs/product/journal.md#rules).
 */
export async function updateTopicEntry({
  id,
  changes,
}: UpdateTopicEntryVariables): Promise<JournalTopicEntry> {
  const { entry } = await callApi(journalEndpoints.updateTopicEntry, {
    params: { id },
    body: changes,
  });
  return entry;
}

export function useUpdateTopicEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'update-topic-entry'],
    mutationFn: updateTopicEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryPrefix }),
  });
}
