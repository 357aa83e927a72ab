import { type CreateTopicEntryInput, journalEndpoints, type ResponseOf } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { announceEarned } from '../utils/announce-earned';
import { journalQueryPrefix } from './query-keys';

export interface CreateTopicEntryVariables {
  topicId: string;
  input: CreateTopicEntryInput;
}

export type CreateTopicEntryAnswer = ResponseOf<typeof journalEndpoints.createTopicEntry>;

/**
 * POST /api/journal/topics/:id/entries → 201 { entry, earned }. The topic must be the member's
 * and active (docs/product/journal.md#rules), else 404 or 400 with the server's message.
 */
export function createTopicEntry({
  topicId,
  input,
}: CreateTopicEntryVariables): Promise<CreateTopicEntryAnswer> {
  return callApi(journalEndpoints.createTopicEntry, { params: { id: topicId }, body: input });
}

export function useCreateTopicEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'create-topic-entry'],
    mutationFn: createTopicEntry,
    onSuccess: ({ earned }) => {
      announceEarned(queryClient, earned);
      // The topic's updated_at moved (docs/product/journal.md#rules), so the topic list reorders
      // too.
      void queryClient.invalidateQueries({ queryKey: journalQueryPrefix });
    },
  });
}
