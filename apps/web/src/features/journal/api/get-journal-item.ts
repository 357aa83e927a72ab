import { type JournalItem, journalEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, isApiError } from '@/lib/api-client';
import { journalItemQueryKey } from './query-keys';

/**
 * GET /api/journal/items/:id → { item }: what /journal/:id names (docs/product/journal.md#routes:
 * "entry or topic detail"), an entry or a topic, in one request. Null when it is neither (missing,
 * malformed or another member's id: the API answers 404 for all three).
 */
export async function getJournalItem(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JournalItem | null> {
  try {
    const { item } = await callApi(journalEndpoints.item, { params: { id }, signal });
    return item;
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

export function getJournalItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: journalItemQueryKey(id),
    queryFn: ({ signal }) => getJournalItem(id, { signal }),
  });
}

export function useJournalItem(id: string) {
  return useQuery(getJournalItemQueryOptions(id));
}
