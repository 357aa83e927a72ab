// What the purchases API answers (docs/product/purchases.md).
import type { SubscriptionPlan, TokenPack } from './purchase-catalog';

/** stripe: real payments; sandbox: the test-mode checkout; off: nothing is sold. */
export type PaymentMode = 'stripe' | 'sandbox' | 'off';
/** Where a purchase was paid: Stripe, the test-mode checkout, or the wrapper's app store. */
export type PaymentProvider = 'stripe' | 'sandbox' | 'store';

export interface PurchaseCatalog {
  mode: PaymentMode;
  currency: string;
  token_packs: { amount: TokenPack; price: number }[];
  plans: { plan: SubscriptionPlan; price: number; monthly_token_grant: number }[];
  plan_unlock_price_tokens: number;
}

export interface MemberSubscription {
  id: string;
  plan: SubscriptionPlan;
  /** The provider's status as given: active, trialing, past_due, canceled, unpaid, ... */
  status: string;
  provider: PaymentProvider;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** Whether it gives premium plans now (docs/product/purchases.md#what-tokens-and-a-subscription-are-for). */
  has_access: boolean;
}

export type CheckoutStatus = 'open' | 'completed' | 'canceled' | 'expired';

export interface Checkout {
  id: string;
  kind: 'tokens' | 'subscription';
  token_amount: TokenPack | null;
  plan: SubscriptionPlan | null;
  provider: PaymentProvider;
  status: CheckoutStatus;
  price: number;
  currency: string;
  /** Tokens the completed checkout credited (the pack, or a subscription's first grant). */
  tokens_added: number;
  created_at: string;
  completed_at: string | null;
}

export interface StartedCheckout {
  checkout: Checkout;
  /** Where to send the member: Stripe's hosted page, or /payment?checkout={id} in test mode. */
  url: string;
}

export type PlanAccessKind = 'free' | 'unlocked' | 'included' | 'locked';

export interface PlanAccess {
  plan_id: string;
  slug: string;
  premium: boolean;
  access: PlanAccessKind;
}

export const TOKEN_LEDGER_REASONS = [
  'purchase',
  'achievement',
  'subscription_grant',
  'spend',
  'refund',
  'store_purchase',
  'admin_adjustment',
] as const;
export type TokenLedgerReason = (typeof TOKEN_LEDGER_REASONS)[number];

export interface TokenLedgerEntry {
  id: string;
  delta: number;
  balance_after: number;
  reason: TokenLedgerReason;
  description: string | null;
  created_at: string;
}

/** A provider event as the server recorded it, for admins (/purchase-test). */
export interface PaymentEvent {
  id: string;
  provider: PaymentProvider;
  event_id: string;
  type: string;
  user_id: string | null;
  received_at: string;
}
