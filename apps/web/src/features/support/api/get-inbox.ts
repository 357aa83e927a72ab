import {
  SUPPORT_CONVERSATIONS_PAGE_SIZE,
  type SupportConversationFilter,
  supportEndpoints,
} from '@manna/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { type PageRequest, pagedInfiniteQueryOptions, pageQuery } from '@/lib/paged-query';
import { inboxQueryKey } from './query-keys';

/** Every conversation, or those of one filter. */
export type InboxFilter = SupportConversationFilter | 'all';

/** GET /api/admin/support/conversations?filter=: latest message first, paged on the server. */
export function getInbox(filter: InboxFilter, request?: PageRequest) {
  return callApi(supportEndpoints.inbox, {
    query: {
      ...(filter === 'all' ? {} : { filter }),
      ...pageQuery(SUPPORT_CONVERSATIONS_PAGE_SIZE, request),
    },
    signal: request?.signal,
  });
}

export function useInbox(filter: InboxFilter) {
  return useInfiniteQuery(
    pagedInfiniteQueryOptions(inboxQueryKey(filter), (request) => getInbox(filter, request)),
  );
}
