import { supportEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { supportUnreadQueryKey } from './query-keys';

/** GET /api/support/unread: staff replies the member has not read, for the badge. */
export function getSupportUnread({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(supportEndpoints.unread, { signal });
}

export function useSupportUnread() {
  return useQuery({
    queryKey: supportUnreadQueryKey,
    queryFn: ({ signal }) => getSupportUnread({ signal }),
    // Live changes refresh it (use-support-events); a minute's staleness is the fallback.
    staleTime: 60_000,
  });
}
