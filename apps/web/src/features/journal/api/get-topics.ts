import { type JournalTopic, journalEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalTopicsQueryKey } from './query-keys';

export type TopicListFilter = 'all' | 'active';

/**
 * GET /api/journal/topics → { topics }, newest-updated first (docs/product/journal.md#rules), each
 * with entry_count, answered_count and last_entry_date. `active` is the topic chooser, which offers
 * only active topics for selection.
 */
export async function getTopics(
  filter: TopicListFilter = 'all',
  { signal }: { signal?: AbortSignal } = {},
): Promise<JournalTopic[]> {
  const query = filter === 'active' ? { status: 'active' as const } : {};
  const { topics } = await callApi(journalEndpoints.topics, { query, signal });
  return topics;
}

export function getTopicsQueryOptions(filter: TopicListFilter = 'all') {
  return queryOptions({
    queryKey: journalTopicsQueryKey(filter),
    queryFn: ({ signal }) => getTopics(filter, { signal }),
  });
}

export function useTopics(filter: TopicListFilter = 'all', { enabled = true } = {}) {
  return useQuery({ ...getTopicsQueryOptions(filter), enabled });
}
