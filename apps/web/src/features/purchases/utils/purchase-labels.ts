import type {
  Checkout,
  MemberSubscription,
  PlanAccessKind,
  SubscriptionPlan,
  TokenLedgerReason,
} from '@manna/shared';
import { formatCount, formatDay } from '@/lib/format';

// The words of the purchase screens (docs/product/purchases.md#screens); the messages the API
// also says live in @manna/shared (purchase-messages.ts).

export const PLAN_NAMES: Record<SubscriptionPlan, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};
export const PLAN_PERIODS: Record<SubscriptionPlan, string> = { monthly: 'month', yearly: 'year' };

/** '1 token', '30 tokens'. */
export const tokensLabel = (count: number) => formatCount(count, 'token');

/** The balance beside the packs and the unlock buttons. */
export const balanceLabel = (tokens: number) => `You have ${tokensLabel(tokens)}`;

/** What a checkout buys: '30 tokens', 'Monthly subscription'. */
export function checkoutItemLabel(checkout: Pick<Checkout, 'kind' | 'token_amount' | 'plan'>) {
  if (checkout.kind === 'tokens') return tokensLabel(checkout.token_amount ?? 0);
  return `${checkout.plan ? PLAN_NAMES[checkout.plan] : 'Premium'} subscription`;
}

export type SubscriptionStatusLabel = 'Active' | 'Past due' | 'Canceled';

/**
 * 'Past due' while the provider retries a payment (access stays), 'Active' while it gives premium
 * plans, 'Canceled' once it no longer does (docs/product/purchases.md#subscription).
 */
export function subscriptionStatusLabel(
  subscription: Pick<MemberSubscription, 'status' | 'has_access'>,
): SubscriptionStatusLabel {
  if (subscription.status === 'past_due') return 'Past due';
  return subscription.has_access ? 'Active' : 'Canceled';
}

/** How each status's pill is coloured; its word says it too. */
export const SUBSCRIPTION_STATUS_TONES = {
  Active: 'success',
  'Past due': 'warning',
  Canceled: 'muted',
} as const satisfies Record<SubscriptionStatusLabel, string>;

/** 'Renews on {date}', or 'Ends on {date}' once cancelled at the period's end; null without a date. */
export function periodEndLabel(
  subscription: Pick<MemberSubscription, 'current_period_end' | 'cancel_at_period_end'>,
  timeZone?: string | null,
): string | null {
  if (!subscription.current_period_end) return null;
  const date = formatDay(subscription.current_period_end, { timeZone });
  return subscription.cancel_at_period_end ? `Ends on ${date}` : `Renews on ${date}`;
}

export const PLAN_ACCESS_LABELS: Record<PlanAccessKind, string> = {
  free: 'Free',
  locked: 'Premium',
  unlocked: 'Unlocked',
  included: 'Included with your subscription',
};

export const unlockLabel = (price: number) => `Unlock for ${tokensLabel(price)}`;

/** Said for a ledger row the server gave no description. */
export const LEDGER_REASON_LABELS: Record<TokenLedgerReason, string> = {
  purchase: 'Bought tokens',
  achievement: 'Achievement',
  subscription_grant: 'Subscription tokens',
  spend: 'Spent',
  refund: 'Refund',
  store_purchase: 'Bought in the app store',
  admin_adjustment: 'Adjusted by an admin',
};

/** A ledger row's change: '+30', '−30' (a true minus sign). */
export const ledgerChangeLabel = (delta: number) =>
  delta < 0 ? `\u2212${Math.abs(delta)}` : `+${delta}`;

export const TEST_MODE_LABEL = 'Test mode';
export const CONFIRMING_PURCHASE = 'Confirming your purchase\u2026';
export const STILL_CONFIRMING =
  'This is taking longer than usual. Your purchase will appear as soon as the payment is confirmed.';
export const CHECKOUT_NOT_OPEN = 'This checkout is no longer open.';
export const CHECKOUT_CANCELED = 'This checkout was canceled. Nothing was charged.';
export const PLAN_UNLOCKED_TITLE = 'Plan unlocked';
export const LOADING_PURCHASES = 'Loading...';
export const CHECKOUT_EXPIRED = 'This checkout expired. Nothing was charged.';
