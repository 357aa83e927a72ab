import { type CommerceSettings, GRANT_MONTHS } from '@manna/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { checkouts, paymentEvents, subscriptions, tokenLedger, users } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import { creditTokens, debitTokens } from '../tokens/token-ledger';
import { getCommerceSettings } from './commerce-settings';
import type {
  CheckoutCompleted,
  CheckoutExpired,
  FulfilmentEvent,
  InvoicePaid,
  PaymentReversed,
  StorePurchase,
  SubscriptionChanged,
} from './payment-events';

// The one fulfilment function (docs/decisions/009-payments.md, docs/product/purchases.md#fulfilment):
// Stripe's webhooks, the success page's check with Stripe, the test-mode checkout and the
// wrapper's store purchases all end here.

/** 'duplicate': the provider sent this event before, and nothing was done the second time. */
export type FulfilmentOutcome = 'fulfilled' | 'duplicate';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * Acts on one provider event, exactly once: the event is recorded by (provider, event id) in the
 * transaction that acts on it, so a second delivery (or one to another server at the same time,
 * which waits on the unique index) finds it and does nothing. An event naming nothing we know is
 * recorded and changes nothing.
 */
export async function fulfil(
  db: Database,
  event: FulfilmentEvent,
  logger?: Logger,
): Promise<FulfilmentOutcome> {
  const settings = await getCommerceSettings(db, logger);
  return db.transaction((tx) => fulfilWithin(tx, event, settings));
}

/**
 * fulfil inside the caller's transaction, for a change that must commit with something of its
 * own (an admin's cancel and its audit row, docs/product/admin.md#subscriptions).
 */
export async function fulfilWithin(
  tx: Executor,
  event: FulfilmentEvent,
  settings: CommerceSettings,
): Promise<FulfilmentOutcome> {
  const [recorded] = await tx
    .insert(paymentEvents)
    .values({
      provider: event.provider,
      event_id: event.eventId,
      type: event.kind,
      occurred_at: event.occurredAt,
      ...namedReferences(event),
    })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.event_id] })
    .returning({ id: paymentEvents.id });
  if (!recorded) return 'duplicate';
  const userId = await act(tx, event, settings);
  if (userId !== null) {
    await tx
      .update(paymentEvents)
      .set({ user_id: userId })
      .where(eq(paymentEvents.id, recorded.id));
  }
  return 'fulfilled';
}

/** What the event names, kept with it so that events arriving in any order find each other. */
function namedReferences(event: FulfilmentEvent) {
  switch (event.kind) {
    case 'checkout_completed':
      return {
        payment_reference: event.paymentReference,
        provider_subscription_id: event.providerSubscriptionId,
      };
    case 'invoice_paid':
      return {
        invoice_id: event.invoiceId,
        provider_subscription_id: event.providerSubscriptionId,
      };
    case 'subscription_changed':
      return { provider_subscription_id: event.providerSubscriptionId };
    case 'payment_reversed':
      return { payment_reference: event.paymentReference, invoice_id: event.invoiceId };
    case 'checkout_expired':
    case 'store_purchase':
      return {};
  }
}

/** Does what the event says; answers the member it concerned, null when it named nobody. */
function act(
  tx: Executor,
  event: FulfilmentEvent,
  settings: CommerceSettings,
): Promise<string | null> {
  switch (event.kind) {
    case 'checkout_completed':
      return checkoutCompleted(tx, event);
    case 'checkout_expired':
      return checkoutExpired(tx, event);
    case 'invoice_paid':
      return invoicePaid(tx, event, settings);
    case 'subscription_changed':
      return subscriptionChanged(tx, event);
    case 'payment_reversed':
      return paymentReversed(tx, event);
    case 'store_purchase':
      return storePurchase(tx, event);
  }
}

/**
 * Locks the member's row: two fulfilments crediting one member take turns, and the second's
 * ledger check (a new statement) sees what the first wrote. False when there is no such member.
 */
async function lockMember(tx: Executor, userId: string): Promise<boolean> {
  const [member] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return member !== undefined;
}

