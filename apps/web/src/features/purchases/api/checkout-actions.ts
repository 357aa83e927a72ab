import { type Checkout, purchasesEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import { checkoutQueryKey, purchasesQueryPrefix } from './query-keys';

/**
 * POST /api/purchases/checkouts/:id/complete (test mode): pays the checkout through the same
 * fulfilment as a Stripe webhook.
 */
export async function completeTestCheckout(id: string): Promise<Checkout> {
  const { checkout } = await callApi(purchasesEndpoints.completeTestCheckout, { params: { id } });
  return checkout;
}

/** POST /api/purchases/checkouts/:id/cancel: abandons an open checkout; nothing is charged. */
export async function cancelCheckout(id: string): Promise<Checkout> {
  const { checkout } = await callApi(purchasesEndpoints.cancelCheckout, { params: { id } });
  return checkout;
}

/** Completing or cancelling a checkout; the balance and the purchases data follow. */
export function useCheckoutAction(action: 'complete' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...purchasesQueryPrefix, 'checkout', action],
    mutationFn: action === 'complete' ? completeTestCheckout : cancelCheckout,
    onSuccess: (checkout) => {
      queryClient.setQueryData(checkoutQueryKey(checkout.id), checkout);
      void queryClient.invalidateQueries({ queryKey: purchasesQueryPrefix });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
