import { randomUUID } from 'node:crypto';
import { addMonths, addYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type checkouts, subscriptions } from '../../db/schema';
import { DomainError } from '../../lib/domain-errors';
import type { Logger } from '../../lib/logger';
import { fulfil } from './fulfilment';
import type { FulfilmentEvent, PaymentGateway, SubscriptionChanged } from './payment-events';

// The test-mode checkout (docs/product/purchases.md#payment-test-mode): it stands in for Stripe's
// hosted page and produces the very events a Stripe webhook would, for the same fulfilment.

const sessionIdOf = (checkoutId: string) => `sandbox_cs_${checkoutId}`;
const subscriptionIdOf = (checkoutId: string) => `sandbox_sub_${checkoutId}`;
const stamp = (now: Date) => ({
  provider: 'sandbox' as const,
  eventId: `sandbox_evt_${randomUUID()}`,
  occurredAt: now,
});

export function createSandboxGateway(db: Database): PaymentGateway {
  return {
    provider: 'sandbox',
    livemode: false,

    async startCheckout(checkout) {
      return {
        providerSessionId: sessionIdOf(checkout.id),
        url: `/payment?checkout=${checkout.id}`,
      };
    },

    // Nothing happens at a test-mode "provider" until the member completes the checkout.
    async confirmCheckout() {
      return [];
    },

    async billingPortalUrl() {
      throw new DomainError('billing_portal_off');
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel): Promise<SubscriptionChanged> {
      const [held] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.provider_subscription_id, providerSubscriptionId));
      if (!held) throw new DomainError('no_subscription');
      return {
        ...stamp(new Date()),
        kind: 'subscription_changed',
        userId: held.user_id,
        plan: held.plan,
        providerSubscriptionId,
        providerCustomerId: held.provider_customer_id,
        status: held.status,
        currentPeriodEnd: held.current_period_end,
        cancelAtPeriodEnd: cancel,
      };
    },

    // A test-mode subscription exists only in our own rows, which go with the account.
    async cancelNow() {},
  };
}

/**
 * Pays a test-mode checkout: the events Stripe would send for it (a pack: its checkout completed;
 * a subscription: also the subscription, active for a month or a year, and its first invoice),
 * each with an id of its own, through fulfil.
 */
export async function completeTestCheckout(
  db: Database,
  checkout: typeof checkouts.$inferSelect,
  logger?: Logger,
  now: Date = new Date(),
): Promise<void> {
  const customerId = `sandbox_cus_${checkout.user_id}`;
  const plan = checkout.kind === 'subscription' ? checkout.plan : null;
  const providerSubscriptionId = plan ? subscriptionIdOf(checkout.id) : null;
  const events: FulfilmentEvent[] = [
    {
      ...stamp(now),
      kind: 'checkout_completed',
      checkoutId: checkout.id,
      paymentReference: plan ? null : `sandbox_pi_${checkout.id}`,
      providerCustomerId: customerId,
      providerSubscriptionId,
    },
  ];
  if (plan && providerSubscriptionId) {
    events.push(
      {
        ...stamp(now),
        kind: 'subscription_changed',
        userId: checkout.user_id,
        plan,
        providerSubscriptionId,
        providerCustomerId: customerId,
        status: 'active',
        currentPeriodEnd: plan === 'yearly' ? addYears(now, 1) : addMonths(now, 1),
        cancelAtPeriodEnd: false,
      },
      {
        ...stamp(now),
        kind: 'invoice_paid',
        // Named by the checkout: completing it twice at once still pays one first invoice.
        invoiceId: `sandbox_in_${checkout.id}`,
        userId: checkout.user_id,
        plan,
        providerSubscriptionId,
      },
    );
  }
  for (const event of events) await fulfil(db, event, logger);
}
