import {
  type CommerceSettings,
  type PriceCheck,
  type PricedProduct,
  toMajorUnits,
} from '@manna/shared';
import Stripe from 'stripe';
import { createStripeClient, type StripeConfig } from './stripe-gateway';

// The payment setup screen's check of the configured price ids (docs/product/admin.md#payment-setup):
// each is asked of Stripe once, without retries and within a time limit, so a Stripe that does
// not answer makes a clear line on the screen instead of a hung page.

export const PRICE_CHECK_TIMEOUT_MS = 5_000;

const PRODUCTS: readonly PricedProduct[] = [
  'tokens_10',
  'tokens_30',
  'tokens_100',
  'monthly',
  'yearly',
];

/** What each product must be at Stripe: a pack is paid once, a plan recurs by its period. */
const EXPECTED: Record<PricedProduct, { recurring: 'month' | 'year' | null }> = {
  tokens_10: { recurring: null },
  tokens_30: { recurring: null },
  tokens_100: { recurring: null },
  monthly: { recurring: 'month' },
  yearly: { recurring: 'year' },
};

function settingsPrice(product: PricedProduct, settings: CommerceSettings): number {
  switch (product) {
    case 'tokens_10':
      return settings.token_pack_prices['10'];
    case 'tokens_30':
      return settings.token_pack_prices['30'];
    case 'tokens_100':
      return settings.token_pack_prices['100'];
    case 'monthly':
    case 'yearly':
      return settings.subscription_prices[product];
  }
}

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(
    toMajorUnits(amount, currency),
  );

/** Stripe's price set against what Manna sells it as; the problem, or null when it fits. */
function problemOf(
  product: PricedProduct,
  price: Stripe.Price,
  settings: CommerceSettings,
): string | null {
  if (!price.active) return 'The price is archived at Stripe';
  const interval = price.recurring?.interval ?? null;
  const expected = EXPECTED[product].recurring;
  if (expected === null && interval !== null)
    return 'A token pack is paid once, but this price recurs';
  if (expected !== null && interval !== expected) return `The price must recur every ${expected}`;
  if (price.currency !== settings.currency) {
    return `The price is in ${price.currency.toUpperCase()}, the settings in ${settings.currency.toUpperCase()}`;
  }
  const shown = settingsPrice(product, settings);
  if (price.unit_amount !== shown) {
    return `Stripe charges ${money(price.unit_amount ?? 0, price.currency)}, the settings show ${money(shown, settings.currency)}`;
  }
  return null;
}

function failureOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return `Stripe did not answer within ${timeoutMs / 1000} s: ${error.message}`;
  }
  if (error instanceof Stripe.errors.StripeAuthenticationError) {
    return 'Stripe refused the secret key (STRIPE_SECRET_KEY)';
  }
  if (error instanceof Stripe.errors.StripeError) return error.message;
  throw error;
}

/** Asks Stripe about each configured price id, all at once. */
export async function checkStripePrices(
  config: StripeConfig,
  settings: CommerceSettings,
  timeoutMs = PRICE_CHECK_TIMEOUT_MS,
): Promise<PriceCheck['prices']> {
  const stripe = createStripeClient(config);
  return Promise.all(
    PRODUCTS.map(async (product) => {
      const priceId = config.prices[product];
      try {
        const price = await stripe.prices.retrieve(
          priceId,
          {},
          {
            timeout: timeoutMs,
            maxNetworkRetries: 0,
          },
        );
        const problem = problemOf(product, price, settings);
        const period = price.recurring ? ` every ${price.recurring.interval}` : ' once';
        return {
          product,
          price_id: priceId,
          ok: problem === null,
          detail: problem ?? `${money(price.unit_amount ?? 0, price.currency)}${period}`,
        };
      } catch (error) {
        return { product, price_id: priceId, ok: false, detail: failureOf(error, timeoutMs) };
      }
    }),
  );
}
