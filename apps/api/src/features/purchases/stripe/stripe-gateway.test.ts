import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_PRICES,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from '../../../testing/fake-stripe';
import type { CheckoutToStart, PaymentGateway } from '../payment-events';
import { createStripeGateway } from './stripe-gateway';

let fake: FakeStripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = createStripeGateway({
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    prices: FAKE_STRIPE_PRICES,
    apiBaseUrl: fake.baseUrl,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.refuse = false;
});

let checkoutCount = 0;
function packCheckout(overrides: Partial<CheckoutToStart> = {}): CheckoutToStart {
  checkoutCount += 1;
  const id = `chk_pack_${checkoutCount}`;
  return {
    id,
    userId: 'user_1',
    email: 'ruth@example.com',
    kind: 'tokens',
    tokenAmount: 30,
    plan: null,
    successUrl: `http://manna.test/subscription/success?checkout=${id}`,
    cancelUrl: 'http://manna.test/subscription',
    ...overrides,
  };
}

function planCheckout(plan: 'monthly' | 'yearly'): CheckoutToStart {
  return packCheckout({ kind: 'subscription', tokenAmount: null, plan });
}

describe('startCheckout', () => {
  /** What every session is opened with: who, where to return, and our checkout id. */
  function sessionParamsOf(checkout: CheckoutToStart) {
    return {
      client_reference_id: checkout.id,
      customer_email: 'ruth@example.com',
      success_url: checkout.successUrl,
      cancel_url: 'http://manna.test/subscription',
      'metadata[checkout_id]': checkout.id,
      'metadata[user_id]': 'user_1',
    };
  }

  it('opens a payment-mode session for a pack, keyed by our checkout id', async () => {
    const checkout = packCheckout();

    const started = await gateway.startCheckout(checkout);

    expect(started.providerSessionId).toMatch(/^cs_test_/);
    expect(started.url).toBe(`https://checkout.stripe.com/c/pay/${started.providerSessionId}`);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/checkout/sessions',
        params: {
          mode: 'payment',
          'line_items[0][price]': FAKE_STRIPE_PRICES.tokens_30,
          'line_items[0][quantity]': '1',
          ...sessionParamsOf(checkout),
          'metadata[kind]': 'tokens',
          'metadata[token_amount]': '30',
        },
        idempotencyKey: `manna-checkout-${checkout.id}`,
        stripeVersion: Stripe.API_VERSION,
      },
    ]);
  });

  it.each([
    [10, FAKE_STRIPE_PRICES.tokens_10],
    [100, FAKE_STRIPE_PRICES.tokens_100],
  ])('uses the price id of the %i-token pack', async (tokenAmount, price) => {
    await gateway.startCheckout(packCheckout({ tokenAmount }));

    expect(fake.requests[0]?.params['line_items[0][price]']).toBe(price);
  });

  it('opens a subscription-mode session whose subscription carries the member and plan', async () => {
    const checkout = planCheckout('yearly');

    const started = await gateway.startCheckout(checkout);

    expect(fake.sessions.get(started.providerSessionId)?.mode).toBe('subscription');
    expect(fake.requests[0]?.params).toEqual({
      mode: 'subscription',
      'line_items[0][price]': FAKE_STRIPE_PRICES.yearly,
      'line_items[0][quantity]': '1',
      ...sessionParamsOf(checkout),
      'metadata[kind]': 'subscription',
      'metadata[plan]': 'yearly',
      'subscription_data[metadata][user_id]': 'user_1',
      'subscription_data[metadata][plan]': 'yearly',
      'subscription_data[metadata][checkout_id]': checkout.id,
    });
  });

  it('prefills no e-mail for a member without one mail can reach (a phone account)', async () => {
    await gateway.startCheckout(packCheckout({ email: null }));

    expect(fake.requests[0]?.params).not.toHaveProperty('customer_email');
    expect(fake.requests[0]?.params).toHaveProperty('client_reference_id');
  });

  it('answers the same session when the same checkout is started again', async () => {
    const checkout = packCheckout();
    const first = await gateway.startCheckout(checkout);
    const sessions = fake.sessions.size;

    const second = await gateway.startCheckout(checkout);

    expect(second).toEqual(first);
    expect(fake.sessions.size).toBe(sessions);
  });

  it('refuses an amount that is not a pack without asking Stripe', async () => {
    await expect(gateway.startCheckout(packCheckout({ tokenAmount: 25 }))).rejects.toThrow(
      'Not a token pack: 25',
    );
    expect(fake.requests).toEqual([]);
  });

  it('fails when Stripe refuses the key', async () => {
    fake.refuse = true;

    await expect(gateway.startCheckout(packCheckout())).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
  });
});

