import { isTokenPack, tokenPackProductId } from '@manna/shared';
import Stripe from 'stripe';
import type { CheckoutToStart, FulfilmentEvent, PaymentGateway } from '../payment-events';
import {
  checkoutCompletedFrom,
  type EventStamp,
  invoicePaidFrom,
  subscriptionChangedFrom,
} from './stripe-mapping';

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the packs and plans (docs/product/purchases.md#purchase-options). */
  prices: {
    tokens_10: string;
    tokens_30: string;
    tokens_100: string;
    monthly: string;
    yearly: string;
  };
  /** Another API server than Stripe's, e.g. http://127.0.0.1:PORT of the fake in tests. */
  apiBaseUrl?: string;
}

/** The official SDK, pinned to its API version, pointed at apiBaseUrl when one is given. */
export function createStripeClient(config: Pick<StripeConfig, 'secretKey' | 'apiBaseUrl'>): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.apiBaseUrl ? serverOf(config.apiBaseUrl) : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Manna' },
  });
}

function serverOf(apiBaseUrl: string): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  const url = new URL(apiBaseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`The Stripe API address must be http or https: ${apiBaseUrl}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function createStripeGateway(config: StripeConfig): PaymentGateway {
  const stripe = createStripeClient(config);

  return {
    provider: 'stripe',
    // Stripe's secret keys say their mode: sk_live_… or sk_test_… (rk_ for restricted keys).
    livemode: /^[rs]k_live_/.test(config.secretKey),

    async startCheckout(checkout) {
      // Keyed by our checkout id: a retried start answers the same session, never a second one.
      const session = await stripe.checkout.sessions.create(sessionParams(checkout, config), {
        idempotencyKey: `manna-checkout-${checkout.id}`,
      });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a url`);
      return { providerSessionId: session.id, url: session.url };
    },

    async confirmCheckout(providerSessionId) {
      const session = await stripe.checkout.sessions.retrieve(providerSessionId, {
        expand: ['subscription', 'invoice'],
      });
      const occurredAt = new Date();
      // The ids differ from the webhooks' on purpose: the ledger's key on the checkout (and on
      // the invoice) keeps the credit once when both arrive.
      const stamp = (part: string): EventStamp => ({
        eventId: `confirm:${session.id}${part}`,
        occurredAt,
      });
      const completed = checkoutCompletedFrom(session, stamp(''));
      if (completed === null) return [];
      const events: FulfilmentEvent[] = [completed];
      // A subscription checkout also brings the subscription and its first invoice, so the
      // success page can show the renewal date before (or without) the webhooks.
      if (session.subscription !== null && typeof session.subscription !== 'string') {
        const changed = subscriptionChangedFrom(session.subscription, stamp(':subscription'));
        if (changed) events.push(changed);
      }
      if (
        session.invoice !== null &&
        typeof session.invoice !== 'string' &&
        session.invoice.status === 'paid'
      ) {
        const paid = invoicePaidFrom(session.invoice, stamp(':invoice'));
        if (paid) events.push(paid);
      }
      return events;
    },

    async billingPortalUrl(providerCustomerId, returnUrl) {
      const portal = await stripe.billingPortal.sessions.create({
        customer: providerCustomerId,
        return_url: returnUrl,
      });
      return portal.url;
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      let subscription = await stripe.subscriptions.update(providerSubscriptionId, {
        cancel_at_period_end: cancel,
      });
      // An end scheduled through the Billing Portal may be a cancel_at date; keeping the
      // subscription clears that too (Stripe takes one of the two per request).
      if (!cancel && subscription.cancel_at !== null) {
        subscription = await stripe.subscriptions.update(providerSubscriptionId, { cancel_at: '' });
      }
      const changed = subscriptionChangedFrom(subscription, {
        eventId: `update:${subscription.id}:${Date.now()}`,
        occurredAt: new Date(),
      });
      if (changed === null) {
        throw new Error(`Stripe subscription ${subscription.id} names no member and plan`);
      }
      return changed;
    },

    async cancelNow(providerSubscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(providerSubscriptionId);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
        return;
      }
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },
  };
}

function sessionParams(
  checkout: CheckoutToStart,
  config: StripeConfig,
): Stripe.Checkout.SessionCreateParams {
  const common = {
    client_reference_id: checkout.id,
    ...(checkout.email !== null && { customer_email: checkout.email }),
    success_url: checkout.successUrl,
    cancel_url: checkout.cancelUrl,
  };
  const owner = { checkout_id: checkout.id, user_id: checkout.userId };

  if (checkout.kind === 'tokens') {
    const amount = checkout.tokenAmount;
    if (!isTokenPack(amount)) throw new Error(`Not a token pack: ${amount}`);
    return {
      ...common,
      mode: 'payment',
      line_items: [{ price: config.prices[tokenPackProductId(amount)], quantity: 1 }],
      metadata: { ...owner, kind: 'tokens', token_amount: String(amount) },
    };
  }

  const plan = checkout.plan;
  if (plan === null) throw new Error(`Subscription checkout ${checkout.id} has no plan`);
  return {
    ...common,
    mode: 'subscription',
    line_items: [{ price: config.prices[plan], quantity: 1 }],
    metadata: { ...owner, kind: 'subscription', plan },
    // Copied by Stripe onto the subscription, whose events and invoices then name the member.
    subscription_data: { metadata: { user_id: checkout.userId, plan, checkout_id: checkout.id } },
  };
}
