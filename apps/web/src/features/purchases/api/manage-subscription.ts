import { type MemberSubscription, purchasesEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { purchasesQueryPrefix, subscriptionQueryKey } from './query-keys';

/** POST /api/subscription/portal (Stripe mode): the Billing Portal's address for the member. */
export async function openBillingPortal(): Promise<string> {
  const { url } = await callApi(purchasesEndpoints.billingPortal);
  return url;
}

export function useBillingPortal() {
  return useMutation({
    mutationKey: [...purchasesQueryPrefix, 'billing-portal'],
    mutationFn: openBillingPortal,
  });
}

/**
 * POST /api/subscription/cancel (ends at the period's end, access stays until then) or
 * /api/subscription/resume (undoes that before the period ends).
 */
export async function changeSubscription(change: 'cancel' | 'resume'): Promise<MemberSubscription> {
  const { subscription } = await callApi(
    change === 'cancel'
      ? purchasesEndpoints.cancelSubscription
      : purchasesEndpoints.resumeSubscription,
  );
  return subscription;
}

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...purchasesQueryPrefix, 'change-subscription'],
    mutationFn: changeSubscription,
    onSuccess: (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      void queryClient.invalidateQueries({ queryKey: purchasesQueryPrefix });
    },
  });
}
