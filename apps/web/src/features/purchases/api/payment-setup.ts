import { adminSettingsEndpoints } from '@manna/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { paymentEventsQueryKey } from './query-keys';

// The payment setup screen's calls (docs/product/admin.md#payment-setup), admins only.

export const paymentSetupQueryKey = ['admin', 'payment-setup'] as const;
export const priceCheckQueryKey = ['admin', 'payment-setup', 'prices'] as const;

/** GET /api/admin/payment-setup: mode, which keys are set, the webhook URL. */
export function getPaymentSetupQueryOptions() {
  return queryOptions({
    queryKey: paymentSetupQueryKey,
    queryFn: ({ signal }) => callApi(adminSettingsEndpoints.paymentSetup, { signal }),
  });
}

export function usePaymentSetup() {
  return useQuery(getPaymentSetupQueryOptions());
}

/** GET /api/admin/payment-setup/prices: each Stripe price id as Stripe knows it (slow-ish). */
export function getPriceCheckQueryOptions() {
  return queryOptions({
    queryKey: priceCheckQueryKey,
    queryFn: ({ signal }) => callApi(adminSettingsEndpoints.priceCheck, { signal }),
    // Stripe is asked when the screen opens or on Check again, not on every focus.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePriceCheck() {
  return useQuery(getPriceCheckQueryOptions());
}

/** POST /api/admin/payment-setup/test-event; the event then shows among the provider events. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...paymentSetupQueryKey, 'test-event'],
    mutationFn: () => callApi(adminSettingsEndpoints.sendTestEvent, {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: paymentEventsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit-log'] });
    },
  });
}
