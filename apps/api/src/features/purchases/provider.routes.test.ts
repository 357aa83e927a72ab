import { randomUUID } from 'node:crypto';
import {
  purchasesEndpoints as endpoints,
  INVALID_STRIPE_SIGNATURE,
  STRIPE_WEBHOOK_OFF,
  SUBSCRIPTION_START_FAILED,
  TEST_CHECKOUT_OFF,
  TOKEN_PURCHASE_FAILED,
  WRAPPER_PURCHASES_OFF,
  WRAPPER_SIGNATURE_REFUSED,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, paymentEvents, tokenLedger, users } from '../../db/schema';
import { seedReferenceData } from '../../db/seed/reference-data';
import {
  FAKE_STRIPE_PRICES,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  startFakeStripe,
} from '../../testing/fake-stripe';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { deliveredInAnyOrder } from '../../testing/shuffle';
import { createTestApp, type TestApp, type TestMember, useTestApp } from '../../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { signWrapperBody } from './wrapper-signature';

const WEBHOOK = '/api/purchases/stripe/webhook';
const WRAPPER = '/api/wrapper/purchases';
const WRAPPER_SECRET = 'the-wrapper-backend-shared-secret';

const stripeEnv = (baseUrl: string): Record<string, string> => ({
  STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
  STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
  STRIPE_PRICE_TOKENS_10: FAKE_STRIPE_PRICES.tokens_10,
  STRIPE_PRICE_TOKENS_30: FAKE_STRIPE_PRICES.tokens_30,
  STRIPE_PRICE_TOKENS_100: FAKE_STRIPE_PRICES.tokens_100,
  STRIPE_PRICE_MONTHLY: FAKE_STRIPE_PRICES.monthly,
  STRIPE_PRICE_YEARLY: FAKE_STRIPE_PRICES.yearly,
  STRIPE_API_BASE_URL: baseUrl,
});

async function tokensOf(t: Pick<TestApp, 'db'>, member: TestMember) {
  const [row] = await t.db
    .select({ tokens: users.tokens })
    .from(users)
    .where(eq(users.id, member.id));
  return row?.tokens ?? 0;
}

