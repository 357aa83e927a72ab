import {
  type Checkout,
  isTokenPack,
  type MemberSubscription,
  type PaymentEvent,
  type PurchaseCatalog,
  type StartedCheckout,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
  TOKEN_PACKS,
  type TokenPack,
} from '@manna/shared';
import { type ContactColumns, deliverableEmailOf } from '@manna/shared/member-contact';
import { and, desc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { checkouts, paymentEvents, subscriptions } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import { getCommerceSettings } from './commerce-settings';
import { fulfil } from './fulfilment';
import type { SubscriptionChanged } from './payment-events';
import type { Payments } from './payments';
import { subscriptionGivesAccess } from './plan-access';
import { completeTestCheckout as payTestCheckout } from './sandbox-gateway';

/** What purchases need of the app's dependencies. */
export interface PurchaseDeps {
  db: Database;
  logger: Logger;
  payments: Payments;
  env: { APP_ORIGIN: string };
}

type CheckoutRow = typeof checkouts.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

function toCheckout(row: CheckoutRow): Checkout {
  return {
    id: row.id,
    kind: row.kind,
    token_amount: isTokenPack(row.token_amount) ? row.token_amount : null,
    plan: row.plan,
    provider: row.provider,
    status: row.status,
    price: row.price,
    currency: row.currency,
    tokens_added: row.tokens_added,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

function toSubscription(row: SubscriptionRow, now = new Date()): MemberSubscription {
  return {
    id: row.id,
    plan: row.plan,
    status: row.status,
    provider: row.provider,
    current_period_end: row.current_period_end?.toISOString() ?? null,
    cancel_at_period_end: row.cancel_at_period_end,
    has_access: subscriptionGivesAccess(row, now),
  };
}

/** GET /api/purchases/catalog: what is sold, for how much, and how. */
export async function getCatalog(deps: PurchaseDeps): Promise<PurchaseCatalog> {
  const settings = await getCommerceSettings(deps.db, deps.logger);
  return {
    mode: deps.payments.mode,
    currency: settings.currency,
    token_packs: TOKEN_PACKS.map((amount) => ({
      amount,
      price: settings.token_pack_prices[`${amount}`],
    })),
    plans: SUBSCRIPTION_PLANS.map((plan) => ({
      plan,
      price: settings.subscription_prices[plan],
      monthly_token_grant: settings.monthly_token_grant,
    })),
    plan_unlock_price_tokens: settings.plan_unlock_price_tokens,
  };
}

export type CheckoutItem =
  | { kind: 'tokens'; amount: TokenPack }
  | { kind: 'subscription'; plan: SubscriptionPlan };

/**
 * Opens a checkout for a pack or a plan at the payment provider: the row first (its id is what
 * the provider sends back), then the provider's page. A provider that fails leaves the row
 * canceled and answers 502 with the member's message.
 */
export async function startCheckout(
  deps: PurchaseDeps,
  member: { id: string } & ContactColumns,
  item: CheckoutItem,
): Promise<StartedCheckout> {
  const { gateway } = deps.payments;
  if (!gateway) throw new DomainError('purchases_off');
  const settings = await getCommerceSettings(deps.db, deps.logger);
  const [row] = await deps.db
    .insert(checkouts)
    .values({
      user_id: member.id,
      provider: gateway.provider,
      livemode: gateway.livemode,
      kind: item.kind,
      token_amount: item.kind === 'tokens' ? item.amount : null,
      plan: item.kind === 'subscription' ? item.plan : null,
      price:
        item.kind === 'tokens'
          ? settings.token_pack_prices[`${item.amount}`]
          : settings.subscription_prices[item.plan],
      currency: settings.currency,
    })
    .returning();
  if (!row) throw new Error('checkout vanished');
  try {
    const started = await gateway.startCheckout({
      id: row.id,
      userId: member.id,
      // A phone account's placeholder is no address to prefill on the provider's page.
      email: deliverableEmailOf(member),
      kind: row.kind,
      tokenAmount: row.token_amount,
      plan: row.plan,
      successUrl: `${deps.env.APP_ORIGIN}/subscription/success?checkout=${row.id}`,
      cancelUrl: `${deps.env.APP_ORIGIN}/subscription`,
    });
    const [opened] = await deps.db
      .update(checkouts)
      .set({ provider_session_id: started.providerSessionId })
      .where(eq(checkouts.id, row.id))
      .returning();
    return { checkout: toCheckout(opened ?? row), url: started.url };
  } catch (error) {
    deps.logger.error(
      { err: error, checkoutId: row.id },
      'the payment provider refused a checkout',
    );
    await deps.db.update(checkouts).set({ status: 'canceled' }).where(eq(checkouts.id, row.id));
    throw new DomainError(
      item.kind === 'tokens' ? 'token_purchase_failed' : 'subscription_start_failed',
    );
  }
}

async function ownCheckout(executor: Executor, userId: string, id: string): Promise<CheckoutRow> {
  const [row] = await executor
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.id, id), eq(checkouts.user_id, userId)));
  if (!row) throw new DomainError('checkout_not_found');
  return row;
}

/**
 * The member's checkout. With Stripe, one still open is checked with Stripe first and fulfilled
 * through the same path as the webhook, so the success page never waits on a late webhook.
 */
