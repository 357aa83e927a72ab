import type { JournalEntry } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journalEntryQueryKey } from './query-keys';

/** GET /api/journal/entries/:id → { entry }; another member's entry is a 404 like a missing one. */
export async function getEntry(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JournalEntry> {
  const { entry } = await api.get<{ entry: JournalEntry }>(
    `/api/journal/entries/${encodeURIComponent(id)}`,
    { signal },
  );
  return entry;
}

export function getEntryQueryOptions(id: string) {
  return queryOptions({
    queryKey: journalEntryQueryKey(id),
    queryFn: ({ signal }) => getEntry(id, { signal }),
  });
}

export function useEntry(id: string) {
  return useQuery(getEntryQueryOptions(id));
}