describe('the Stripe webhook', () => {
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ env: stripeEnv(fake.baseUrl) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  function deliver(event: Parameters<FakeStripe['signed']>[0], app: Pick<TestApp, 'request'> = t) {
    const { body, headers } = fake.signed(event);
    return app.request(WEBHOOK, { method: 'POST', body, headers, origin: null });
  }

  async function startAt(
    member: TestMember,
    body: { amount: 10 | 30 | 100 } | { plan: 'monthly' | 'yearly' },
  ) {
    const client = memberClient(t, member);
    const started =
      'amount' in body
        ? await client.read(endpoints.startTokenCheckout, { body, status: 201 })
        : await client.read(endpoints.startSubscriptionCheckout, { body, status: 201 });
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, started.checkout.id));
    const sessionId = row?.provider_session_id ?? '';
    return { ...started, sessionId };
  }

  it('starts a checkout on Stripe and refuses the test-mode checkout', async () => {
    const member = await t.signUp();
    const started = await startAt(member, { amount: 30 });
    expect(started.checkout).toMatchObject({ provider: 'stripe', status: 'open', price: 499 });
    expect(started.sessionId).toMatch(/^cs_/);
    expect(started.url).toBe(fake.sessions.get(started.sessionId)?.url);
    await expectError(
      await memberClient(t, member).call(endpoints.completeTestCheckout, {
        params: { id: started.checkout.id },
      }),
      404,
      TEST_CHECKOUT_OFF,
    );
  });

  it('credits a pack once when each event is delivered ten times, shuffled, and takes a refund back', async () => {
    const member = await t.signUp();
    const { checkout, sessionId } = await startAt(member, { amount: 30 });
    const events = fake.completeSession(sessionId);
    const deliveries = deliveredInAnyOrder(events, 10, 3);
    for (const event of deliveries) expect((await deliver(event)).status).toBe(200);

    expect(await tokensOf(t, member)).toBe(30);
    const read = readAs(t);
    expect(
      (await read(member, endpoints.checkout, { params: { id: checkout.id } })).checkout,
    ).toMatchObject({
      status: 'completed',
      tokens_added: 30,
    });

    const paymentIntent = fake.sessions.get(sessionId)?.payment_intent ?? '';
    const reversals = [...fake.refund(paymentIntent), ...fake.dispute(paymentIntent)];
    for (const event of deliveredInAnyOrder(reversals, 10, 5)) {
      await deliver(event);
    }
    expect(await tokensOf(t, member)).toBe(0);
    const ledger = await t.db
      .select({ delta: tokenLedger.delta, reason: tokenLedger.reason })
      .from(tokenLedger)
      .where(eq(tokenLedger.user_id, member.id));
    expect(ledger).toHaveLength(2);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { delta: 30, reason: 'purchase' },
        { delta: -30, reason: 'refund' },
      ]),
    );
  });

  it('subscribes once from shuffled, replayed events, and follows renewals and the end', async () => {
    const member = await t.signUp();
    const { checkout, sessionId } = await startAt(member, { plan: 'monthly' });
    const events = fake.completeSession(sessionId);
    for (const event of deliveredInAnyOrder(events, 10, 11)) {
      await deliver(event);
    }
    const read = readAs(t);
    const { subscription } = await read(member, endpoints.subscription);
    expect(subscription).toMatchObject({
      plan: 'monthly',
      status: 'active',
      provider: 'stripe',
      has_access: true,
    });
    expect(await tokensOf(t, member)).toBe(20);
    expect(
      (await read(member, endpoints.checkout, { params: { id: checkout.id } })).checkout
        .tokens_added,
    ).toBe(20);

    const subscriptionId = fake.sessions.get(sessionId)?.subscription ?? '';
    const renewal = fake.renewSubscription(subscriptionId);
    const end = fake.endSubscription(subscriptionId);
    // The end arrives before the renewal: the older state changes nothing.
    for (const event of [...end, ...renewal, ...end, ...renewal]) await deliver(event);
    expect((await read(member, endpoints.subscription)).subscription).toMatchObject({
      status: 'canceled',
      has_access: false,
    });
    expect(await tokensOf(t, member)).toBe(40);
  });

  it('confirms a paid checkout with Stripe when the success page asks before the webhook', async () => {
    const member = await t.signUp();
    const { checkout, sessionId } = await startAt(member, { amount: 10 });
    const read = readAs(t);
    expect(
      (await read(member, endpoints.checkout, { params: { id: checkout.id } })).checkout.status,
    ).toBe('open');
    const events = fake.completeSession(sessionId);
    expect(
      (await read(member, endpoints.checkout, { params: { id: checkout.id } })).checkout,
    ).toMatchObject({
      status: 'completed',
      tokens_added: 10,
    });
    // The webhook comes afterwards: nothing more is credited.
    for (const event of events) await deliver(event);
    expect(await tokensOf(t, member)).toBe(10);
  });

  it('refuses a bad, re-signed or stale signature', async () => {
    const member = await t.signUp();
    const { sessionId } = await startAt(member, { amount: 100 });
    const [event] = fake.completeSession(sessionId);
    if (!event) throw new Error('no event');
    const good = fake.signed(event);
    const send = (body: string, signature: string) =>
      t.request(WEBHOOK, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        origin: null,
      });
    await expectError(await send(good.body, 't=1,v1=deadbeef'), 400, INVALID_STRIPE_SIGNATURE);
    await expectError(
      await send(good.body.replace('"paid"', '"free"'), good.signature),
      400,
      INVALID_STRIPE_SIGNATURE,
    );
    await expectError(
      await send(good.body, fake.signed(event, { secret: 'whsec_someone_else' }).signature),
      400,
      INVALID_STRIPE_SIGNATURE,
    );
    const stale = fake.signed(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    await expectError(await send(stale.body, stale.signature), 400, INVALID_STRIPE_SIGNATURE);
    await expectError(await send(good.body, ''), 400, INVALID_STRIPE_SIGNATURE);
    expect(await tokensOf(t, member)).toBe(0);
    expect((await send(good.body, good.signature)).status).toBe(200);
    expect(await tokensOf(t, member)).toBe(100);
  });

  it('says so when Stripe cannot start a checkout', async () => {
    const member = await t.signUp();
    const client = memberClient(t, member);
    fake.refuse = true;
    try {
      await expectError(
        await client.call(endpoints.startTokenCheckout, { body: { amount: 10 } }),
        502,
        TOKEN_PURCHASE_FAILED,
      );
      await expectError(
        await client.call(endpoints.startSubscriptionCheckout, { body: { plan: 'yearly' } }),
        502,
        SUBSCRIPTION_START_FAILED,
      );
    } finally {
      fake.refuse = false;
    }
    const rows = await t.db
      .select({ status: checkouts.status })
      .from(checkouts)
      .where(eq(checkouts.user_id, member.id));
    expect(rows).toEqual([{ status: 'canceled' }, { status: 'canceled' }]);
  });

  it('opens the Billing Portal for a subscriber', async () => {
    const member = await t.signUp();
    const { sessionId } = await startAt(member, { plan: 'yearly' });
    for (const event of fake.completeSession(sessionId)) await deliver(event);
    const { url } = await readAs(t)(member, endpoints.billingPortal);
    expect(url).toMatch(/^https?:\/\//);
    const canceled = await readAs(t)(member, endpoints.cancelSubscription);
    expect(canceled.subscription).toMatchObject({ cancel_at_period_end: true, has_access: true });
  });
});

describe('the Stripe webhook in test mode', () => {
  const t = useTestApp();

  it('is not there', async () => {
    await expectError(
      await t.request(WEBHOOK, {
        method: 'POST',
        body: '{}',
        headers: { 'stripe-signature': 'x' },
        origin: null,
      }),
      404,
      STRIPE_WEBHOOK_OFF,
    );
  });
});