/** A reversal of this payment or invoice came first: its completion then credits nothing. */
async function reversedAlready(
  tx: Executor,
  reference: { paymentReference?: string | null; invoiceId?: string | null },
): Promise<boolean> {
  const named = reference.paymentReference
    ? eq(paymentEvents.payment_reference, reference.paymentReference)
    : reference.invoiceId
      ? eq(paymentEvents.invoice_id, reference.invoiceId)
      : undefined;
  if (!named) return false;
  const [reversal] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(named, eq(paymentEvents.type, 'payment_reversed')))
    .limit(1);
  return reversal !== undefined;
}

async function checkoutCompleted(tx: Executor, event: CheckoutCompleted): Promise<string | null> {
  if (!isUuid(event.checkoutId)) return null;
  // Locked: the webhook and the success page's check may complete it at the same time.
  const [checkout] = await tx
    .select()
    .from(checkouts)
    .where(eq(checkouts.id, event.checkoutId))
    .for('update');
  if (!checkout) return null;
  if (checkout.status === 'completed') return checkout.user_id;

  let tokensAdded = checkout.tokens_added;
  if (checkout.kind === 'tokens' && checkout.token_amount !== null) {
    const reversed = await reversedAlready(tx, event);
    if (!reversed && (await lockMember(tx, checkout.user_id))) {
      const credited = await creditTokens(tx, {
        userId: checkout.user_id,
        delta: checkout.token_amount,
        reason: 'purchase',
        sourceId: checkout.id,
        description: `Bought ${checkout.token_amount} tokens`,
      });
      if (credited) tokensAdded = checkout.token_amount;
    }
  }
  const providerSubscriptionId = event.providerSubscriptionId ?? checkout.provider_subscription_id;
  if (checkout.kind === 'subscription' && providerSubscriptionId && tokensAdded === 0) {
    tokensAdded = await firstGrantOf(tx, checkout.user_id, providerSubscriptionId);
  }
  // A checkout abandoned here and paid at the provider all the same is paid: it completes.
  await tx
    .update(checkouts)
    .set({
      status: 'completed',
      completed_at: event.occurredAt,
      payment_reference: event.paymentReference ?? checkout.payment_reference,
      provider_subscription_id: providerSubscriptionId,
      tokens_added: tokensAdded,
    })
    .where(eq(checkouts.id, checkout.id));
  return checkout.user_id;
}

/** The grant of the subscription's first paid invoice, when it arrived before its checkout. */
async function firstGrantOf(
  tx: Executor,
  userId: string,
  providerSubscriptionId: string,
): Promise<number> {
  const invoices = tx
    .select({ id: paymentEvents.invoice_id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider_subscription_id, providerSubscriptionId),
        eq(paymentEvents.type, 'invoice_paid'),
      ),
    );
  const [grant] = await tx
    .select({ delta: tokenLedger.delta })
    .from(tokenLedger)
    .where(
      and(
        eq(tokenLedger.user_id, userId),
        eq(tokenLedger.reason, 'subscription_grant'),
        inArray(tokenLedger.source_id, invoices),
      ),
    )
    .orderBy(asc(tokenLedger.created_at))
    .limit(1);
  return grant?.delta ?? 0;
}

async function checkoutExpired(tx: Executor, event: CheckoutExpired): Promise<string | null> {
  if (!isUuid(event.checkoutId)) return null;
  const [expired] = await tx
    .update(checkouts)
    .set({ status: 'expired' })
    .where(and(eq(checkouts.id, event.checkoutId), eq(checkouts.status, 'open')))
    .returning({ userId: checkouts.user_id });
  if (expired) return expired.userId;
  const [checkout] = await tx
    .select({ userId: checkouts.user_id })
    .from(checkouts)
    .where(eq(checkouts.id, event.checkoutId));
  return checkout?.userId ?? null;
}

