import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { text } from 'node:stream/consumers';
import Stripe from 'stripe';
import { listeningPort } from '../lib/system-errors';

// A tiny in-process Stripe for tests: the official SDK is pointed at it (StripeConfig.apiBaseUrl)
// and it answers the few endpoints Manna calls with Stripe-shaped JSON. Helpers play the part of
// the member and of Stripe's back office (paying, refunding, renewing), answering the webhook
// events Stripe would send, which `signed` turns into a body and a Stripe-Signature header made
// by the SDK's own test helper. Object shapes follow the API version the SDK is pinned to.

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake_manna';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_fake_manna_signing_secret';

/** Price ids the fake knows, in the shape of StripeConfig.prices. */
export const FAKE_STRIPE_PRICES = {
  tokens_10: 'price_fake_tokens_10',
  tokens_30: 'price_fake_tokens_30',
  tokens_100: 'price_fake_tokens_100',
  monthly: 'price_fake_monthly',
  yearly: 'price_fake_yearly',
};

/** The server's settings for Stripe pointed at the fake on `baseUrl` (a test app's `env`). */
export const fakeStripeEnv = (baseUrl: string): Record<string, string> => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_PRICE_TOKENS_10: FAKE_STRIPE_PRICES.tokens_10,
  STRIPE_PRICE_TOKENS_30: FAKE_STRIPE_PRICES.tokens_30,
  STRIPE_PRICE_TOKENS_100: FAKE_STRIPE_PRICES.tokens_100,
  STRIPE_PRICE_MONTHLY: FAKE_STRIPE_PRICES.monthly,
  STRIPE_PRICE_YEARLY: FAKE_STRIPE_PRICES.yearly,
  STRIPE_API_BASE_URL: baseUrl,
});

type Interval = 'month' | 'year';

const PRICES = new Map<string, { unitAmount: number; interval: Interval | null }>([
  [FAKE_STRIPE_PRICES.tokens_10, { unitAmount: 199, interval: null }],
  [FAKE_STRIPE_PRICES.tokens_30, { unitAmount: 499, interval: null }],
  [FAKE_STRIPE_PRICES.tokens_100, { unitAmount: 1299, interval: null }],
  [FAKE_STRIPE_PRICES.monthly, { unitAmount: 499, interval: 'month' }],
  [FAKE_STRIPE_PRICES.yearly, { unitAmount: 3999, interval: 'year' }],
]);

type Metadata = Record<string, string>;

interface FakeList<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export type FakeCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'mode'
  | 'payment_status'
  | 'status'
  | 'success_url'
  | 'url'
> & {
  metadata: Metadata;
  customer: string | null;
  payment_intent: string | null;
  subscription: string | null;
  invoice: string | null;
};

interface FakePrice {
  id: string;
  object: 'price';
  active: boolean;
  currency: string;
  livemode: boolean;
  recurring: { interval: Interval; interval_count: number } | null;
  type: 'one_time' | 'recurring';
  unit_amount: number;
}

type FakeSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'created' | 'current_period_end' | 'current_period_start' | 'subscription'
> & { metadata: Metadata; price: FakePrice; quantity: number };

export type FakeSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'cancel_at'
  | 'cancel_at_period_end'
  | 'canceled_at'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'ended_at'
  | 'livemode'
  | 'start_date'
  | 'status'
> & {
  customer: string;
  items: FakeList<FakeSubscriptionItem>;
  latest_invoice: string | null;
  metadata: Metadata;
};

interface FakeInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  currency: string;
  description: string;
  invoice: string;
  livemode: boolean;
  metadata: Metadata;
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: null;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  period: { start: number; end: number };
  quantity: number;
}

export type FakeInvoice = Pick<
  Stripe.Invoice,
  | 'id'
  | 'object'
  | 'amount_due'
  | 'amount_paid'
  | 'amount_remaining'
  | 'attempt_count'
  | 'attempted'
  | 'billing_reason'
  | 'collection_method'
  | 'created'
  | 'currency'
  | 'livemode'
  | 'period_end'
  | 'period_start'
  | 'status'