describe('two servers on one database', () => {
  let fake: FakeStripe;
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    database = await createTestDatabase();
    await seedReferenceData(database.db);
    first = await createTestApp({ database, env: stripeEnv(fake.baseUrl) });
    second = await createTestApp({
      database: await database.connectAgain(),
      env: stripeEnv(fake.baseUrl),
    });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await fake.close();
  });

  it('credit a webhook delivered to both at once only once', async () => {
    const member = await first.signUp();
    const { checkout } = await memberClient(first, member).read(endpoints.startTokenCheckout, {
      body: { amount: 100 },
      status: 201,
    });
    const [row] = await first.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    const events = fake.completeSession(row?.provider_session_id ?? '');
    const deliveries = events.flatMap((event) => {
      const { body, headers } = fake.signed(event);
      return [first, second, first, second].map((app) =>
        app.request(WEBHOOK, { method: 'POST', body, headers, origin: null }),
      );
    });
    const statuses = (await Promise.all(deliveries)).map((response) => response.status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await tokensOf(second, member)).toBe(100);
    const recorded = await second.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.event_id, events[0]?.id ?? ''));
    expect(recorded).toHaveLength(1);
  });
});

describe('store purchases from the wrapper’s backend', () => {
  const t = useTestApp({ env: { WRAPPER_PURCHASE_SECRET: WRAPPER_SECRET } });
  const withoutSecret = useTestApp();

  function post(app: Pick<TestApp, 'request'>, body: string, signature: string) {
    return app.request(WRAPPER, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-manna-signature': signature },
      origin: null,
    });
  }
  const purchase = (member: TestMember, product: string, transactionId = `txn_${randomUUID()}`) =>
    JSON.stringify({ transaction_id: transactionId, user_id: member.id, product, platform: 'ios' });

  it('credits a signed pack once by its transaction id', async () => {
    const member = await t.signUp();
    const body = purchase(member, 'tokens_30');
    const signature = signWrapperBody(WRAPPER_SECRET, body);
    const first = await post(t, body, signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ duplicate: false, tokens: 30, tokens_added: 30 });
    // The same request again (a retry, or a replay within the five minutes) credits nothing.
    const again = await post(t, body, signature);
    expect(await again.json()).toEqual({ duplicate: true, tokens: 30, tokens_added: 0 });
    const ledger = await t.db
      .select({ reason: tokenLedger.reason, delta: tokenLedger.delta })
      .from(tokenLedger)
      .where(eq(tokenLedger.user_id, member.id));
    expect(ledger).toEqual([{ reason: 'store_purchase', delta: 30 }]);
  });

  it('records a store subscription with its grant', async () => {
    const member = await t.signUp();
    const body = purchase(member, 'yearly');
    expect(await (await post(t, body, signWrapperBody(WRAPPER_SECRET, body))).json()).toMatchObject(
      {
        duplicate: false,
        tokens_added: 240,
      },
    );
    const { subscription } = await readAs(t)(member, endpoints.subscription);
    expect(subscription).toMatchObject({
      provider: 'store',
      plan: 'yearly',
      status: 'active',
      has_access: true,
    });
  });

  it('refuses a bad, stale or missing signature', async () => {
    const member = await t.signUp();
    const body = purchase(member, 'tokens_100');
    const now = Math.floor(Date.now() / 1000);
    await expectError(
      await post(t, body, signWrapperBody('not-the-shared-secret', body)),
      401,
      WRAPPER_SIGNATURE_REFUSED,
    );
    await expectError(
      await post(t, body, signWrapperBody(WRAPPER_SECRET, body, now - 301)),
      401,
      WRAPPER_SIGNATURE_REFUSED,
    );
    await expectError(
      await post(t, body, signWrapperBody(WRAPPER_SECRET, body, now + 301)),
      401,
      WRAPPER_SIGNATURE_REFUSED,
    );
    const other = purchase(member, 'tokens_100');
    await expectError(
      await post(t, other, signWrapperBody(WRAPPER_SECRET, body)),
      401,
      WRAPPER_SIGNATURE_REFUSED,
    );
    await expectError(await post(t, body, ''), 401, WRAPPER_SIGNATURE_REFUSED);
    await expectError(await post(t, body, 't=abc,v1=xyz'), 401, WRAPPER_SIGNATURE_REFUSED);
    expect(await tokensOf(t, member)).toBe(0);
  });

  it('refuses a signed body naming an unknown product', async () => {
    const member = await t.signUp();
    const body = purchase(member, 'tokens_15');
    await expectError(
      await post(t, body, signWrapperBody(WRAPPER_SECRET, body)),
      400,
      'product: Unknown product: tokens_15',
    );
  });

  it('is not there without a shared secret', async () => {
    const member = await withoutSecret.signUp();
    const body = purchase(member, 'tokens_10');
    await expectError(
      await post(withoutSecret, body, signWrapperBody(WRAPPER_SECRET, body)),
      404,
      WRAPPER_PURCHASES_OFF,
    );
  });
});
