import {
  type AdminSubscriptionListQuery,
  type AdminSubscriptionPage,
  adminSubscriptionsEndpoints,
} from '@manna/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminSubscriptionsQueryKey } from './query-keys';

/** GET /api/admin/subscriptions: one page of one status tab, newest first, with every tab's count. */
export function getAdminSubscriptions(
  query: AdminSubscriptionListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminSubscriptionPage> {
  return callApi(adminSubscriptionsEndpoints.list, { query, signal });
}

export function getAdminSubscriptionsQueryOptions(query: AdminSubscriptionListQuery) {
  return queryOptions({
    queryKey: adminSubscriptionsQueryKey(query),
    queryFn: ({ signal }) => getAdminSubscriptions(query, { signal }),
    // The page on screen stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAdminSubscriptions(query: AdminSubscriptionListQuery) {
  return useQuery(getAdminSubscriptionsQueryOptions(query));
}
