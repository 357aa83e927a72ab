import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_STRIPE_PRICES,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type FakeStripeEvent,
  startFakeStripe,
} from '../../../testing/fake-stripe';
import type { CheckoutToStart, PaymentGateway } from '../payment-events';
import { createStripeClient, createStripeGateway } from './stripe-gateway';
import {
  InvalidStripeSignature,
  parseStripeWebhook,
  resolveStripeReversals,
} from './stripe-webhook';

let fake: FakeStripe;
let stripe: Stripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  const config = {
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
    prices: FAKE_STRIPE_PRICES,
    apiBaseUrl: fake.baseUrl,
  };
  stripe = createStripeClient(config);
  gateway = createStripeGateway(config);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

/** Delivers the event as Stripe would, signed, and parses it as the webhook route does. */
function parse(event: FakeStripeEvent | undefined) {
  if (!event) throw new Error('the fake sent no event');
  const { body, signature } = fake.signed(event);
  return parseStripeWebhook(stripe, body, signature, FAKE_STRIPE_WEBHOOK_SECRET);
}

function stampOf(event: FakeStripeEvent | undefined) {
  if (!event) throw new Error('the fake sent no event');
  return { provider: 'stripe', eventId: event.id, occurredAt: new Date(event.created * 1000) };
}

let checkoutCount = 0;
async function startCheckout(kind: 'tokens' | 'monthly' | 'yearly') {
  checkoutCount += 1;
  const checkout: CheckoutToStart = {
    id: `chk_${checkoutCount}`,
    userId: 'user_7',
    email: 'lydia@example.com',
    kind: kind === 'tokens' ? 'tokens' : 'subscription',
    tokenAmount: kind === 'tokens' ? 10 : null,
    plan: kind === 'tokens' ? null : kind,
    successUrl: 'http://manna.test/subscription/success',
    cancelUrl: 'http://manna.test/subscription',
  };
  const { providerSessionId } = await gateway.startCheckout(checkout);
  return { checkoutId: checkout.id, sessionId: providerSessionId };
}

async function subscribe(plan: 'monthly' | 'yearly' = 'monthly') {
  const { checkoutId, sessionId } = await startCheckout(plan);
  const events = fake.completeSession(sessionId);
  const session = fake.sessions.get(sessionId);
  const subscription = fake.subscriptions.get(session?.subscription ?? '');
  const invoice = fake.invoices.get(session?.invoice ?? '');
  if (!subscription || !invoice) throw new Error('the fake made no subscription');
  return { checkoutId, sessionId, events, subscription, invoice };
}

function periodEndOf(subscription: { items: { data: { current_period_end: number }[] } }) {
  const end = subscription.items.data[0]?.current_period_end;
  if (end === undefined) throw new Error('no item');
  return new Date(end * 1000);
}

function paymentOf(customer: string): string {
  const charge = [...fake.charges.values()].find((each) => each.customer === customer);
  if (!charge) throw new Error(`no charge of ${customer}`);
  return charge.payment_intent;
}