export async function getCheckout(
  deps: PurchaseDeps,
  userId: string,
  id: string,
): Promise<Checkout> {
  const row = await ownCheckout(deps.db, userId, id);
  const { gateway } = deps.payments;
  if (
    row.status !== 'open' ||
    row.provider !== 'stripe' ||
    gateway?.provider !== 'stripe' ||
    !row.provider_session_id
  ) {
    return toCheckout(row);
  }
  try {
    const events = await gateway.confirmCheckout(row.provider_session_id);
    for (const event of events) await fulfil(deps.db, event, deps.logger);
  } catch (error) {
    // The webhook will come; the page asks again.
    deps.logger.warn({ err: error, checkoutId: id }, 'could not confirm a checkout with Stripe');
    return toCheckout(row);
  }
  return toCheckout(await ownCheckout(deps.db, userId, id));
}

/** Test mode only: pays the member's open checkout as Stripe would. */
export async function completeTestCheckout(
  deps: PurchaseDeps,
  userId: string,
  id: string,
): Promise<Checkout> {
  if (deps.payments.mode !== 'sandbox') throw new DomainError('test_checkout_off');
  const row = await ownCheckout(deps.db, userId, id);
  if (row.provider !== 'sandbox') throw new DomainError('test_checkout_off');
  if (row.status === 'open') await payTestCheckout(deps.db, row, deps.logger);
  return toCheckout(await ownCheckout(deps.db, userId, id));
}

/** Abandons the member's open checkout; one already settled is answered as it is. */
export async function cancelCheckout(db: Database, userId: string, id: string): Promise<Checkout> {
  const [canceled] = await db
    .update(checkouts)
    .set({ status: 'canceled' })
    .where(and(eq(checkouts.id, id), eq(checkouts.user_id, userId), eq(checkouts.status, 'open')))
    .returning();
  return toCheckout(canceled ?? (await ownCheckout(db, userId, id)));
}

/** The member's subscription that gives access, else their latest; undefined: never had one. */
async function currentSubscriptionRow(
  executor: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const rows = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.user_id, userId))
    .orderBy(desc(subscriptions.created_at));
  const now = new Date();
  return rows.find((row) => subscriptionGivesAccess(row, now)) ?? rows[0];
}

export async function getSubscription(
  db: Database,
  userId: string,
): Promise<MemberSubscription | null> {
  const row = await currentSubscriptionRow(db, userId);
  return row ? toSubscription(row) : null;
}

/**
 * Cancels at the period's end, or keeps the subscription, at the provider; the provider's new
 * state goes through fulfil like any other.
 */
export async function setCancelAtPeriodEnd(
  deps: PurchaseDeps,
  userId: string,
  cancel: boolean,
): Promise<MemberSubscription> {
  if (!deps.payments.gateway) throw new DomainError('purchases_off');
  const row = await currentSubscriptionRow(deps.db, userId);
  if (!row) throw new DomainError('no_subscription');
  const changed = await askProviderToCancelAtPeriodEnd(deps.payments, row, cancel);
  await fulfil(deps.db, changed, deps.logger);
  const [updated] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, row.id));
  return toSubscription(updated ?? row);
}

/**
 * Sets or clears cancel-at-period-end at the subscription's provider (Stripe: the subscription's
 * update; test mode: locally) and answers its new state, for fulfil. The member's cancel and an
 * admin's (docs/product/admin.md#subscriptions) both come this way.
 */
export async function askProviderToCancelAtPeriodEnd(
  payments: Pick<Payments, 'gateway'>,
  row: SubscriptionRow,
  cancel: boolean,
): Promise<SubscriptionChanged> {
  const { gateway } = payments;
  if (!gateway) throw new DomainError('purchases_off');
  if (!row.provider_subscription_id || row.provider !== gateway.provider) {
    throw new DomainError('no_subscription');
  }
  const changed = await gateway.setCancelAtPeriodEnd(row.provider_subscription_id, cancel);
  // The provider's answer is its state now, newer than every event held before the request,
  // even when the provider's clock runs ahead of ours.
  const heldAt = row.provider_updated_at?.getTime() ?? 0;
  return { ...changed, occurredAt: new Date(Math.max(changed.occurredAt.getTime(), heldAt)) };
}

/** Stripe's Billing Portal for the member's subscription. */
export async function billingPortalUrl(deps: PurchaseDeps, userId: string): Promise<string> {
  const { gateway } = deps.payments;
  if (!gateway) throw new DomainError('purchases_off');
  if (gateway.provider !== 'stripe') throw new DomainError('billing_portal_off');
  const row = await currentSubscriptionRow(deps.db, userId);
  if (!row?.provider_customer_id || row.provider !== 'stripe') {
    throw new DomainError('no_subscription');
  }
  return gateway.billingPortalUrl(row.provider_customer_id, `${deps.env.APP_ORIGIN}/subscription`);
}

/** Admins: the provider events received lately, newest first. */
export async function listRecentPaymentEvents(db: Database, limit = 50): Promise<PaymentEvent[]> {
  const rows = await db
    .select()
    .from(paymentEvents)
    .orderBy(desc(paymentEvents.received_at))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    event_id: row.event_id,
    type: row.type,
    user_id: row.user_id,
    received_at: row.received_at.toISOString(),
  }));
}