describe('confirmCheckout', () => {
  /** Confirmed events carry their own ids, distinct from the webhooks' (see the gateway). */
  function confirmedStamp(sessionId: string, part: string) {
    return {
      provider: 'stripe',
      eventId: `confirm:${sessionId}${part}`,
      occurredAt: expect.any(Date),
    };
  }

  it('answers nothing while the session is open, then the completed checkout once paid', async () => {
    const checkout = packCheckout();
    const { providerSessionId } = await gateway.startCheckout(checkout);

    expect(await gateway.confirmCheckout(providerSessionId)).toEqual([]);

    fake.completeSession(providerSessionId);
    const before = Date.now();
    const events = await gateway.confirmCheckout(providerSessionId);

    expect(events).toEqual([
      {
        kind: 'checkout_completed',
        ...confirmedStamp(providerSessionId, ''),
        checkoutId: checkout.id,
        paymentReference: fake.sessions.get(providerSessionId)?.payment_intent,
        providerCustomerId: null,
        providerSubscriptionId: null,
      },
    ]);
    expect(fake.sessions.get(providerSessionId)?.payment_intent).toMatch(/^pi_test_/);
    expect(events[0]?.occurredAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/checkout/sessions/${providerSessionId}`,
      params: { 'expand[0]': 'subscription', 'expand[1]': 'invoice' },
    });
  });

  it('answers nothing for a completed session whose payment has not cleared', async () => {
    const { providerSessionId } = await gateway.startCheckout(packCheckout());
    fake.completeSession(providerSessionId, { paymentStatus: 'unpaid' });

    expect(await gateway.confirmCheckout(providerSessionId)).toEqual([]);

    fake.asyncPaymentSucceeded(providerSessionId);
    expect(await gateway.confirmCheckout(providerSessionId)).toMatchObject([
      { kind: 'checkout_completed' },
    ]);
  });

  it('answers nothing for an expired session', async () => {
    const { providerSessionId } = await gateway.startCheckout(packCheckout());
    fake.expireSession(providerSessionId);

    expect(await gateway.confirmCheckout(providerSessionId)).toEqual([]);
  });

  it('brings the subscription and its first invoice with a paid subscription checkout', async () => {
    const checkout = planCheckout('monthly');
    const { providerSessionId } = await gateway.startCheckout(checkout);
    fake.completeSession(providerSessionId);
    const session = fake.sessions.get(providerSessionId);
    const subscription = fake.subscriptions.get(session?.subscription ?? '');
    const periodEnd = subscription?.items.data[0]?.current_period_end ?? 0;

    const events = await gateway.confirmCheckout(providerSessionId);

    expect(events).toEqual([
      {
        kind: 'checkout_completed',
        ...confirmedStamp(providerSessionId, ''),
        checkoutId: checkout.id,
        paymentReference: null,
        providerCustomerId: subscription?.customer,
        providerSubscriptionId: subscription?.id,
      },
      {
        kind: 'subscription_changed',
        ...confirmedStamp(providerSessionId, ':subscription'),
        userId: 'user_1',
        plan: 'monthly',
        providerSubscriptionId: subscription?.id,
        providerCustomerId: subscription?.customer,
        status: 'active',
        currentPeriodEnd: new Date(periodEnd * 1000),
        cancelAtPeriodEnd: false,
      },
      {
        kind: 'invoice_paid',
        ...confirmedStamp(providerSessionId, ':invoice'),
        invoiceId: session?.invoice,
        userId: 'user_1',
        plan: 'monthly',
        providerSubscriptionId: subscription?.id,
      },
    ]);
    expect(periodEnd * 1000).toBeGreaterThan(Date.now() + 27 * 24 * 60 * 60 * 1000);
  });

  it('fails for a session Stripe does not know', async () => {
    await expect(gateway.confirmCheckout('cs_test_unknown')).rejects.toThrow(
      "No such checkout.session: 'cs_test_unknown'",
    );
  });
});

describe('billingPortalUrl', () => {
  it("opens the customer's Billing Portal with the return address", async () => {
    const url = await gateway.billingPortalUrl('cus_test_1', 'http://manna.test/subscription');

    expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_test_/);
    expect(fake.requests).toMatchObject([
      {
        method: 'POST',
        path: '/v1/billing_portal/sessions',
        params: { customer: 'cus_test_1', return_url: 'http://manna.test/subscription' },
      },
    ]);
  });
});

/** A monthly subscription, paid, with the requests that made it forgotten. */
async function subscribed() {
  const { providerSessionId } = await gateway.startCheckout(planCheckout('monthly'));
  fake.completeSession(providerSessionId);
  const id = fake.sessions.get(providerSessionId)?.subscription;
  const subscription = fake.subscriptions.get(id ?? '');
  if (!subscription) throw new Error('the fake made no subscription');
  fake.requests.length = 0;
  return subscription;
}

describe('setCancelAtPeriodEnd', () => {
  it('schedules the end and answers the new state', async () => {
    const subscription = await subscribed();
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;

    const changed = await gateway.setCancelAtPeriodEnd(subscription.id, true);

    expect(fake.requests).toMatchObject([
      {
        method: 'POST',
        path: `/v1/subscriptions/${subscription.id}`,
        params: { cancel_at_period_end: 'true' },
      },
    ]);
    expect(changed).toEqual({
      kind: 'subscription_changed',
      provider: 'stripe',
      eventId: expect.stringMatching(new RegExp(`^update:${subscription.id}:\\d+$`)),
      occurredAt: expect.any(Date),
      userId: 'user_1',
      plan: 'monthly',
      providerSubscriptionId: subscription.id,
      providerCustomerId: subscription.customer,
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000),
      cancelAtPeriodEnd: true,
    });
  });

  it('keeps the subscription, clearing an end the Billing Portal set as a date', async () => {
    const subscription = await subscribed();
    const periodEnd = subscription.items.data[0]?.current_period_end ?? 0;
    subscription.cancel_at = periodEnd;

    const changed = await gateway.setCancelAtPeriodEnd(subscription.id, false);

    expect(fake.requests.map((request) => request.params)).toEqual([
      { cancel_at_period_end: 'false' },
      { cancel_at: '' },
    ]);
    expect(changed).toMatchObject({
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(periodEnd * 1000),
    });
    expect(subscription.cancel_at).toBeNull();
  });

  it('sends one request when there is no end date to clear', async () => {
    const subscription = await subscribed();
    await gateway.setCancelAtPeriodEnd(subscription.id, true);
    fake.requests.length = 0;

    const changed = await gateway.setCancelAtPeriodEnd(subscription.id, false);

    expect(fake.requests).toHaveLength(1);
    expect(changed.cancelAtPeriodEnd).toBe(false);
  });
});

describe('cancelNow', () => {
  it('ends the subscription at once', async () => {
    const subscription = await subscribed();

    await gateway.cancelNow(subscription.id);

    expect(fake.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      `GET /v1/subscriptions/${subscription.id}`,
      `DELETE /v1/subscriptions/${subscription.id}`,
    ]);
    expect(subscription.status).toBe('canceled');
  });

  it('leaves a subscription Stripe has already ended', async () => {
    const subscription = await subscribed();
    fake.endSubscription(subscription.id);
    fake.requests.length = 0;

    await gateway.cancelNow(subscription.id);

    expect(fake.requests.map(({ method }) => method)).toEqual(['GET']);
  });

  it('fails when Stripe refuses, so that nothing is deleted', async () => {
    const subscription = await subscribed();
    fake.refuse = true;

    await expect(gateway.cancelNow(subscription.id)).rejects.toThrow();
    fake.refuse = false;
    expect(subscription.status).toBe('active');
  });
});
