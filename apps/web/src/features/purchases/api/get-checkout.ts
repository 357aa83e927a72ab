import { type Checkout, purchasesEndpoints } from '@manna/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { checkoutQueryKey } from './query-keys';

/** GET /api/purchases/checkouts/:id: the member's checkout; another's is 'Checkout not found'. */
export async function getCheckout(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Checkout> {
  const { checkout } = await callApi(purchasesEndpoints.checkout, { params: { id }, signal });
  return checkout;
}

export function getCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: checkoutQueryKey(id),
    queryFn: ({ signal }) => getCheckout(id, { signal }),
  });
}