describe('checkout sessions', () => {
  it('maps a paid pack session to checkout_completed with its PaymentIntent', async () => {
    const { checkoutId, sessionId } = await startCheckout('tokens');
    const [completed] = fake.completeSession(sessionId);

    expect(parse(completed)).toEqual([
      {
        kind: 'checkout_completed',
        ...stampOf(completed),
        checkoutId,
        paymentReference: fake.sessions.get(sessionId)?.payment_intent,
        providerCustomerId: null,
        providerSubscriptionId: null,
      },
    ]);
    expect(fake.sessions.get(sessionId)?.payment_intent).toMatch(/^pi_test_/);
  });

  it('waits for an async payment to succeed before the checkout counts as completed', async () => {
    const { checkoutId, sessionId } = await startCheckout('tokens');
    const [completedUnpaid] = fake.completeSession(sessionId, { paymentStatus: 'unpaid' });

    expect(parse(completedUnpaid)).toEqual([]);

    const [succeeded] = fake.asyncPaymentSucceeded(sessionId);
    expect(succeeded?.type).toBe('checkout.session.async_payment_succeeded');
    expect(parse(succeeded)).toEqual([
      {
        kind: 'checkout_completed',
        ...stampOf(succeeded),
        checkoutId,
        paymentReference: fake.sessions.get(sessionId)?.payment_intent,
        providerCustomerId: null,
        providerSubscriptionId: null,
      },
    ]);
  });

  it('maps an expired session to checkout_expired', async () => {
    const { checkoutId, sessionId } = await startCheckout('tokens');
    const [expired] = fake.expireSession(sessionId);

    expect(parse(expired)).toEqual([{ kind: 'checkout_expired', ...stampOf(expired), checkoutId }]);
  });

  it("ignores a session that is not Manna's", () => {
    const session = { id: 'cs_test_other', object: 'checkout.session', status: 'complete' };
    const event = fake.event('checkout.session.completed', {
      ...session,
      payment_status: 'paid',
      client_reference_id: null,
      metadata: {},
      mode: 'payment',
    });

    expect(parse(event)).toEqual([]);
  });
});

