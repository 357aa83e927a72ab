import { journalEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { forgetJournalItem } from './forget-journal-item';
import { journalQueryPrefix } from './query-keys';

/** DELETE /api/journal/entries/:id → 204. */
export async function deleteEntry(id: string): Promise<void> {
  await callApi(journalEndpoints.deleteEntry, { params: { id } });
}

export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...journalQueryPrefix, 'delete-entry'],
    mutationFn: deleteEntry,
    onSuccess: (_answer, id) => forgetJournalItem(queryClient, id),
  });
}
