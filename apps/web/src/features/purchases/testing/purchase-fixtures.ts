import {
  type Checkout,
  DEFAULT_COMMERCE_SETTINGS,
  type MemberSubscription,
  type PaymentEvent,
  type PaymentMode,
  type PlanAccess,
  type PurchaseCatalog,
  SUBSCRIPTION_PLANS,
  TOKEN_PACKS,
  type TokenLedgerEntry,
} from '@manna/shared';
import { FAKE_NOW } from '@/testing/fake-records';

const defaults = DEFAULT_COMMERCE_SETTINGS;

/** The catalog with the default prices (docs/product/purchases.md#settings) in `mode`. */
export function makeCatalog(mode: PaymentMode = 'sandbox'): PurchaseCatalog {
  return {
    mode,
    currency: defaults.currency,
    token_packs: TOKEN_PACKS.map((amount) => ({
      amount,
      price: defaults.token_pack_prices[`${amount}`],
    })),
    plans: SUBSCRIPTION_PLANS.map((plan) => ({
      plan,
      price: defaults.subscription_prices[plan],
      monthly_token_grant: defaults.monthly_token_grant,
    })),
    plan_unlock_price_tokens: defaults.plan_unlock_price_tokens,
  };
}

export function makeSubscription(overrides: Partial<MemberSubscription> = {}): MemberSubscription {
  return {
    id: 'sub-1',
    plan: 'monthly',
    status: 'active',
    provider: 'sandbox',
    current_period_end: '2026-12-23T08:00:00.000Z',
    cancel_at_period_end: false,
    has_access: true,
    ...overrides,
  };
}

export function makeCheckout(overrides: Partial<Checkout> = {}): Checkout {
  return {
    id: 'checkout-1',
    kind: 'tokens',
    token_amount: 30,
    plan: null,
    provider: 'sandbox',
    status: 'open',
    price: 499,
    currency: 'usd',
    tokens_added: 0,
    created_at: FAKE_NOW,
    completed_at: null,
    ...overrides,
  };
}

export function makeLedgerEntry(
  overrides: Partial<TokenLedgerEntry> & Pick<TokenLedgerEntry, 'id'>,
): TokenLedgerEntry {
  return {
    delta: 30,
    balance_after: 30,
    reason: 'purchase',
    description: 'Bought 30 tokens',
    created_at: FAKE_NOW,
    ...overrides,
  };
}

export function makePaymentEvent(
  overrides: Partial<PaymentEvent> & Pick<PaymentEvent, 'id'>,
): PaymentEvent {
  return {
    provider: 'sandbox',
    event_id: `evt_${overrides.id}`,
    type: 'checkout.completed',
    user_id: 'user-1',
    received_at: FAKE_NOW,
    ...overrides,
  };
}

export const planAccess = (
  plan_id: string,
  slug: string,
  access: PlanAccess['access'],
): PlanAccess => ({ plan_id, slug, premium: access !== 'free', access });