/** A paid period brings its token grant, once per invoice (a year's payment: twelve months'). */
async function invoicePaid(
  tx: Executor,
  event: InvoicePaid,
  settings: CommerceSettings,
): Promise<string | null> {
  if (!(await lockMember(tx, event.userId))) return null;
  const grant = settings.monthly_token_grant * GRANT_MONTHS[event.plan];
  if (grant <= 0 || (await reversedAlready(tx, event))) return event.userId;
  const credited = await creditTokens(tx, {
    userId: event.userId,
    delta: grant,
    reason: 'subscription_grant',
    sourceId: event.invoiceId,
    description: 'Subscription tokens',
  });
  if (credited) {
    // The first invoice is what the subscription's checkout brought (the success page says so).
    await tx
      .update(checkouts)
      .set({ tokens_added: grant })
      .where(
        and(
          eq(checkouts.user_id, event.userId),
          eq(checkouts.provider_subscription_id, event.providerSubscriptionId),
          eq(checkouts.tokens_added, 0),
        ),
      );
  }
  return event.userId;
}

/** The provider's whole state of a subscription, unless the row holds a newer one. */
async function subscriptionChanged(
  tx: Executor,
  event: SubscriptionChanged,
): Promise<string | null> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, event.userId));
  if (!member) return null;
  const state = {
    plan: event.plan,
    status: event.status,
    current_period_end: event.currentPeriodEnd,
    cancel_at_period_end: event.cancelAtPeriodEnd,
    provider_updated_at: event.occurredAt,
  };
  await tx
    .insert(subscriptions)
    .values({
      ...state,
      user_id: event.userId,
      provider: event.provider,
      provider_customer_id: event.providerCustomerId,
      provider_subscription_id: event.providerSubscriptionId,
    })
    .onConflictDoUpdate({
      target: subscriptions.provider_subscription_id,
      set: {
        ...state,
        provider_customer_id: sql`coalesce(excluded.provider_customer_id, ${subscriptions.provider_customer_id})`,
        updated_at: sql`now()`,
      },
      // Events arrive out of order: an older state than the one held changes nothing.
      setWhere: sql`${subscriptions.provider_updated_at} is null or ${subscriptions.provider_updated_at} <= excluded.provider_updated_at`,
    });
  return event.userId;
}

/**
 * Takes back what the payment or invoice credited, once per original source (a refund and a
 * dispute of one payment take it once), never below zero; the ledger records what was taken.
 */
async function paymentReversed(tx: Executor, event: PaymentReversed): Promise<string | null> {
  const credits: { userId: string; reason: 'purchase' | 'subscription_grant'; sourceId: string }[] =
    [];
  if (event.paymentReference) {
    const paid = await tx
      .select({ id: checkouts.id, userId: checkouts.user_id })
      .from(checkouts)
      .where(
        and(eq(checkouts.payment_reference, event.paymentReference), eq(checkouts.kind, 'tokens')),
      );
    for (const checkout of paid) {
      credits.push({ userId: checkout.userId, reason: 'purchase', sourceId: checkout.id });
    }
  }
  if (event.invoiceId) {
    const granted = await tx
      .select({ userId: tokenLedger.user_id })
      .from(tokenLedger)
      .where(
        and(
          eq(tokenLedger.source_id, event.invoiceId),
          eq(tokenLedger.reason, 'subscription_grant'),
        ),
      );
    for (const grant of granted) {
      credits.push({
        userId: grant.userId,
        reason: 'subscription_grant',
        sourceId: event.invoiceId,
      });
    }
  }
  for (const credit of credits) {
    if (!(await lockMember(tx, credit.userId))) continue;
    const [original] = await tx
      .select({ delta: tokenLedger.delta })
      .from(tokenLedger)
      .where(
        and(
          eq(tokenLedger.user_id, credit.userId),
          eq(tokenLedger.reason, credit.reason),
          eq(tokenLedger.source_id, credit.sourceId),
        ),
      );
    if (!original) continue;
    await debitTokens(tx, {
      userId: credit.userId,
      amount: original.delta,
      reason: 'refund',
      sourceId: credit.sourceId,
      description: 'Refund',
    });
  }
  return credits[0]?.userId ?? null;
}

/** A token pack bought in the wrapper's app store, once per store transaction. */
async function storePurchase(tx: Executor, event: StorePurchase): Promise<string | null> {
  if (!(await lockMember(tx, event.userId))) return null;
  await creditTokens(tx, {
    userId: event.userId,
    delta: event.tokenAmount,
    reason: 'store_purchase',
    sourceId: event.eventId,
    description: `Bought ${event.tokenAmount} tokens`,
  });
  return event.userId;
}
