// What the payment setup screen shows (docs/product/admin.md#payment-setup). Never a key's value:
// only whether it is set.

/** Live Stripe, Stripe with test keys, the built-in test checkout, or nothing sold. */
export type PaymentSetupMode = 'stripe_live' | 'stripe_test' | 'sandbox' | 'off';

/** The settings whose presence the screen shows (README.md#configuration). */
export const PAYMENT_KEY_NAMES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_TOKENS_10',
  'STRIPE_PRICE_TOKENS_30',
  'STRIPE_PRICE_TOKENS_100',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'WRAPPER_PURCHASE_SECRET',
] as const;
export type PaymentKeyName = (typeof PAYMENT_KEY_NAMES)[number];

export interface PaymentSetup {
  mode: PaymentSetupMode;
  keys: { name: PaymentKeyName; present: boolean }[];
  /** What to paste into Stripe's webhook endpoint: APP_ORIGIN and the webhook's path. */
  webhook_url: string;
}

/** The product a Stripe price id is set for. */
export type PricedProduct = 'tokens_10' | 'tokens_30' | 'tokens_100' | 'monthly' | 'yearly';

export interface PriceCheck {
  /** False when there is nothing to check (test mode, or purchases off); `message` says why. */
  checked: boolean;
  message: string;
  prices: {
    product: PricedProduct;
    /** A price id is an identifier, not a secret: Stripe shows it on every checkout. */
    price_id: string;
    ok: boolean;
    /** What Stripe said of it: '$4.99 once', 'No such price', 'Stripe did not answer in 5 s'. */
    detail: string;
  }[];
}

/** What the webhook handler answered a test event. */
export interface TestEventResult {
  event_id: string;
  /** The HTTP status the handler answered. */
  status: number;
  /** fulfilled: verified and recorded; refused: the handler turned it away. */
  outcome: 'fulfilled' | 'duplicate' | 'refused';
  message: string;
}