> & {
  customer: string;
  lines: FakeList<FakeInvoiceLine>;
  metadata: Metadata;
  parent: {
    type: 'subscription_details';
    quote_details: null;
    subscription_details: { metadata: Metadata; subscription: string };
  };
};

export type FakeCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'description'
  | 'disputed'
  | 'livemode'
  | 'paid'
  | 'refunded'
  | 'status'
> & { customer: string | null; metadata: Metadata; payment_intent: string };

export type FakeDispute = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'created'
  | 'currency'
  | 'is_charge_refundable'
  | 'livemode'
  | 'reason'
  | 'status'
> & { charge: string; metadata: Metadata; payment_intent: string };

interface FakeInvoicePayment {
  id: string;
  object: 'invoice_payment';
  amount_paid: number;
  amount_requested: number;
  created: number;
  currency: string;
  invoice: string;
  is_default: boolean;
  livemode: boolean;
  payment: { type: 'payment_intent'; payment_intent: string };
  status: 'paid';
  status_transitions: { canceled_at: null; paid_at: number };
}

/** A webhook event as Stripe sends it; `data.object` is any object, so tests can reshape it. */
export interface FakeStripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: object; previous_attributes?: object };
  livemode: boolean;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface FakeStripeRequest {
  method: string;
  /** The path without the query, e.g. /v1/checkout/sessions. */
  path: string;
  /** Form body and query parameters as sent, flat: 'metadata[user_id]' → 'u1'. */
  params: Record<string, string>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

export interface SignedWebhook {
  body: string;
  signature: string;
  headers: { 'content-type': string; 'stripe-signature': string };
}

export interface FakeStripe {
  /** For StripeConfig.apiBaseUrl, e.g. http://127.0.0.1:54321. */
  baseUrl: string;
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
  charges: Map<string, FakeCharge>;
  /** Every API request, in order. */
  requests: FakeStripeRequest[];
  /** Every webhook event the fake produced, in order (the helpers also answer theirs). */
  events: FakeStripeEvent[];
  /** While true every request is refused with 401, as with a revoked key. */
  refuse: boolean;
  /** The member pays (or, with 'unpaid', starts an async payment such as a bank debit). */
  completeSession(id: string, options?: { paymentStatus?: 'paid' | 'unpaid' }): FakeStripeEvent[];
  /** An async payment of a completed payment-mode session clears. */
  asyncPaymentSucceeded(id: string): FakeStripeEvent[];
  /** The session times out unpaid. */
  expireSession(id: string): FakeStripeEvent[];
  /** The next period begins and its invoice is paid. */
  renewSubscription(id: string): FakeStripeEvent[];
  /** The subscription ends now (the period ran out after a cancellation, or unpaid). */
  endSubscription(id: string): FakeStripeEvent[];
  /** Refunds a payment, all of it unless an amount is given. */
  refund(paymentIntentId: string, amount?: number): FakeStripeEvent[];
  /** The card holder disputes a payment. */
  dispute(paymentIntentId: string): FakeStripeEvent[];
  /** An event of any type about any object, e.g. one Manna does not act on. */
  event(type: string, object: object, previousAttributes?: object): FakeStripeEvent;
  /** The body and Stripe-Signature header Stripe would deliver the event with. */
  signed(event: FakeStripeEvent, options?: { timestamp?: number; secret?: string }): SignedWebhook;
  close(): Promise<void>;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly details: { code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (error instanceof StripeApiError) return sendError(response, error);
      sendError(response, new StripeApiError(500, 'api_error', String(error)));
    });
  });
  const paymentsOfInvoices: FakeInvoicePayment[] = [];
  const sessionExtras = new Map<string, { priceId: string; subscriptionMetadata: Metadata }>();
  const idempotentAnswers = new Map<string, unknown>();
  let lastTick = 0;

  /**
   * The `created` of the next event: now in seconds, but never the same twice, so the order of
   * events survives their one-second resolution (objects take the plain time).
   */
  function tick(): number {
    lastTick = Math.max(Math.floor(Date.now() / 1000), lastTick + 1);
    return lastTick;
  }

  function record(
    type: string,
    object: object,
    previousAttributes?: object,
    created = tick(),
  ): FakeStripeEvent {
    const event: FakeStripeEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      // A snapshot: later changes to the object do not rewrite an event already sent.
      data: {
        object: structuredClone(object),
        ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    fake.events.push(event);
    return event;
  }

  const fake: FakeStripe = {
    baseUrl: '',
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    charges: new Map(),
    requests: [],
    events: [],
    refuse: false,

    completeSession(id, options = {}) {
      const session = existing(fake.sessions, id, 'checkout.session');
      const extras = sessionExtras.get(id);
      if (session.status !== 'open' || !extras) throw new Error(`session ${id} is not open`);
      const paid = (options.paymentStatus ?? 'paid') === 'paid';
      session.status = 'complete';
      session.payment_status = paid ? 'paid' : 'unpaid';

      if (session.mode === 'payment') {
        session.payment_intent = newId('pi');
        if (paid) chargeFor(session.payment_intent, session.amount_total ?? 0, null, 'Checkout');
        return [record('checkout.session.completed', session)];
      }

      if (!paid) throw new Error('the fake takes async payments in payment mode only');
      const customer = newId('cus');
      const subscription = startSubscription(customer, extras.priceId, extras);
      session.customer = customer;
      session.subscription = subscription.id;
      const created = record('customer.subscription.created', subscription);
      const invoice = payInvoice(subscription, 'subscription_create');
      session.invoice = invoice.id;
      return [
        created,
        record('invoice.paid', invoice),
        record('checkout.session.completed', session),
      ];
    },

    asyncPaymentSucceeded(id) {
      const session = existing(fake.sessions, id, 'checkout.session');
      if (session.status !== 'complete' || session.payment_status !== 'unpaid') {
        throw new Error(`session ${id} has no payment under way`);
      }
      if (!session.payment_intent) throw new Error(`session ${id} has no payment intent`);
      session.payment_status = 'paid';
      chargeFor(session.payment_intent, session.amount_total ?? 0, null, 'Checkout');
      return [record('checkout.session.async_payment_succeeded', session)];
    },

    expireSession(id) {
      const session = existing(fake.sessions, id, 'checkout.session');
      if (session.status !== 'open') throw new Error(`session ${id} is not open`);
      session.status = 'expired';
      session.url = null;
      return [record('checkout.session.expired', session)];
    },

    renewSubscription(id) {
      const subscription = existing(fake.subscriptions, id, 'subscription');
      const item = subscription.items.data[0];
      if (!item || subscription.status !== 'active') throw new Error(`${id} is not active`);
      const previous = {
        items: structuredClone(subscription.items),
        latest_invoice: subscription.latest_invoice,
      };
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(item.current_period_start, intervalOf(item.price));
      const invoice = payInvoice(subscription, 'subscription_cycle');
      return [
        record('customer.subscription.updated', subscription, previous),
        record('invoice.paid', invoice),
      ];
    },

    endSubscription(id) {
      return [cancelSubscription(id)];
    },

    refund(paymentIntentId, amount) {
      const charge = chargeOf(paymentIntentId);
      const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
      charge.amount_refunded = Math.min(
        charge.amount,
        charge.amount_refunded + (amount ?? charge.amount - charge.amount_refunded),
      );
      charge.refunded = charge.amount_refunded === charge.amount;
      return [record('charge.refunded', charge, previous)];
    },

    dispute(paymentIntentId) {
      const charge = chargeOf(paymentIntentId);
      const now = tick();
      charge.disputed = true;
      const dispute: FakeDispute = {
        id: newId('dp'),
        object: 'dispute',
        amount: charge.amount - charge.amount_refunded,
        charge: charge.id,
        created: now,
        currency: charge.currency,
        is_charge_refundable: false,
        livemode: false,
        metadata: {},
        payment_intent: paymentIntentId,
        reason: 'fraudulent',
        status: 'needs_response',
      };
      return [record('charge.dispute.created', dispute, undefined, now)];
    },

    event: (type, object, previousAttributes) => record(type, object, previousAttributes),

    signed(event, options = {}) {
      // Stripe delivers pretty-printed JSON; the signature covers these exact bytes.
      const body = JSON.stringify(event, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
        ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
      });
      return {
        body,
        signature,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },

    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  function chargeOf(paymentIntentId: string): FakeCharge {
    const charge = [...fake.charges.values()].find(
      (each) => each.payment_intent === paymentIntentId,
    );
    if (!charge) throw new Error(`no charge for ${paymentIntentId}`);
    return charge;
  }

  function chargeFor(
    paymentIntentId: string,
    amount: number,
    customer: string | null,
    description: string,
  ): FakeCharge {
    const charge: FakeCharge = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      captured: true,
      created: nowSeconds(),
      currency: 'usd',
      customer,
      description,
      disputed: false,
      livemode: false,
      metadata: {},
      paid: true,
      payment_intent: paymentIntentId,
      refunded: false,
      status: 'succeeded',
    };
    fake.charges.set(charge.id, charge);
    return charge;
  }

  function startSubscription(
    customer: string,
    priceId: string,
    extras: { subscriptionMetadata: Metadata },
  ): FakeSubscription {
    const price = priceOf(priceId);
    const now = nowSeconds();
    const id = newId('sub');
    const subscription: FakeSubscription = {
      id,
      object: 'subscription',
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      collection_method: 'charge_automatically',
      created: now,
      currency: 'usd',
      customer,
      ended_at: null,
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            created: now,
            current_period_start: now,
            current_period_end: addInterval(now, intervalOf(price)),
            metadata: {},
            price,
            quantity: 1,
            subscription: id,
          },
        ],
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
      },
      latest_invoice: null,
      livemode: false,
      metadata: { ...extras.subscriptionMetadata },
      start_date: now,
      status: 'active',
    };
    fake.subscriptions.set(id, subscription);
    return subscription;
  }

  function payInvoice(
    subscription: FakeSubscription,
    reason: 'subscription_create' | 'subscription_cycle',
  ): FakeInvoice {
    const item = subscription.items.data[0];
    if (!item) throw new Error(`${subscription.id} has no items`);
    const amount = item.price.unit_amount;
    const now = nowSeconds();
    const id = newId('in');
    const invoice: FakeInvoice = {
      id,
      object: 'invoice',
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now,
      currency: 'usd',
      customer: subscription.customer,
      lines: {
        object: 'list',
        data: [
          {
            id: newId('il'),
            object: 'line_item',
            amount,
            currency: 'usd',
            description: `1 × Manna (at ${amount / 100} / ${intervalOf(item.price)})`,
            invoice: id,
            livemode: false,
            metadata: { ...subscription.metadata },
            parent: {
              type: 'subscription_item_details',
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: subscription.id,
                subscription_item: item.id,
              },
            },
            period: { start: item.current_period_start, end: item.current_period_end },
            quantity: 1,
          },
        ],
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      livemode: false,
      metadata: {},
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: {
          metadata: { ...subscription.metadata },
          subscription: subscription.id,
        },
      },
      period_end: now,
      period_start: now,
      status: 'paid',
    };
    fake.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    const paymentIntent = newId('pi');
    chargeFor(paymentIntent, amount, subscription.customer, 'Subscription update');
    paymentsOfInvoices.push({
      id: newId('inpay'),
      object: 'invoice_payment',
      amount_paid: amount,
      amount_requested: amount,
      created: now,
      currency: 'usd',
      invoice: id,
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: paymentIntent },
      status: 'paid',
      status_transitions: { canceled_at: null, paid_at: now },
    });
    return invoice;
  }

  /** Ends a subscription now, as its period's end or Stripe's cancel endpoint does. */
  function cancelSubscription(id: string): FakeStripeEvent {
    const subscription = existing(fake.subscriptions, id, 'subscription');
    const now = tick();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at ??= now;
    return record('customer.subscription.deleted', subscription, undefined, now);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const method = request.method ?? 'GET';
    const params = {
      ...Object.fromEntries(url.searchParams),
      ...Object.fromEntries(new URLSearchParams(await text(request))),
    };
    const idempotencyKey = header(request, 'idempotency-key');
    fake.requests.push({
      method,
      path: url.pathname,
      params,
      idempotencyKey,
      stripeVersion: header(request, 'stripe-version'),
    });

    if (fake.refuse || !request.headers.authorization?.startsWith('Bearer sk_test_')) {
      throw new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided');
    }
    // Stripe answers a repeated key with the first answer instead of acting twice.
    const cacheKey =
      method === 'POST' && idempotencyKey ? `${url.pathname} ${idempotencyKey}` : null;
    const cached = cacheKey ? idempotentAnswers.get(cacheKey) : undefined;
    const answer = cached ?? route(method, url.pathname.split('/').slice(1), params);
    if (cacheKey) idempotentAnswers.set(cacheKey, answer);
    response.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': newId('req') });
    response.end(JSON.stringify(answer));
  }

  function route(method: string, parts: string[], params: Record<string, string>): unknown {
    const [version, resource, second, third] = parts;
    if (version === 'v1') {
      if (resource === 'checkout' && second === 'sessions') {
        if (method === 'POST' && third === undefined) return createSession(params);
        if (method === 'GET' && third !== undefined) return sessionAnswer(third, params);
      }
      if (resource === 'billing_portal' && second === 'sessions' && method === 'POST') {
        return createPortalSession(params);
      }
      if (resource === 'subscriptions' && second !== undefined && third === undefined) {
        if (method === 'POST') return updateSubscription(second, params);
        if (method === 'GET') return existing(fake.subscriptions, second, 'subscription');
        if (method === 'DELETE') {
          cancelSubscription(second);
          return existing(fake.subscriptions, second, 'subscription');
        }
      }
      if (resource === 'prices' && second !== undefined && third === undefined) {
        if (method === 'GET' && PRICES.has(second)) return priceOf(second);
        if (method === 'GET') {
          throw new StripeApiError(404, 'invalid_request_error', `No such price: '${second}'`, {
            code: 'resource_missing',
            param: 'id',
          });
        }
      }
      if (resource === 'invoice_payments' && second === undefined && method === 'GET') {
        return listInvoicePayments(params);
      }
    }
    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: /${parts.join('/')}).`,
    );
  }

  function createSession(params: Record<string, string>): FakeCheckoutSession {
    const mode = params.mode;
    if (mode !== 'payment' && mode !== 'subscription') {
      throw invalid('mode', 'Checkout supports payment and subscription in this fake');
    }
    const priceId = params['line_items[0][price]'];
    if (!priceId || params['line_items[1][price]']) throw invalid('line_items', 'one line item');
    const price = priceOf(priceId);
    if ((price.type === 'recurring') !== (mode === 'subscription')) {
      throw invalid(
        'line_items',
        mode === 'payment'
          ? 'You specified `payment` mode but passed a recurring price.'
          : 'You must provide at least one recurring price in `subscription` mode when using prices.',
      );
    }
    const quantity = Number(params['line_items[0][quantity]'] ?? '1');
    const successUrl = params.success_url;
    if (!successUrl) throw invalid('success_url', 'Missing required param: success_url.');
    const now = nowSeconds();
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      amount_total: price.unit_amount * quantity,
      cancel_url: params.cancel_url ?? null,
      client_reference_id: params.client_reference_id ?? null,
      created: now,
      currency: 'usd',
      customer: null,
      customer_email: params.customer_email ?? null,
      expires_at: now + 24 * 60 * 60,
      invoice: null,
      livemode: false,
      metadata: bracketed(params, 'metadata'),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      subscription: null,
      success_url: successUrl,
      url: `https://checkout.stripe.com/c/pay/${id}`,
    };
    fake.sessions.set(id, session);
    sessionExtras.set(id, {
      priceId,
      subscriptionMetadata: bracketed(params, 'subscription_data[metadata]'),
    });
    return session;
  }

  function sessionAnswer(id: string, params: Record<string, string>): object {
    const session = existing(fake.sessions, id, 'checkout.session');
    const expand = Object.entries(params)
      .filter(([key]) => /^expand\[\d*\]$/.test(key))
      .map(([, value]) => value);
    return {
      ...session,
      subscription:
        expand.includes('subscription') && session.subscription
          ? existing(fake.subscriptions, session.subscription, 'subscription')
          : session.subscription,
      invoice:
        expand.includes('invoice') && session.invoice
          ? existing(fake.invoices, session.invoice, 'invoice')
          : session.invoice,
    };
  }

  function createPortalSession(params: Record<string, string>): object {
    const customer = params.customer;
    if (!customer) throw invalid('customer', 'Missing required param: customer.');
    const id = newId('bps');
    return {
      id,
      object: 'billing_portal.session',
      created: nowSeconds(),
      customer,
      livemode: false,
      return_url: params.return_url ?? null,
      url: `https://billing.stripe.com/p/session/test_${id}`,
    };
  }

  function updateSubscription(id: string, params: Record<string, string>): FakeSubscription {
    const subscription = existing(fake.subscriptions, id, 'subscription');
    const flag = params.cancel_at_period_end;
    const cancelAt = params.cancel_at;
    if (flag !== undefined && cancelAt !== undefined) {
      throw invalid(
        'cancel_at',
        'You may only specify one of these parameters: cancel_at, cancel_at_period_end.',
      );
    }
    const previous = {
      cancel_at: subscription.cancel_at,
      cancel_at_period_end: subscription.cancel_at_period_end,
    };
    if (flag !== undefined) {
      subscription.cancel_at_period_end = flag === 'true';
      subscription.canceled_at = flag === 'true' ? nowSeconds() : null;
    }
    if (cancelAt !== undefined) {
      subscription.cancel_at = cancelAt === '' ? null : Number(cancelAt);
      subscription.canceled_at = cancelAt === '' ? null : nowSeconds();
    }
    record('customer.subscription.updated', subscription, previous);
    return subscription;
  }

  function listInvoicePayments(params: Record<string, string>): FakeList<FakeInvoicePayment> {
    const paymentIntent = params['payment[payment_intent]'];
    const data = paymentsOfInvoices.filter(
      (payment) =>
        (params.invoice === undefined || payment.invoice === params.invoice) &&
        (paymentIntent === undefined || payment.payment.payment_intent === paymentIntent),
    );
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${listeningPort(server)}`;
  return fake;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

function newId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

function existing<T>(objects: Map<string, T>, id: string, kind: string): T {
  const found = objects.get(id);
  if (!found) {
    throw new StripeApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, {
      code: 'resource_missing',
      param: 'id',
    });
  }
  return found;
}

function priceOf(id: string): FakePrice {
  const known = PRICES.get(id);
  if (!known) throw invalid('line_items[0][price]', `No such price: '${id}'`);
  return {
    id,
    object: 'price',
    active: true,
    currency: 'usd',
    livemode: false,
    recurring: known.interval ? { interval: known.interval, interval_count: 1 } : null,
    type: known.interval ? 'recurring' : 'one_time',
    unit_amount: known.unitAmount,
  };
}

function intervalOf(price: FakePrice): Interval {
  if (!price.recurring) throw new Error(`${price.id} is not recurring`);
  return price.recurring.interval;
}

function addInterval(seconds: number, interval: Interval): number {
  const date = new Date(seconds * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** The entries under one key of Stripe's form encoding: metadata[user_id]=u1 → {user_id: u1}. */
function bracketed(params: Record<string, string>, prefix: string): Metadata {
  const opening = `${prefix}[`;
  return Object.fromEntries(
    Object.entries(params)
      .filter(([key]) => key.startsWith(opening) && key.endsWith(']'))
      .map(([key, value]): [string, string] => [key.slice(opening.length, -1), value])
      .filter(([key]) => !key.includes('[')),
  );
}

function invalid(param: string, message: string): StripeApiError {
  return new StripeApiError(400, 'invalid_request_error', message, { param });
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sendError(response: ServerResponse, error: StripeApiError) {
  response.writeHead(error.status, { 'Content-Type': 'application/json' }).end(
    JSON.stringify({
      error: { type: error.type, message: error.message, ...error.details },
    }),
  );
}
