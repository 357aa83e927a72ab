import { type MemberSubscription, purchasesEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { subscriptionQueryKey } from './query-keys';

/** GET /api/subscription: the member's current (or latest) subscription, null without one. */
export async function getSubscription({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<MemberSubscription | null> {
  const { subscription } = await callApi(purchasesEndpoints.subscription, { signal });
  return subscription;
}

export function getSubscriptionQueryOptions() {
  return queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription({ signal }),
  });
}

/** The member's subscription; `enabled: false` for a visitor, who has none to ask about. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSubscriptionQueryOptions(), enabled });
}
