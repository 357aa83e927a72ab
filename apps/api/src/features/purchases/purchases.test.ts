import {
  BILLING_PORTAL_OFF,
  CHECKOUT_NOT_FOUND,
  DEFAULT_COMMERCE_SETTINGS,
  purchasesEndpoints as endpoints,
  LOGIN_TO_PURCHASE_TOKENS,
  LOGIN_TO_SUBSCRIBE,
  NO_SUBSCRIPTION,
  PURCHASES_OFF,
  TEST_CHECKOUT_OFF,
} from '@manna/shared';
import { addMonths, addYears } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { appSettings } from '../../db/schema';
import { ADMIN_ONLY_MESSAGE } from '../../lib/middlewares';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, UNKNOWN_ID, useTestApp } from '../../testing/test-app';
import { getCommerceSettings, setCommerceSettings } from './commerce-settings';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('purchases in test mode', () => {
  const t = useTestApp();
  const read = readAs(t);

  async function buy(member: TestMember, amount: 10 | 30 | 100) {
    const started = await read(member, endpoints.startTokenCheckout, {
      body: { amount },
      status: 201,
    });
    return read(member, endpoints.completeTestCheckout, {
      params: { id: started.checkout.id },
    });
  }

  it('shows visitors what is sold, at the default prices', async () => {
    const catalog = await memberClient(t).read(endpoints.catalog);
    expect(catalog).toEqual({
      mode: 'sandbox',
      currency: 'usd',
      token_packs: [
        { amount: 10, price: 199 },
        { amount: 30, price: 499 },
        { amount: 100, price: 1299 },
      ],
      plans: [
        { plan: 'monthly', price: 499, monthly_token_grant: 20 },
        { plan: 'yearly', price: 3999, monthly_token_grant: 20 },
      ],
      plan_unlock_price_tokens: 30,
    });
  });

  it('sends a visitor to sign in, in the words of what they tried', async () => {
    const visitor = memberClient(t);
    await expectError(
      await visitor.call(endpoints.startTokenCheckout, { body: { amount: 10 } }),
      401,
      LOGIN_TO_PURCHASE_TOKENS,
    );
    await expectError(
      await visitor.call(endpoints.startSubscriptionCheckout, { body: { plan: 'monthly' } }),
      401,
      LOGIN_TO_SUBSCRIBE,
    );
  });

  it('sells only the packs and plans there are', async () => {
    const client = memberClient(t, await t.signUp());
    await expectError(
      await client.post('/api/purchases/tokens', { amount: 15 }),
      400,
      'Invalid token amount: 15',
    );
    await expectError(
      await client.post('/api/purchases/tokens', { amount: '30' }),
      400,
      'Invalid token amount: 30',
    );
    await expectError(
      await client.post('/api/purchases/subscription', { plan: 'weekly' }),
      400,
      'Invalid subscription plan: weekly',
    );
  });

  it('buys a pack through the test-mode checkout: the tokens arrive once', async () => {
    const member = await t.signUp();
    const started = await read(member, endpoints.startTokenCheckout, {
      body: { amount: 30 },
      status: 201,
    });
    expect(started.url).toBe(`/payment?checkout=${started.checkout.id}`);
    expect(started.checkout).toMatchObject({
      kind: 'tokens',
      token_amount: 30,
      provider: 'sandbox',
      status: 'open',
      price: 499,
      currency: 'usd',
      tokens_added: 0,
    });

    const params = { id: started.checkout.id };
    const { checkout } = await read(member, endpoints.completeTestCheckout, { params });
    expect(checkout).toMatchObject({ status: 'completed', tokens_added: 30 });
    expect(checkout.completed_at).not.toBeNull();
    // Completing again (a double click) and reading it (the success page) change nothing.
    await read(member, endpoints.completeTestCheckout, { params });
    expect((await read(member, endpoints.checkout, { params })).checkout).toEqual(checkout);

    const ledger = await read(member, endpoints.tokenLedger, { query: {} });
    expect(ledger.items).toEqual([
      expect.objectContaining({
        delta: 30,
        balance_after: 30,
        reason: 'purchase',
        description: 'Bought 30 tokens',
      }),
    ]);
    expect((await read(member, endpoints.planAccess)).tokens).toBe(30);
  });

  it('cancels an open checkout, which then cannot be paid', async () => {
    const member = await t.signUp();
    const started = await read(member, endpoints.startTokenCheckout, {
      body: { amount: 10 },
      status: 201,
    });
    const params = { id: started.checkout.id };
    expect((await read(member, endpoints.cancelCheckout, { params })).checkout.status).toBe(
      'canceled',
    );
    const { checkout } = await read(member, endpoints.completeTestCheckout, { params });
    expect(checkout).toMatchObject({ status: 'canceled', tokens_added: 0 });
    expect((await read(member, endpoints.tokenLedger, { query: {} })).total).toBe(0);
  });

  it('keeps checkouts, subscriptions and ledgers to their members', async () => {
    const owner = await t.signUp();
    const stranger = memberClient(t, await t.signUp());
    const { checkout } = await buy(owner, 10);
    await read(owner, endpoints.completeTestCheckout, {
      params: {
        id: (
          await read(owner, endpoints.startSubscriptionCheckout, {
            body: { plan: 'monthly' },
            status: 201,
          })
        ).checkout.id,
      },
    });

    for (const endpoint of [
      endpoints.checkout,
      endpoints.completeTestCheckout,
      endpoints.cancelCheckout,
    ]) {
      await expectError(
        await stranger.call(endpoint, { params: { id: checkout.id } }),
        404,
        CHECKOUT_NOT_FOUND,
      );
      await expectError(
        await stranger.call(endpoint, { params: { id: UNKNOWN_ID } }),
        404,
        CHECKOUT_NOT_FOUND,
      );
    }
    await expectError(
      await stranger.send('GET', '/api/purchases/checkouts/not-an-id'),
      404,
      CHECKOUT_NOT_FOUND,
    );
    expect(await stranger.read(endpoints.subscription)).toEqual({ subscription: null });
    expect(await stranger.read(endpoints.tokenLedger, { query: {} })).toEqual({
      items: [],
      total: 0,
      next_offset: null,
    });
    await expectError(await stranger.call(endpoints.cancelSubscription), 404, NO_SUBSCRIPTION);
    // The owner's are untouched.
    expect(
      (await read(owner, endpoints.checkout, { params: { id: checkout.id } })).checkout.status,
    ).toBe('completed');
    expect((await read(owner, endpoints.subscription)).subscription).not.toBeNull();
  });

  it('subscribes monthly: active until a month from now, the grant, every premium plan', async () => {
    const member = await t.signUp();
    const started = await read(member, endpoints.startSubscriptionCheckout, {
      body: { plan: 'monthly' },
      status: 201,
    });
    expect(started.checkout).toMatchObject({ kind: 'subscription', plan: 'monthly', price: 499 });
    const { checkout } = await read(member, endpoints.completeTestCheckout, {
      params: { id: started.checkout.id },
    });
    expect(checkout).toMatchObject({ status: 'completed', tokens_added: 20 });

    const { subscription } = await read(member, endpoints.subscription);
    expect(subscription).toMatchObject({
      plan: 'monthly',
      status: 'active',
      provider: 'sandbox',
      cancel_at_period_end: false,
      has_access: true,
    });
    const periodEnd = new Date(subscription?.current_period_end ?? 0).getTime();
    expect(Math.abs(periodEnd - addMonths(new Date(), 1).getTime())).toBeLessThan(DAY_MS);

    const access = await read(member, endpoints.planAccess);
    expect(access.tokens).toBe(20);
    expect(access.plans.filter((plan) => plan.premium).map((plan) => plan.access)).toEqual(
      DEFAULT_COMMERCE_SETTINGS.premium_plan_slugs.map(() => 'included'),
    );
    expect(access.plans.find((plan) => !plan.premium)).toMatchObject({
      slug: 'new-testament',
      access: 'free',
    });
  });

  it('cancels at the period end, keeping access, and keeps the subscription on second thought', async () => {
    const member = await t.signUp();
    const started = await read(member, endpoints.startSubscriptionCheckout, {
      body: { plan: 'yearly' },
      status: 201,
    });
    await read(member, endpoints.completeTestCheckout, { params: { id: started.checkout.id } });
    const { subscription: yearly } = await read(member, endpoints.subscription);
    const periodEnd = new Date(yearly?.current_period_end ?? 0).getTime();
    expect(Math.abs(periodEnd - addYears(new Date(), 1).getTime())).toBeLessThan(DAY_MS);
    // Twelve months' grant for a year's payment.
    expect((await read(member, endpoints.planAccess)).tokens).toBe(240);

    const canceled = await read(member, endpoints.cancelSubscription);
    expect(canceled.subscription).toMatchObject({
      cancel_at_period_end: true,
      has_access: true,
      status: 'active',
    });
    expect(canceled.subscription.current_period_end).toBe(yearly?.current_period_end);
    const resumed = await read(member, endpoints.resumeSubscription);
    expect(resumed.subscription).toMatchObject({ cancel_at_period_end: false, has_access: true });
    await expectError(
      await memberClient(t, member).call(endpoints.billingPortal),
      409,
      BILLING_PORTAL_OFF,
    );
  });

  it('lists the ledger newest first, a page at a time', async () => {
    const member = await t.signUp();
    await buy(member, 10);
    await buy(member, 30);
    await buy(member, 100);
    const first = await read(member, endpoints.tokenLedger, { query: { limit: 2 } });
    expect(first.items.map((item) => item.delta)).toEqual([100, 30]);
    expect(first).toMatchObject({ total: 3, next_offset: 2 });
    const second = await read(member, endpoints.tokenLedger, { query: { limit: 2, offset: 2 } });
    expect(second.items.map((item) => item.balance_after)).toEqual([10]);
    expect(second.next_offset).toBeNull();
  });

  it('shows admins the provider events received, newest first', async () => {
    const member = await t.signUp();
    await buy(member, 10);
    const admin = await t.signUpAdmin();
    const { events } = await read(admin, endpoints.recentPaymentEvents);
    expect(events[0]).toMatchObject({
      provider: 'sandbox',
      type: 'checkout_completed',
      user_id: member.id,
    });
    await expectError(
      await memberClient(t, member).call(endpoints.recentPaymentEvents),
      403,
      ADMIN_ONLY_MESSAGE,
    );
  });

  it('sells at the stored settings, and at the defaults when what is stored is not valid', async () => {
    await setCommerceSettings(t.db, { token_pack_prices: { '10': 99, '30': 299, '100': 999 } });
    const catalog = await memberClient(t).read(endpoints.catalog);
    expect(catalog.token_packs).toEqual([
      { amount: 10, price: 99 },
      { amount: 30, price: 299 },
      { amount: 100, price: 999 },
    ]);
    expect(catalog.plans[0]?.price).toBe(499);

    await t.db.update(appSettings).set({ value: { token_pack_prices: 'free for all' } });
    expect(await getCommerceSettings(t.db)).toEqual(DEFAULT_COMMERCE_SETTINGS);
    expect((await memberClient(t).read(endpoints.catalog)).token_packs[0]).toEqual({
      amount: 10,
      price: 199,
    });
    await t.db.delete(appSettings);
  });
});

describe('purchases turned off', () => {
  const t = useTestApp({ env: { PAYMENTS_MODE: 'off' } });

  it('sells nothing, and says so', async () => {
    const client = memberClient(t, await t.signUp());
    await expectError(
      await client.call(endpoints.startTokenCheckout, { body: { amount: 10 } }),
      403,
      PURCHASES_OFF,
    );
    await expectError(
      await client.call(endpoints.startSubscriptionCheckout, { body: { plan: 'yearly' } }),
      403,
      PURCHASES_OFF,
    );
    await expectError(
      await client.call(endpoints.completeTestCheckout, { params: { id: UNKNOWN_ID } }),
      404,
      TEST_CHECKOUT_OFF,
    );
    expect((await client.read(endpoints.catalog)).mode).toBe('off');
  });
});
