import { randomUUID } from 'node:crypto';
import { purchasesEndpoints as endpoints } from '@manna/shared';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkouts, paymentEvents, subscriptions, tokenLedger, users } from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { deliveredInAnyOrder } from '../../testing/shuffle';
import { type TestMember, useTestApp } from '../../testing/test-app';
import { creditTokens } from '../tokens/token-ledger';
import { fulfil } from './fulfilment';
import type {
  CheckoutCompleted,
  FulfilmentEvent,
  InvoicePaid,
  PaymentReversed,
  SubscriptionChanged,
} from './payment-events';

// fulfil on its own, with events as any provider would send them: replayed, shuffled, late.

const MINUTE = 60_000;
const T0 = new Date('2026-11-01T12:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** Each event ten times, in shuffled order. */
const deliveredTenTimes = (events: readonly FulfilmentEvent[], seed = 7) =>
  deliveredInAnyOrder(events, 10, seed);

describe('fulfil', () => {
  const t = useTestApp();

  async function balanceOf(member: TestMember) {
    const [row] = await t.db
      .select({ tokens: users.tokens })
      .from(users)
      .where(eq(users.id, member.id));
    return row?.tokens;
  }
  const ledgerOf = (member: TestMember) =>
    t.db
      .select({
        delta: tokenLedger.delta,
        balance_after: tokenLedger.balance_after,
        reason: tokenLedger.reason,
        source_id: tokenLedger.source_id,
        description: tokenLedger.description,
      })
      .from(tokenLedger)
      .where(eq(tokenLedger.user_id, member.id))
      .orderBy(asc(tokenLedger.created_at), asc(tokenLedger.balance_after));

  async function startCheckout(
    member: TestMember,
    body: { amount: 10 | 30 | 100 } | { plan: 'monthly' | 'yearly' },
  ) {
    const client = memberClient(t, member);
    const { checkout } =
      'amount' in body
        ? await client.read(endpoints.startTokenCheckout, { body, status: 201 })
        : await client.read(endpoints.startSubscriptionCheckout, { body, status: 201 });
    return checkout;
  }

  const completed = (
    checkoutId: string,
    overrides: Partial<CheckoutCompleted> = {},
  ): CheckoutCompleted => ({
    kind: 'checkout_completed',
    provider: 'stripe',
    eventId: `evt_${randomUUID()}`,
    occurredAt: at(1),
    checkoutId,
    paymentReference: `pi_${checkoutId}`,
    providerCustomerId: 'cus_1',
    providerSubscriptionId: null,
    ...overrides,
  });
  const reversed = (overrides: Partial<PaymentReversed>): PaymentReversed => ({
    kind: 'payment_reversed',
    provider: 'stripe',
    eventId: `evt_${randomUUID()}`,
    occurredAt: at(30),
    paymentReference: null,
    invoiceId: null,
    ...overrides,
  });

  async function checkoutRow(id: string) {
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, id));
    return row;
  }

  it('credits a token pack once, however often and in whatever order its events come', async () => {
    const member = await t.signUp();
    const checkout = await startCheckout(member, { amount: 30 });
    // Two different events complete the same checkout (the webhook and the success page's check).
    const events = [
      completed(checkout.id),
      completed(checkout.id, { eventId: `confirm:${checkout.id}` }),
    ];
    const outcomes = [];
    for (const event of deliveredTenTimes(events)) outcomes.push(await fulfil(t.db, event));
    expect(outcomes.filter((outcome) => outcome === 'fulfilled')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(18);

    expect(await balanceOf(member)).toBe(30);
    expect(await ledgerOf(member)).toEqual([
      {
        delta: 30,
        balance_after: 30,
        reason: 'purchase',
        source_id: checkout.id,
        description: 'Bought 30 tokens',
      },
    ]);
    expect(await checkoutRow(checkout.id)).toMatchObject({
      status: 'completed',
      tokens_added: 30,
      payment_reference: `pi_${checkout.id}`,
    });
    const recorded = await t.db
      .select({ user_id: paymentEvents.user_id })
      .from(paymentEvents)
      .where(eq(paymentEvents.payment_reference, `pi_${checkout.id}`));
    expect(recorded).toEqual([{ user_id: member.id }, { user_id: member.id }]);
  });

  it('follows a subscription to its newest state and grants each invoice once, in any order', async () => {
    const member = await t.signUp();
    const checkout = await startCheckout(member, { plan: 'yearly' });
    const subscriptionId = `sub_${randomUUID()}`;
    const state = (
      minutes: number,
      status: string,
      cancelAtPeriodEnd: boolean,
    ): SubscriptionChanged => ({
      kind: 'subscription_changed',
      provider: 'stripe',
      eventId: `evt_${randomUUID()}`,
      occurredAt: at(minutes),
      userId: member.id,
      plan: 'yearly',
      providerSubscriptionId: subscriptionId,
      providerCustomerId: 'cus_2',
      status,
      currentPeriodEnd: new Date('2027-11-01T12:00:00Z'),
      cancelAtPeriodEnd,
    });
    const invoice: InvoicePaid = {
      kind: 'invoice_paid',
      provider: 'stripe',
      eventId: `evt_${randomUUID()}`,
      occurredAt: at(2),
      invoiceId: `in_${randomUUID()}`,
      userId: member.id,
      plan: 'yearly',
      providerSubscriptionId: subscriptionId,
    };
    const events: FulfilmentEvent[] = [
      completed(checkout.id, { paymentReference: null, providerSubscriptionId: subscriptionId }),
      state(1, 'incomplete', false),
      state(2, 'active', false),
      state(5, 'past_due', false),
      state(9, 'active', true),
      invoice,
    ];
    for (const seed of [1, 2, 3]) {
      for (const event of deliveredTenTimes(events, seed)) await fulfil(t.db, event);
    }

    const rows = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.user_id, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      provider_updated_at: at(9),
      provider_customer_id: 'cus_2',
    });
    // A year's payment brings twelve months' grant, once.
    expect(await balanceOf(member)).toBe(240);
    expect(await ledgerOf(member)).toEqual([
      expect.objectContaining({
        delta: 240,
        reason: 'subscription_grant',
        source_id: invoice.invoiceId,
        description: 'Subscription tokens',
      }),
    ]);
    expect(await checkoutRow(checkout.id)).toMatchObject({
      status: 'completed',
      provider_subscription_id: subscriptionId,
      tokens_added: 240,
    });
  });

  it('takes back what a refunded pack credited once, even with a dispute of the same payment', async () => {
    const member = await t.signUp();
    const checkout = await startCheckout(member, { amount: 10 });
    await fulfil(t.db, completed(checkout.id));
    const refund = reversed({ paymentReference: `pi_${checkout.id}` });
    const dispute = reversed({ paymentReference: `pi_${checkout.id}`, occurredAt: at(40) });
    for (const event of deliveredTenTimes([refund, dispute])) await fulfil(t.db, event);

    expect(await balanceOf(member)).toBe(0);
    expect(
      (await ledgerOf(member)).map(({ delta, reason, description }) => ({
        delta,
        reason,
        description,
      })),
    ).toEqual([
      { delta: 10, reason: 'purchase', description: 'Bought 10 tokens' },
      { delta: -10, reason: 'refund', description: 'Refund' },
    ]);
  });

  it('never takes the balance below zero, and records what was actually taken', async () => {
    const member = await t.signUp();
    const checkout = await startCheckout(member, { amount: 30 });
    await fulfil(t.db, completed(checkout.id));
    // 25 of the 30 are spent before the refund comes.
    await t.db.transaction(async (tx) => {
      await tx.update(users).set({ tokens: 5 }).where(eq(users.id, member.id));
    });
    await fulfil(t.db, reversed({ paymentReference: `pi_${checkout.id}` }));

    expect(await balanceOf(member)).toBe(0);
    const [, refund] = await ledgerOf(member);
    expect(refund).toMatchObject({ delta: -5, balance_after: 0, reason: 'refund' });
  });

  it('credits nothing for a pack whose refund arrived before its completion', async () => {
    const member = await t.signUp();
    const checkout = await startCheckout(member, { amount: 100 });
    await fulfil(t.db, reversed({ paymentReference: `pi_${checkout.id}`, occurredAt: at(0) }));
    await fulfil(t.db, completed(checkout.id));

    expect(await balanceOf(member)).toBe(0);
    expect(await ledgerOf(member)).toEqual([]);
    expect(await checkoutRow(checkout.id)).toMatchObject({ status: 'completed', tokens_added: 0 });
  });

  it('takes back a refunded invoice’s grant, and grants nothing for one refunded first', async () => {
    const member = await t.signUp();
    const invoice = (invoiceId: string): InvoicePaid => ({
      kind: 'invoice_paid',
      provider: 'stripe',
      eventId: `evt_${randomUUID()}`,
      occurredAt: at(3),
      invoiceId,
      userId: member.id,
      plan: 'monthly',
      providerSubscriptionId: `sub_${randomUUID()}`,
    });
    await creditTokens(t.db, {
      userId: member.id,
      delta: 5,
      reason: 'achievement',
      sourceId: 'first-steps',
      description: 'Achievement: First steps',
    });
    await fulfil(t.db, invoice('in_paid'));
    expect(await balanceOf(member)).toBe(25);
    await fulfil(t.db, reversed({ paymentReference: 'pi_of_in_paid', invoiceId: 'in_paid' }));
    expect(await balanceOf(member)).toBe(5);

    await fulfil(t.db, reversed({ invoiceId: 'in_refunded_first' }));
    await fulfil(t.db, invoice('in_refunded_first'));
    expect(await balanceOf(member)).toBe(5);
  });

  it('records an event naming nothing it knows, and changes nothing', async () => {
    const events: FulfilmentEvent[] = [
      completed(randomUUID()),
      completed('cs_not_a_uuid'),
      {
        kind: 'checkout_expired',
        provider: 'stripe',
        eventId: `evt_${randomUUID()}`,
        occurredAt: at(1),
        checkoutId: randomUUID(),
      },
      reversed({ paymentReference: 'pi_nobody', invoiceId: 'in_nobody' }),
      {
        kind: 'invoice_paid',
        provider: 'stripe',
        eventId: `evt_${randomUUID()}`,
        occurredAt: at(1),
        invoiceId: 'in_ghost',
        userId: 'no-such-member',
        plan: 'monthly',
        providerSubscriptionId: 'sub_ghost',
      },
      {
        kind: 'store_purchase',
        provider: 'store',
        eventId: `txn_${randomUUID()}`,
        occurredAt: at(1),
        userId: 'no-such-member',
        tokenAmount: 10,
      },
    ];
    for (const event of events) expect(await fulfil(t.db, event)).toBe('fulfilled');
    const recorded = await t.db
      .select({ user_id: paymentEvents.user_id })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.event_id, events[0]?.eventId ?? '')));
    expect(recorded).toEqual([{ user_id: null }]);
    expect(
      await t.db.select().from(tokenLedger).where(eq(tokenLedger.source_id, 'in_ghost')),
    ).toEqual([]);
  });

  it('expires an open checkout, and leaves a completed one completed', async () => {
    const member = await t.signUp();
    const open = await startCheckout(member, { amount: 10 });
    const paid = await startCheckout(member, { amount: 10 });
    await fulfil(t.db, completed(paid.id));
    for (const checkout of [open, paid]) {
      await fulfil(t.db, {
        kind: 'checkout_expired',
        provider: 'stripe',
        eventId: `evt_${randomUUID()}`,
        occurredAt: at(60),
        checkoutId: checkout.id,
      });
    }
    expect((await checkoutRow(open.id))?.status).toBe('expired');
    expect((await checkoutRow(paid.id))?.status).toBe('completed');
    expect(await balanceOf(member)).toBe(10);
  });
});
