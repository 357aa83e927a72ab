import type { CreateEntryInput, EarnedAchievement, JournalEntry } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { announceEarned } from '../utils/announce-earned';
import { journalQueryPrefix } from './query-keys';

export interface CreateEntryAnswer {
  entry: JournalEntry;
  /**
   * Journal achievements this entry earned (docs/product/journal.md#achievements), each awarded
   * once.
   */
  earned: EarnedAchievement[];
}

/** POST /api/journal/entries → 201 { entry, earned }. */
export function createEntry(input: CreateEntryInput): Promise<CreateEntryAnswer> {
  return api.post<CreateEntryAnswer>('/api/journal/entries', { ...input });
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
