import type { QueryClient } from '@tanstack/react-query';
import { journalItemQueryKey, journalQueryPrefix } from './query-keys';

/**
 * After a delete: drop the deleted item's own query first, so the screen still showing it is
 * not refetched into a 404 while the member is being taken away, then refresh everything else.
 */
export function forgetJournalItem(queryClient: QueryClient, id: string): void {
  queryClient.removeQueries({ queryKey: journalItemQueryKey(id), exact: true });
  void queryClient.invalidateQueries({ queryKey: journalQueryPrefix });
}
