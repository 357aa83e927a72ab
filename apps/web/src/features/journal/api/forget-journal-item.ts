import type { QueryClient } from '@tanstack/react-query';
import {
  journalEntryQueryKey,
  journalItemQueryKey,
  journalQueryPrefix,
  journalTopicQueryKey,
} from './query-keys';

/**
 * After a delete: drop the deleted item's own queries first, so the screen still showing it is
 * not refetched into a 404 while the member is being taken away, then refresh everything else.
 */
export function forgetJournalItem(queryClient: QueryClient, id: string): void {
  for (const queryKey of [
    journalItemQueryKey(id),
    journalEntryQueryKey(id),
    journalTopicQueryKey(id),
  ]) {
    queryClient.removeQueries({ queryKey, exact: true });
  }
  void queryClient.invalidateQueries({ queryKey: journalQueryPrefix });
}
