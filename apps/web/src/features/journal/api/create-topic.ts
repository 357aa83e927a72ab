import type { CreateTopicInput, JournalTopic } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journalQueryPrefix } from './query-keys';

/**
 * POST /api/journal/topics → 201 { topic } (defaults: active, blue, target;
 * docs/product/journal.md#entities).
 */
export async function createTopic(input: CreateTopicInput): Promise<JournalTopic> {
  const { topic } = await api.post<{ topic: JournalTopic }>('/api/journal/topics', { ...input });
  return topic;
}

export function useCreateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'create-topic'],
    mutationFn: createTopic,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryPrefix }),
  });
}
