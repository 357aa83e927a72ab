import type { JournalTopicDetail } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journalTopicQueryKey } from './query-keys';

/** GET /api/journal/topics/:id → { topic } with its entries, newest first (SPEC §4). */
export async function getTopic(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JournalTopicDetail> {
  const { topic } = await api.get<{ topic: JournalTopicDetail }>(
    `/api/journal/topics/${encodeURIComponent(id)}`,
    { signal },
  );
  return topic;
}

export function getTopicQueryOptions(id: string) {
  return queryOptions({
    queryKey: journalTopicQueryKey(id),
    queryFn: ({ signal }) => getTopic(id, { signal }),
  });
}

export function useTopic(id: string) {
  return useQuery(getTopicQueryOptions(id));
}
