import type { JournalTopicEntry, UpdateTopicEntryInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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
  const { entry } = await api.patch<{ entry: JournalTopicEntry }>(
    `/api/journal/topic-entries/${encodeURIComponent(id)}`,
    { ...changes },
  );
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
