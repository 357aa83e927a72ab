import { randomUUID } from 'node:crypto';
import {
  adminEndpoints,
  adminSubscriptionsEndpoints as endpoints,
  purchasesEndpoints,
  SUBSCRIPTION_ENDED,
  SUBSCRIPTION_MANAGED_ELSEWHERE,
  SUBSCRIPTION_NOT_FOUND,
} from '@manna/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog, checkouts, subscriptions } from '../../db/schema';
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from '../../testing/fake-stripe';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import {
  createTestApp,
  type TestApp,
  type TestMember,
  UNKNOWN_ID,
  useTestApp,
} from '../../testing/test-app';
import type { PaymentGateway } from '../purchases/payment-events';
import { dashboardUrlOf } from './admin-subscriptions.service';

/** Subscribes `member` through the test-mode checkout; answers the subscription's id. */
async function subscribe(
  t: Pick<TestApp, 'request'>,
  member: TestMember,
  plan: 'monthly' | 'yearly' = 'monthly',
): Promise<string> {
  const read = readAs(t);
  const { checkout } = await read(member, purchasesEndpoints.startSubscriptionCheckout, {
    body: { plan },
    status: 201,
  });
  await read(member, purchasesEndpoints.completeTestCheckout, { params: { id: checkout.id } });
  const { subscription } = await read(member, purchasesEndpoints.subscription);
  if (!subscription) throw new Error('the test checkout left no subscription');
  return subscription.id;
}

