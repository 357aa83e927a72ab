import type {
  AdminSubscriptionFilter,
  AdminSubscriptionSummary,
  PaymentProvider,
  SubscriptionPlan,
} from '@manna/shared';

// The words of the admin's subscription screens (docs/product/admin.md#subscriptions); what the
// API also says lives in @manna/shared (admin-subscription-messages.ts).

export const SUBSCRIPTIONS_TITLE = 'Subscriptions';
export const STATUS_TABS_LABEL = 'Subscription statuses';
export const BACK_TO_SUBSCRIPTIONS = 'Back to subscriptions';
export const LOADING_SUBSCRIPTIONS = 'Loading subscriptions...';
export const LOADING_SUBSCRIPTION = 'Loading subscription...';
export const FETCH_SUBSCRIPTIONS_FAILED = "We couldn't load the subscriptions";
export const FETCH_SUBSCRIPTION_FAILED = "We couldn't load this subscription";

export const FILTER_LABELS: Record<AdminSubscriptionFilter, string> = {
  all: 'All',
  active: 'Active',
  cancelling: 'Cancelling',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
};

export const EMPTY_TAB: Record<AdminSubscriptionFilter, string> = {
  all: 'No subscriptions match.',
  active: 'No active subscriptions match.',
  cancelling: 'No subscriptions are set to end at their period end.',
  trialing: 'No subscriptions are in a trial.',
  past_due: 'No subscriptions are past due.',
  canceled: 'No canceled subscriptions match.',
};

export const PLAN_LABELS: Record<SubscriptionPlan, string> = {
  monthly: 'Monthly',
  yearly: 'Yearly',
};

export const PROVIDER_LABELS: Record<PaymentProvider, string> = {
  stripe: 'Stripe',
  sandbox: 'Test mode',
  store: 'App store',
};

/** Provider statuses in the admin's words; one we do not know is shown as the provider gave it. */
const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

/** 'Active', or 'Cancelling' for an active one set to end at its period's end. */
export function statusLabel(
  subscription: Pick<AdminSubscriptionSummary, 'status' | 'cancel_at_period_end'>,
): string {
  if (subscription.status === 'active' && subscription.cancel_at_period_end) return 'Cancelling';
  return STATUS_LABELS[subscription.status] ?? subscription.status;
}

/** What fulfilment made of a provider event, in words. */
const EVENT_LABELS: Record<string, string> = {
  checkout_completed: 'Checkout completed',
  checkout_expired: 'Checkout expired',
  invoice_paid: 'Period paid',
  subscription_changed: 'Subscription changed',
  payment_reversed: 'Payment refunded or disputed',
  store_purchase: 'App store purchase',
};

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;
