import {
  adminSettingsEndpoints as endpoints,
  NOTHING_TO_CHECK_IN_TEST_MODE,
  PAYMENT_KEY_NAMES,
  PAYMENTS_OFF_NO_TEST_EVENT,
  purchasesEndpoints,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, paymentEvents } from '../../db/schema';
import {
  FAKE_STRIPE_PRICES,
  FAKE_STRIPE_SECRET_KEY,
  FAKE_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  fakeStripeEnv,
  startFakeStripe,
} from '../../testing/fake-stripe';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import {
  createTestApp,
  TEST_ORIGIN,
  type TestApp,
  type TestMember,
  useTestApp,
} from '../../testing/test-app';

// The payment setup screen's API (docs/product/admin.md#payment-setup): what the server is set
// up with, never a secret's value, the price ids checked with Stripe, and a test event through
// the webhook handler and fulfilment.

const WRAPPER_SECRET = 'the-wrapper-backend-shared-secret';
const WEBHOOK_URL = `${TEST_ORIGIN}/api/purchases/stripe/webhook`;

const stripeEnv = (baseUrl: string): Record<string, string> => ({
  ...fakeStripeEnv(baseUrl),
  WRAPPER_PURCHASE_SECRET: WRAPPER_SECRET,
});

/** The event fulfilment recorded for a test event, and the audit row that names it. */
async function recorded(t: Pick<TestApp, 'db'>, eventId: string) {
  const [event] = await t.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.event_id, eventId));
  const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.target_id, eventId));
  return { event, audit };
}

describe('payment setup in the built-in test mode', () => {
  const t = useTestApp();
  const read = readAs(t);
  let admin: TestMember;

  beforeAll(async () => {
    admin = await t.signUpAdmin();
  });

  it('shows the mode, that no key is set, and the webhook URL to paste into Stripe', async () => {
    expect(await read(admin, endpoints.paymentSetup)).toEqual({
      mode: 'sandbox',
      keys: PAYMENT_KEY_NAMES.map((name) => ({ name, present: false })),
      webhook_url: WEBHOOK_URL,
    });
  });

  it('has no price ids to check', async () => {
    expect(await read(admin, endpoints.priceCheck)).toEqual({
      checked: false,
      message: NOTHING_TO_CHECK_IN_TEST_MODE,
      prices: [],
    });
  });

  it('runs a signed test event through the webhook and fulfilment, listed and audited', async () => {
    const result = await read(admin, endpoints.sendTestEvent);
    expect(result).toMatchObject({ status: 200, outcome: 'fulfilled' });
    expect(result.event_id).toMatch(/^evt_manna_test_/);

    const { events } = await read(admin, purchasesEndpoints.recentPaymentEvents);
    expect(events[0]).toMatchObject({
      provider: 'sandbox',
      event_id: result.event_id,
      type: 'checkout_expired',
      user_id: null,
    });
    const { audit } = await recorded(t, result.event_id);
    expect(audit).toMatchObject([
      {
        admin_id: admin.id,
        action: 'payments.test-event',
        target_type: 'payment-event',
        target_user_id: null,
        after: { provider: 'sandbox', status: 200, outcome: 'fulfilled' },
      },
    ]);
  });
});

describe('payment setup with Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ env: stripeEnv(fake.baseUrl) });
    admin = await t.signUpAdmin();
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('names the keys that are set and never answers one of their values', async () => {
    const response = await memberClient(t, admin).call(endpoints.paymentSetup);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      mode: 'stripe_test',
      keys: PAYMENT_KEY_NAMES.map((name) => ({ name, present: true })),
      webhook_url: WEBHOOK_URL,
    });
    for (const secret of [FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET, WRAPPER_SECRET]) {
      expect(text).not.toContain(secret);
    }
  });

  it('checks each price id with Stripe against the settings', async () => {
    const check = await memberClient(t, admin).read(endpoints.priceCheck);
    expect(check.checked).toBe(true);
    expect(check.prices).toEqual([
      {
        product: 'tokens_10',
        price_id: FAKE_STRIPE_PRICES.tokens_10,
        ok: true,
        detail: '$1.99 once',
      },
      {
        product: 'tokens_30',
        price_id: FAKE_STRIPE_PRICES.tokens_30,
        ok: true,
        detail: '$4.99 once',
      },
      {
        product: 'tokens_100',
        price_id: FAKE_STRIPE_PRICES.tokens_100,
        ok: true,
        detail: '$12.99 once',
      },
      {
        product: 'monthly',
        price_id: FAKE_STRIPE_PRICES.monthly,
        ok: true,
        detail: '$4.99 every month',
      },
      {
        product: 'yearly',
        price_id: FAKE_STRIPE_PRICES.yearly,
        ok: true,
        detail: '$39.99 every year',
      },
    ]);
  });

  it('sends a correctly signed test event to the webhook handler and reports its answer', async () => {
    const result = await memberClient(t, admin).read(endpoints.sendTestEvent);
    expect(result).toMatchObject({ status: 200, outcome: 'fulfilled' });
    const { event, audit } = await recorded(t, result.event_id);
    expect(event).toMatchObject({ provider: 'stripe', type: 'checkout_expired', user_id: null });
    expect(audit).toHaveLength(1);
  });

  it('says which price ids Stripe does not know, or sells otherwise', async () => {
    const wrong = await createTestApp({
      database: t.database,
      env: {
        ...stripeEnv(fake.baseUrl),
        STRIPE_PRICE_TOKENS_30: 'price_nobody_made',
        STRIPE_PRICE_MONTHLY: FAKE_STRIPE_PRICES.tokens_10,
      },
    });
    const check = await memberClient(wrong, admin).read(endpoints.priceCheck);
    expect(check.message).toBe('2 of 5 price ids need attention.');
    expect(check.prices.filter((price) => !price.ok)).toEqual([
      {
        product: 'tokens_30',
        price_id: 'price_nobody_made',
        ok: false,
        detail: "No such price: 'price_nobody_made'",
      },
      {
        product: 'monthly',
        price_id: FAKE_STRIPE_PRICES.tokens_10,
        ok: false,
        detail: 'The price must recur every month',
      },
    ]);
  });

  it('fails clearly when Stripe refuses the key', async () => {
    fake.refuse = true;
    try {
      const check = await memberClient(t, admin).read(endpoints.priceCheck);
      expect(check.prices.every((price) => !price.ok)).toBe(true);
      expect(check.prices[0]?.detail).toBe('Stripe refused the secret key (STRIPE_SECRET_KEY)');
    } finally {
      fake.refuse = false;
    }
  });
});

describe('payment setup with purchases off', () => {
  const t = useTestApp({ env: { PAYMENTS_MODE: 'off' } });

  it('has no webhook to send a test event to', async () => {
    const admin = await t.signUpAdmin();
    expect((await readAs(t)(admin, endpoints.paymentSetup)).mode).toBe('off');
    await expectError(
      await memberClient(t, admin).call(endpoints.sendTestEvent),
      409,
      PAYMENTS_OFF_NO_TEST_EVENT,
    );
  });
});
