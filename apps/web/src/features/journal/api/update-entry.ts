import { type JournalEntry, journalEndpoints, type UpdateEntryInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalQueryPrefix } from './query-keys';

export interface UpdateEntryVariables {
  id: string;
  changes: UpdateEntryInput;
}

/** PATCH /api/journal/entries/:id → { entry }. */
export async function updateEntry({ id, changes }: UpdateEntryVariables): Promise<JournalEntry> {
  const { entry } = await callApi(journalEndpoints.updateEntry, { params: { id }, body: changes });
  return entry;
}

export function useUpdateEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'update-entry'],
    mutationFn: updateEntry,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: journalQueryPrefix }),
  });
}
