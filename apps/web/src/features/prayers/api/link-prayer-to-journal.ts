import {
  type EarnedAchievement,
  JOURNAL_ERROR_DISPLAY_MS,
  LINK_PRAYER_FAILED,
  prayersEndpoints,
  type ResponseOf,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { userQueryKey } from '@/features/auth';
import { callApi, getErrorMessage } from '@/lib/api-client';
import { journalQueryPrefix, prayersQueryPrefix } from './query-keys';

/**
 * POST /api/prayers/:id/journal → the journal entry made from the prayer (201), or the one
 * already made (200): linking twice never writes a second entry.
 */
export function linkPrayerToJournal(id: string): Promise<LinkedJournalEntry> {
  return callApi(prayersEndpoints.linkToJournal, { params: { id } });
}

/**
 * The entry, and the journal achievements it earned (docs/product/journal.md#achievements), each
 * with its reward tokens.
 */
export type LinkedJournalEntry = ResponseOf<typeof prayersEndpoints.linkToJournal>;

/** 'Achievement unlocked: First Reflection' / '+5 tokens. ...', as the journal says it. */
function announceEarned(earned: readonly EarnedAchievement[]): void {
  for (const achievement of earned) {
    const tokens =
      achievement.reward_tokens > 0
        ? `+${achievement.reward_tokens} ${achievement.reward_tokens === 1 ? 'token' : 'tokens'}. `
        : '';
    toast({
      type: 'success',
      title: `Achievement unlocked: ${achievement.name}`,
      message: `${tokens}${achievement.description}`,
    });
  }
}

/**
 * 'Add to journal'. A failure is the error toast 'Failed to link prayer to journal', shown
 * for the journal's 5 seconds (docs/product/prayers-and-testimonies.md#prayersid), with the
 * server's reason under it.
 */
export function useLinkPrayerToJournal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...prayersQueryPrefix, 'link-to-journal'],
    mutationFn: linkPrayerToJournal,
    onError: (error) =>
      toast({
        type: 'error',
        title: LINK_PRAYER_FAILED,
        message: getErrorMessage(error),
        duration: JOURNAL_ERROR_DISPLAY_MS,
      }),
    onSuccess: ({ earned }) => {
      // The prayer now carries its journal_entry_id, and the journal holds a new entry (and
      // perhaps a new achievement, whose tokens change the member's count in the `['user']` query).
      void queryClient.invalidateQueries({ queryKey: prayersQueryPrefix });
      void queryClient.invalidateQueries({ queryKey: journalQueryPrefix });
      if (earned.length > 0) {
        announceEarned(earned);
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    },
  });
}
