import {
  purchasesEndpoints,
  type StartedCheckout,
  type SubscriptionPlan,
  type TokenPack,
} from '@manna/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { purchasesQueryPrefix } from './query-keys';

/** What a member buys: a token pack or a subscription plan. */
export type PurchaseItem =
  | { kind: 'tokens'; amount: TokenPack }
  | { kind: 'subscription'; plan: SubscriptionPlan };

/** 'tokens-30', 'subscription-monthly': one key per thing sold. */
export function purchaseItemKey(item: PurchaseItem): string {
  return item.kind === 'tokens' ? `tokens-${item.amount}` : `subscription-${item.plan}`;
}

/**
 * POST /api/purchases/tokens or /api/purchases/subscription (201): a checkout and where to send
 * the member to pay, Stripe's page or /payment in test mode.
 */
export function startCheckout(item: PurchaseItem): Promise<StartedCheckout> {
  return item.kind === 'tokens'
    ? callApi(purchasesEndpoints.startTokenCheckout, { body: { amount: item.amount } })
    : callApi(purchasesEndpoints.startSubscriptionCheckout, { body: { plan: item.plan } });
}

export function useStartCheckout() {
  return useMutation({
    mutationKey: [...purchasesQueryPrefix, 'start-checkout'],
    mutationFn: startCheckout,
  });
}
