import { type CreateTopicInput, type JournalTopic, journalEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalQueryPrefix } from './query-keys';

/**
 * POST /api/journal/topics → 201 { topic } (defaults: active, blue, target;
 * docs/product/journal.md#entities).
 */
export async function createTopic(input: CreateTopicInput): Promise<JournalTopic> {
  const { topic } = await callApi(journalEndpoints.createTopic, { body: input });
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
