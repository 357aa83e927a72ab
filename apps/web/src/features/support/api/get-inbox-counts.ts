import { supportEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { inboxCountsQueryKey } from './query-keys';

/** GET /api/admin/support/counts: open conversations, and those with unread messages. */
export function getInboxCounts({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(supportEndpoints.inboxCounts, { signal });
}

export function useInboxCounts() {
  return useQuery({
    queryKey: inboxCountsQueryKey,
    queryFn: ({ signal }) => getInboxCounts({ signal }),
  });
}
