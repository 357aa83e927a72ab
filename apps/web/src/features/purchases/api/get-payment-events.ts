import { type PaymentEvent, purchasesEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { paymentEventsQueryKey } from './query-keys';

/** How often /purchase-test asks for new provider events while it is open. */
export const PAYMENT_EVENTS_REFRESH_MS = 10_000;

/** GET /api/admin/payment-events (admins): the provider events received lately, newest first. */
export async function getPaymentEvents({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<PaymentEvent[]> {
  const { events } = await callApi(purchasesEndpoints.recentPaymentEvents, { signal });
  return events;
}

export function getPaymentEventsQueryOptions() {
  return queryOptions({
    queryKey: paymentEventsQueryKey,
    queryFn: ({ signal }) => getPaymentEvents({ signal }),
    refetchInterval: PAYMENT_EVENTS_REFRESH_MS,
  });
}

export function usePaymentEvents() {
  return useQuery(getPaymentEventsQueryOptions());
}
