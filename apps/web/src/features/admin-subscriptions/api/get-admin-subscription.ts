import { type AdminSubscriptionDetail, adminSubscriptionsEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminSubscriptionQueryKey } from './query-keys';

/** GET /api/admin/subscriptions/:id: the subscription with its member, ids and events. */
export async function getAdminSubscription(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminSubscriptionDetail> {
  const { subscription } = await callApi(adminSubscriptionsEndpoints.get, {
    params: { id },
    signal,
  });
  return subscription;
}

export function getAdminSubscriptionQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminSubscriptionQueryKey(id),
    queryFn: ({ signal }) => getAdminSubscription(id, { signal }),
  });
}

export function useAdminSubscription(id: string) {
  return useQuery(getAdminSubscriptionQueryOptions(id));
}