describe('subscriptions', () => {
  it('maps the events of a subscription checkout', async () => {
    const { checkoutId, events, subscription, invoice } = await subscribe('yearly');
    expect(events.map((event) => event.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);

    expect(events.flatMap((event) => parse(event))).toEqual([
      {
        kind: 'subscription_changed',
        ...stampOf(events[0]),
        userId: 'user_7',
        plan: 'yearly',
        providerSubscriptionId: subscription.id,
        providerCustomerId: subscription.customer,
        status: 'active',
        currentPeriodEnd: periodEndOf(subscription),
        cancelAtPeriodEnd: false,
      },
      {
        kind: 'invoice_paid',
        ...stampOf(events[1]),
        invoiceId: invoice.id,
        userId: 'user_7',
        plan: 'yearly',
        providerSubscriptionId: subscription.id,
      },
      {
        kind: 'checkout_completed',
        ...stampOf(events[2]),
        checkoutId,
        paymentReference: null,
        providerCustomerId: subscription.customer,
        providerSubscriptionId: subscription.id,
      },
    ]);
    expect(periodEndOf(subscription).getTime()).toBeGreaterThan(
      Date.now() + 360 * 24 * 60 * 60 * 1000,
    );
  });

  it('maps a renewal to the new period and its paid invoice', async () => {
    const { subscription } = await subscribe();
    const [updated, paid] = fake.renewSubscription(subscription.id);

    expect([...parse(updated), ...parse(paid)]).toEqual([
      expect.objectContaining({
        kind: 'subscription_changed',
        ...stampOf(updated),
        currentPeriodEnd: periodEndOf(subscription),
      }),
      expect.objectContaining({
        kind: 'invoice_paid',
        ...stampOf(paid),
        invoiceId: subscription.latest_invoice,
      }),
    ]);
  });

  it('maps a cancellation at the period end and the end itself', async () => {
    const { subscription } = await subscribe();
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const scheduled = fake.events.at(-1);
    const [deleted] = fake.endSubscription(subscription.id);

    expect(scheduled?.type).toBe('customer.subscription.updated');
    expect(parse(scheduled)).toMatchObject([
      { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEndOf(subscription) },
    ]);
    expect(deleted?.type).toBe('customer.subscription.deleted');
    expect(parse(deleted)).toMatchObject([
      { kind: 'subscription_changed', ...stampOf(deleted), status: 'canceled' },
    ]);
  });

  it('takes an end the Billing Portal set as a date, when it comes before the period end', async () => {
    const { subscription } = await subscribe();
    const inTenDays = Math.floor(Date.now() / 1000) + 10 * 24 * 60 * 60;
    const event = fake.event('customer.subscription.updated', {
      ...subscription,
      cancel_at: inTenDays,
    });

    expect(parse(event)).toMatchObject([
      { cancelAtPeriodEnd: true, currentPeriodEnd: new Date(inTenDays * 1000) },
    ]);
  });

  it('reads the period end from the subscription in older API versions', async () => {
    const { subscription } = await subscribe();
    const periodEnd = Math.floor(Date.now() / 1000) + 5 * 24 * 60 * 60;
    const items = subscription.items.data.map(
      ({ current_period_end: _end, current_period_start: _start, ...item }) => item,
    );
    const event = fake.event('customer.subscription.updated', {
      ...subscription,
      items: { ...subscription.items, data: items },
      current_period_end: periodEnd,
    });

    expect(parse(event)).toMatchObject([{ currentPeriodEnd: new Date(periodEnd * 1000) }]);
  });

  it('skips a subscription whose metadata names no member or no known plan', async () => {
    const { subscription } = await subscribe();
    const noMember = fake.event('customer.subscription.updated', { ...subscription, metadata: {} });
    const unknownPlan = fake.event('customer.subscription.updated', {
      ...subscription,
      metadata: { user_id: 'user_7', plan: 'weekly' },
    });

    expect(parse(noMember)).toEqual([]);
    expect(parse(unknownPlan)).toEqual([]);
  });
});

describe('invoices', () => {
  it('reads the member and plan of an invoice in the shape of older API versions', async () => {
    const { subscription, invoice } = await subscribe();
    const { parent: _parent, ...rest } = invoice;
    const event = fake.event('invoice.paid', {
      ...rest,
      subscription: subscription.id,
      subscription_details: { metadata: { user_id: 'user_7', plan: 'monthly' } },
      lines: { ...invoice.lines, data: [] },
    });

    expect(parse(event)).toEqual([
      {
        kind: 'invoice_paid',
        ...stampOf(event),
        invoiceId: invoice.id,
        userId: 'user_7',
        plan: 'monthly',
        providerSubscriptionId: subscription.id,
      },
    ]);
  });

  it('falls back to the subscription lines when the invoice carries no copy of the metadata', async () => {
    const { subscription, invoice } = await subscribe();
    const event = fake.event('invoice.paid', { ...invoice, parent: null });

    expect(parse(event)).toMatchObject([
      {
        kind: 'invoice_paid',
        invoiceId: invoice.id,
        userId: 'user_7',
        plan: 'monthly',
        providerSubscriptionId: subscription.id,
      },
    ]);
  });

  it('skips an invoice that is not for a subscription', () => {
    const event = fake.event('invoice.paid', {
      id: 'in_test_one_off',
      object: 'invoice',
      status: 'paid',
      parent: null,
      metadata: {},
      lines: {
        object: 'list',
        data: [],
        has_more: false,
        url: '/v1/invoices/in_test_one_off/lines',
      },
    });

    expect(parse(event)).toEqual([]);
  });
});

describe('refunds and disputes', () => {
  it('maps a partial refund of a pack to payment_reversed', async () => {
    const { sessionId } = await startCheckout('tokens');
    fake.completeSession(sessionId);
    const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? '';
    const [refunded] = fake.refund(paymentIntent, 50);

    expect(parse(refunded)).toEqual([
      {
        kind: 'payment_reversed',
        ...stampOf(refunded),
        paymentReference: paymentIntent,
        invoiceId: null,
      },
    ]);
  });

  it('maps a dispute to payment_reversed', async () => {
    const { sessionId } = await startCheckout('tokens');
    fake.completeSession(sessionId);
    const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? '';
    const [disputed] = fake.dispute(paymentIntent);

    expect(parse(disputed)).toEqual([
      {
        kind: 'payment_reversed',
        ...stampOf(disputed),
        paymentReference: paymentIntent,
        invoiceId: null,
      },
    ]);
  });

  it('names the invoice of a refunded charge in the shape of older API versions', async () => {
    const { subscription, invoice } = await subscribe();
    const charge = [...fake.charges.values()].find(
      (each) => each.customer === subscription.customer,
    );
    const event = fake.event('charge.refunded', { ...charge, invoice: invoice.id });

    expect(parse(event)).toMatchObject([{ kind: 'payment_reversed', invoiceId: invoice.id }]);
  });

  it("looks up the invoice a refunded subscription payment paid, and leaves a pack's alone", async () => {
    const { subscription, invoice } = await subscribe();
    const [subscriptionRefund] = fake.refund(paymentOf(subscription.customer));
    const { sessionId } = await startCheckout('tokens');
    fake.completeSession(sessionId);
    const packPayment = fake.sessions.get(sessionId)?.payment_intent ?? '';
    const [packRefund] = fake.refund(packPayment);
    fake.requests.length = 0;

    const events = await resolveStripeReversals(stripe, [
      ...parse(subscriptionRefund),
      ...parse(packRefund),
    ]);

    expect(events).toMatchObject([
      {
        kind: 'payment_reversed',
        paymentReference: paymentOf(subscription.customer),
        invoiceId: invoice.id,
      },
      { kind: 'payment_reversed', paymentReference: packPayment, invoiceId: null },
    ]);
    expect(fake.requests.map((request) => request.params)).toEqual([
      {
        'payment[type]': 'payment_intent',
        'payment[payment_intent]': paymentOf(subscription.customer),
        limit: '1',
      },
      { 'payment[type]': 'payment_intent', 'payment[payment_intent]': packPayment, limit: '1' },
    ]);
  });
});

describe('verification', () => {
  async function paidPackEvent() {
    const { sessionId } = await startCheckout('tokens');
    const [completed] = fake.completeSession(sessionId);
    if (!completed) throw new Error('no event');
    return completed;
  }

  it('refuses a signature made with another secret', async () => {
    const event = await paidPackEvent();
    const { body, signature } = fake.signed(event, { secret: 'whsec_someone_else' });

    expect(() => parseStripeWebhook(stripe, body, signature, FAKE_STRIPE_WEBHOOK_SECRET)).toThrow(
      InvalidStripeSignature,
    );
  });

  it('refuses a body changed after signing', async () => {
    const event = await paidPackEvent();
    const { body, signature } = fake.signed(event);
    const tampered = body.replace('"livemode": false', '"livemode": true');
    expect(tampered).not.toBe(body);

    expect(() =>
      parseStripeWebhook(stripe, tampered, signature, FAKE_STRIPE_WEBHOOK_SECRET),
    ).toThrow(InvalidStripeSignature);
  });

  it('refuses a webhook without a signature', async () => {
    const { body } = fake.signed(await paidPackEvent());

    expect(() => parseStripeWebhook(stripe, body, '', FAKE_STRIPE_WEBHOOK_SECRET)).toThrow(
      InvalidStripeSignature,
    );
  });

  it('refuses a correctly signed webhook whose timestamp is too old (a replayed capture)', async () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 10 * 60;
    const { body, signature } = fake.signed(await paidPackEvent(), { timestamp: tenMinutesAgo });

    expect(() => parseStripeWebhook(stripe, body, signature, FAKE_STRIPE_WEBHOOK_SECRET)).toThrow(
      /Stripe webhook refused: Timestamp outside the tolerance zone/,
    );
  });

  it('accepts the same webhook signed just now', async () => {
    const { body, signature } = fake.signed(await paidPackEvent());

    expect(parseStripeWebhook(stripe, body, signature, FAKE_STRIPE_WEBHOOK_SECRET)).toHaveLength(1);
  });

  it('maps an event Manna does not act on to nothing', () => {
    const event = fake.event('customer.created', {
      id: 'cus_test_new',
      object: 'customer',
      email: 'lydia@example.com',
      metadata: {},
    });

    expect(parse(event)).toEqual([]);
  });
});
