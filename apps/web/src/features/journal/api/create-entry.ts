import { type CreateEntryInput, journalEndpoints, type ResponseOf } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { announceEarned } from '../utils/announce-earned';
import { journalQueryPrefix } from './query-keys';

/**
 * The entry, and the journal achievements it earned (docs/product/journal.md#achievements), each
 * awarded once.
 */
export type CreateEntryAnswer = ResponseOf<typeof journalEndpoints.createEntry>;

/** POST /api/journal/entries → 201 { entry, earned }. */
export function createEntry(input: CreateEntryInput): Promise<CreateEntryAnswer> {
  return callApi(journalEndpoints.createEntry, { body: input });
}

export function useCreateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'create-entry'],
    mutationFn: createEntry,
    onSuccess: ({ earned }) => {
      announceEarned(queryClient, earned);
      // The list, the counts behind the achievements card and the search all change.
      void queryClient.invalidateQueries({ queryKey: journalQueryPrefix });
    },
  });
}
