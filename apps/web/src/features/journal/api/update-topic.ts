import { type JournalTopic, journalEndpoints, type UpdateTopicInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalQueryPrefix } from './query-keys';

export interface UpdateTopicVariables {
  id: string;
  changes: UpdateTopicInput;
}

/** PATCH /api/journal/topics/:id → { topic }. */
export async function updateTopic({ id, changes }: UpdateTopicVariables): Promise<JournalTopic> {
  const { topic } = await callApi(journalEndpoints.updateTopic, { params: { id }, body: changes });
  return topic;
}

export function useUpdateTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'update-topic'],
    mutationFn: updateTopic,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryPrefix }),
  });
}