describe('admin subscriptions in test mode', () => {
  const t = useTestApp();
  const read = readAs(t);
  let admin: TestMember;

  beforeAll(async () => {
    admin = await t.signUpAdmin({ name: 'Anna Prophetess' });
  });

  const setStatus = (id: string, status: string, cancelAtPeriodEnd = false) =>
    t.db
      .update(subscriptions)
      .set({ status, cancel_at_period_end: cancelAtPeriodEnd })
      .where(eq(subscriptions.id, id));

  const auditRowsAbout = (id: string) =>
    t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.target_type, 'subscription'), eq(adminAuditLog.target_id, id)));

  it('lists each status tab with its count, newest first, searched by name or e-mail', async () => {
    // One family, found by its name, so that other tests' subscriptions stay out of the counts.
    const family = `Zebedee-${randomUUID().slice(0, 8)}`;
    const members = await Promise.all(
      ['James', 'John', 'Salome', 'Mary', 'Joses'].map((given) =>
        t.signUp({ name: `${given} ${family}` }),
      ),
    );
    const ids: string[] = [];
    for (const member of members) ids.push(await subscribe(t, member));
    const [active, cancelling, trialing, pastDue, canceled] = ids;
    await setStatus(cancelling ?? '', 'active', true);
    await setStatus(trialing ?? '', 'trialing');
    await setStatus(pastDue ?? '', 'past_due');
    await setStatus(canceled ?? '', 'canceled');

    const all = await read(admin, endpoints.list, { query: { q: family.toUpperCase() } });
    expect(all.counts).toEqual({
      all: 5,
      active: 1,
      cancelling: 1,
      trialing: 1,
      past_due: 1,
      canceled: 1,
    });
    expect(all.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(all.items[4]).toMatchObject({
      id: active,
      member_name: `James ${family}`,
      member_contact: { kind: 'email', value: members[0]?.email },
      plan: 'monthly',
      status: 'active',
      cancel_at_period_end: false,
      provider: 'sandbox',
    });
    expect(all.items[4]?.current_period_end).toEqual(expect.any(String));

    const tab = async (status: 'active' | 'cancelling' | 'trialing' | 'past_due' | 'canceled') =>
      (await read(admin, endpoints.list, { query: { q: family, status } })).items.map(
        (item) => item.id,
      );
    expect(await tab('active')).toEqual([active]);
    expect(await tab('cancelling')).toEqual([cancelling]);
    expect(await tab('trialing')).toEqual([trialing]);
    expect(await tab('past_due')).toEqual([pastDue]);
    expect(await tab('canceled')).toEqual([canceled]);

    // By e-mail, part of it, in any case.
    const byEmail = await read(admin, endpoints.list, {
      query: { q: members[2]?.email.slice(0, 20).toUpperCase() },
    });
    expect(byEmail.items.map((item) => item.id)).toEqual([trialing]);
    // A wildcard is a character like any other.
    const wildcard = await read(admin, endpoints.list, { query: { q: `${family}%` } });
    expect(wildcard.total).toBe(0);
  });

  it('pages on the server and filters by plan and provider', async () => {
    const family = `Bethany-${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (const [given, plan] of [
      ['Martha', 'monthly'],
      ['Mary', 'yearly'],
      ['Lazarus', 'monthly'],
    ] as const) {
      ids.push(await subscribe(t, await t.signUp({ name: `${given} ${family}` }), plan));
    }
    const first = await read(admin, endpoints.list, { query: { q: family, limit: 2 } });
    expect(first).toMatchObject({ total: 3, next_offset: 2 });
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await read(admin, endpoints.list, { query: { q: family, limit: 2, offset: 2 } });
    expect(second).toMatchObject({ total: 3, next_offset: null });
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);

    const yearly = await read(admin, endpoints.list, { query: { q: family, plan: 'yearly' } });
    expect(yearly.items.map((item) => item.id)).toEqual([ids[1]]);
    expect(yearly.counts.all).toBe(1);
    const fromStripe = await read(admin, endpoints.list, {
      query: { q: family, provider: 'stripe' },
    });
    expect(fromStripe.total).toBe(0);
    const sandbox = await read(admin, endpoints.list, {
      query: { q: family, provider: 'sandbox' },
    });
    expect(sandbox.total).toBe(3);
  });

  it('refuses filters it does not know with a message', async () => {
    const client = memberClient(t, admin);
    await expectError(
      await client.send('GET', '/api/admin/subscriptions?status=paused'),
      400,
      'Choose a status',
    );
    await expectError(
      await client.send('GET', '/api/admin/subscriptions?plan=weekly'),
      400,
      'Choose a plan',
    );
  });

  it('shows a subscription with its member, provider ids and event history, without a dashboard link', async () => {
    const member = await t.signUp({ name: 'Dorcas of Joppa' });
    const id = await subscribe(t, member, 'yearly');
    const { subscription } = await read(admin, endpoints.get, { params: { id } });
    const [checkout] = await t.db.select().from(checkouts).where(eq(checkouts.user_id, member.id));
    expect(subscription).toMatchObject({
      id,
      user_id: member.id,
      member_name: 'Dorcas of Joppa',
      member_contact: { kind: 'email', value: member.email },
      plan: 'yearly',
      status: 'active',
      provider: 'sandbox',
      cancel_at_period_end: false,
      provider_customer_id: `sandbox_cus_${member.id}`,
      provider_subscription_id: `sandbox_sub_${checkout?.id}`,
      dashboard_url: null,
      events_total: 3,
    });
    expect(subscription.events.map((event) => event.type).sort()).toEqual([
      'checkout_completed',
      'invoice_paid',
      'subscription_changed',
    ]);
    expect(subscription.events[0]).toMatchObject({
      provider: 'sandbox',
      event_id: expect.stringMatching(/^sandbox_evt_/),
    });
  });

  it('answers an unknown subscription with 404', async () => {
    const client = memberClient(t, admin);
    for (const path of [`/api/admin/subscriptions/${UNKNOWN_ID}`, '/api/admin/subscriptions/x']) {
      await expectError(await client.send('GET', path), 404, SUBSCRIPTION_NOT_FOUND);
      await expectError(await client.send('POST', `${path}/cancel`), 404, SUBSCRIPTION_NOT_FOUND);
    }
  });

  it('cancels at the period end through the member’s path, audited once, and keeps it again', async () => {
    const member = await t.signUp({ name: 'Priscilla of Rome' });
    const id = await subscribe(t, member);
    const { subscription: before } = await read(admin, endpoints.get, { params: { id } });

    const { subscription: canceled } = await read(admin, endpoints.cancel, { params: { id } });
    expect(canceled).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(canceled.current_period_end).toBe(before.current_period_end);
    // The provider's new state is an event of the subscription's like any other.
    expect(canceled.events_total).toBe(before.events_total + 1);
    expect(canceled.events[0]?.type).toBe('subscription_changed');
    // The member sees it end at the period's end, with access until then.
    const own = await read(member, purchasesEndpoints.subscription);
    expect(own.subscription).toMatchObject({ cancel_at_period_end: true, has_access: true });

    // Again: the state as it is, no second provider event and no second audit row.
    const { subscription: again } = await read(admin, endpoints.cancel, { params: { id } });
    expect(again).toMatchObject({
      cancel_at_period_end: true,
      events_total: canceled.events_total,
    });
    const audited = await auditRowsAbout(id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      admin_id: admin.id,
      action: 'subscription.cancel',
      target_user_id: member.id,
      target_type: 'subscription',
      target_id: id,
      before: {
        status: 'active',
        cancel_at_period_end: false,
        current_period_end: before.current_period_end,
      },
      after: {
        status: 'active',
        cancel_at_period_end: true,
        current_period_end: before.current_period_end,
      },
    });

    const { subscription: kept } = await read(admin, endpoints.resume, { params: { id } });
    expect(kept.cancel_at_period_end).toBe(false);
    await read(admin, endpoints.resume, { params: { id } });
    expect((await auditRowsAbout(id)).map((row) => row.action).sort()).toEqual([
      'subscription.cancel',
      'subscription.resume',
    ]);
    const log = await read(admin, adminEndpoints.auditLog, { query: { limit: 2 } });
    expect(log.items.map((entry) => entry.action)).toEqual([
      'subscription.resume',
      'subscription.cancel',
    ]);
  });

  it('audits one of two admins cancelling at once', async () => {
    const other = await t.signUpAdmin();
    const id = await subscribe(t, await t.signUp());
    const answers = await Promise.all(
      [admin, other].map((caller) => read(caller, endpoints.cancel, { params: { id } })),
    );
    expect(answers.map((answer) => answer.subscription.cancel_at_period_end)).toEqual([true, true]);
    expect(await auditRowsAbout(id)).toHaveLength(1);
  });

  it('refuses to cancel or keep a subscription that has ended, with 409', async () => {
    const id = await subscribe(t, await t.signUp());
    await setStatus(id, 'canceled');
    const client = memberClient(t, admin);
    await expectError(
      await client.call(endpoints.cancel, { params: { id } }),
      409,
      SUBSCRIPTION_ENDED,
    );
    await expectError(
      await client.call(endpoints.resume, { params: { id } }),
      409,
      SUBSCRIPTION_ENDED,
    );
    expect(await auditRowsAbout(id)).toEqual([]);
  });

  it('refuses to cancel an app-store subscription, which only the store can change', async () => {
    const member = await t.signUp();
    const [row] = await t.db
      .insert(subscriptions)
      .values({
        user_id: member.id,
        plan: 'monthly',
        status: 'active',
        provider: 'store',
        provider_subscription_id: `store_${randomUUID()}`,
      })
      .returning();
    const id = row?.id ?? '';
    const { subscription } = await read(admin, endpoints.get, { params: { id } });
    expect(subscription).toMatchObject({ provider: 'store', dashboard_url: null, events: [] });
    await expectError(
      await memberClient(t, admin).call(endpoints.cancel, { params: { id } }),
      409,
      SUBSCRIPTION_MANAGED_ELSEWHERE,
    );
  });

  it('refuses members with 403', async () => {
    const member = await t.signUp();
    const id = await subscribe(t, member);
    const client = memberClient(t, member);
    expect((await client.call(endpoints.list, { query: {} })).status).toBe(403);
    expect((await client.call(endpoints.get, { params: { id } })).status).toBe(403);
    expect((await client.call(endpoints.cancel, { params: { id } })).status).toBe(403);
    expect((await read(member, purchasesEndpoints.subscription)).subscription).toMatchObject({
      cancel_at_period_end: false,
    });
  });
});

describe('the Stripe dashboard link', () => {
  const stripe = (livemode: boolean): Pick<PaymentGateway, 'provider' | 'livemode'> => ({
    provider: 'stripe',
    livemode,
  });
  const row = { provider: 'stripe' as const, provider_subscription_id: 'sub_123' };

  it('opens the live dashboard with a live key and the test one with a test key', () => {
    expect(dashboardUrlOf(row, { gateway: fakeGateway(stripe(true)) })).toBe(
      'https://dashboard.stripe.com/subscriptions/sub_123',
    );
    expect(dashboardUrlOf(row, { gateway: fakeGateway(stripe(false)) })).toBe(
      'https://dashboard.stripe.com/test/subscriptions/sub_123',
    );
  });

  it('is not there for the test mode, the app store, or a server no longer on Stripe', () => {
    const sandbox = fakeGateway({ provider: 'sandbox', livemode: false });
    expect(
      dashboardUrlOf({ provider: 'sandbox', provider_subscription_id: 'x' }, { gateway: sandbox }),
    ).toBeNull();
    expect(
      dashboardUrlOf(
        { provider: 'store', provider_subscription_id: 'x' },
        { gateway: fakeGateway(stripe(true)) },
      ),
    ).toBeNull();
    expect(dashboardUrlOf(row, { gateway: sandbox })).toBeNull();
    expect(dashboardUrlOf(row, { gateway: null })).toBeNull();
    expect(
      dashboardUrlOf(
        { ...row, provider_subscription_id: null },
        { gateway: fakeGateway(stripe(true)) },
      ),
    ).toBeNull();
  });
});

/** A gateway that only says which it is: the dashboard link asks nothing more. */
function fakeGateway(kind: Pick<PaymentGateway, 'provider' | 'livemode'>): PaymentGateway {
  const unused = () => Promise.reject(new Error('not called'));
  return {
    ...kind,
    startCheckout: unused,
    confirmCheckout: unused,
    billingPortalUrl: unused,
    setCancelAtPeriodEnd: unused,
    cancelNow: unused,
  };
}

describe('admin subscriptions on Stripe', () => {
  let fake: FakeStripe;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({ env: fakeStripeEnv(fake.baseUrl) });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('links the test dashboard and cancels at the period end on Stripe', async () => {
    const read = readAs(t);
    const admin = await t.signUpAdmin();
    const member = await t.signUp();
    const { checkout } = await read(member, purchasesEndpoints.startSubscriptionCheckout, {
      body: { plan: 'monthly' },
      status: 201,
    });
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkout.id));
    for (const event of fake.completeSession(row?.provider_session_id ?? '')) {
      const { body, headers } = fake.signed(event);
      const delivered = await t.request('/api/purchases/stripe/webhook', {
        method: 'POST',
        body,
        headers,
        origin: null,
      });
      expect(delivered.status).toBe(200);
    }
    const { subscription: own } = await read(member, purchasesEndpoints.subscription);
    const id = own?.id ?? '';

    const { subscription } = await read(admin, endpoints.get, { params: { id } });
    const stripeId = subscription.provider_subscription_id ?? '';
    expect(stripeId).toMatch(/^sub_/);
    expect(subscription.provider_customer_id).toMatch(/^cus_/);
    expect(subscription.dashboard_url).toBe(
      `https://dashboard.stripe.com/test/subscriptions/${stripeId}`,
    );
    expect(subscription.events.length).toBeGreaterThan(0);

    fake.requests.length = 0;
    const { subscription: canceled } = await read(admin, endpoints.cancel, { params: { id } });
    expect(canceled.cancel_at_period_end).toBe(true);
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: `/v1/subscriptions/${stripeId}`,
        params: { cancel_at_period_end: 'true' },
      }),
    ]);
  });
});
