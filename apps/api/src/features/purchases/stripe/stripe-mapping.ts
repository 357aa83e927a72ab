import { isSubscriptionPlan, type SubscriptionPlan } from '@manna/shared';
import type Stripe from 'stripe';
import type {
  CheckoutCompleted,
  CheckoutExpired,
  InvoicePaid,
  PaymentReversed,
  SubscriptionChanged,
} from '../payment-events';

// Stripe objects → provider-neutral events (docs/decisions/009-payments.md). Shared by the
// webhook and by the gateway's own answers, so a session confirmed from the success page and the
// same session arriving as a webhook become the same event. The SDK's types describe the pinned
// API version only, while a webhook endpoint keeps the version it was created with: fields that
// older versions put elsewhere are read as unknown and checked.

/** Which Stripe event it was and when: every event built here carries them. */
export interface EventStamp {
  eventId: string;
  occurredAt: Date;
}

interface Owner {
  userId: string;
  plan: SubscriptionPlan;
}

/** Stripe sends a related object as its id, or as the object when it was expanded. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A checkout is paid once it is complete and its payment is through (or none was needed). */
export function isPaidSession(session: Stripe.Checkout.Session): boolean {
  return (
    session.status === 'complete' &&
    (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
  );
}

function checkoutIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.checkout_id ?? null;
}

/** A paid session of ours; null while unpaid (an async payment method) or not ours. */
export function checkoutCompletedFrom(
  session: Stripe.Checkout.Session,
  stamp: EventStamp,
): CheckoutCompleted | null {
  const checkoutId = checkoutIdOf(session);
  if (checkoutId === null || !isPaidSession(session)) return null;
  return {
    kind: 'checkout_completed',
    provider: 'stripe',
    ...stamp,
    checkoutId,
    // A refund names the PaymentIntent; subscription payments are reversed by their invoice.
    paymentReference: session.mode === 'payment' ? idOf(session.payment_intent) : null,
    providerCustomerId: idOf(session.customer),
    providerSubscriptionId: idOf(session.subscription),
  };
}

export function checkoutExpiredFrom(
  session: Stripe.Checkout.Session,
  stamp: EventStamp,
): CheckoutExpired | null {
  const checkoutId = checkoutIdOf(session);
  if (checkoutId === null) return null;
  return { kind: 'checkout_expired', provider: 'stripe', ...stamp, checkoutId };
}

/**
 * The subscription's state; null when its metadata does not name a member and a plan (a
 * subscription made outside Manna's checkout, which fulfilment cannot attribute).
 */
export function subscriptionChangedFrom(
  subscription: Stripe.Subscription,
  stamp: EventStamp,
): SubscriptionChanged | null {
  const owner = ownerOf(subscription.metadata);
  if (owner === null) return null;
  return {
    kind: 'subscription_changed',
    provider: 'stripe',
    ...stamp,
    ...owner,
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    status: subscription.status,
    currentPeriodEnd: accessEndOf(subscription),
    // The Billing Portal may schedule the end with cancel_at rather than the flag; either way
    // the member keeps access until the date and the subscription does not renew.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

/** The end of the paid period (or the scheduled cancellation, when that comes first). */
function accessEndOf(subscription: Stripe.Subscription): Date | null {
  // The period lives on the items in current API versions and on the subscription before.
  const ends = subscription.items.data
    .map((item) => item.current_period_end)
    .filter((end) => typeof end === 'number');
  if ('current_period_end' in subscription && typeof subscription.current_period_end === 'number') {
    ends.push(subscription.current_period_end);
  }
  const periodEnd = ends.length > 0 ? Math.max(...ends) : null;
  const cancelAt = subscription.cancel_at;
  const end =
    cancelAt !== null && (periodEnd === null || cancelAt < periodEnd) ? cancelAt : periodEnd;
  return end === null ? null : new Date(end * 1000);
}

/** A paid subscription invoice; null for other invoices or when no member and plan are named. */
export function invoicePaidFrom(invoice: Stripe.Invoice, stamp: EventStamp): InvoicePaid | null {
  const subscriptionId = subscriptionIdOf(invoice);
  if (subscriptionId === null) return null;
  const owner = invoiceMetadata(invoice)
    .map(ownerOf)
    .find((found) => found !== null);
  if (!owner) return null;
  return {
    kind: 'invoice_paid',
    provider: 'stripe',
    ...stamp,
    invoiceId: invoice.id,
    ...owner,
    providerSubscriptionId: subscriptionId,
  };
}

function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current !== null) return current;
  if ('subscription' in invoice) {
    const legacy = unknownId(invoice.subscription);
    if (legacy !== null) return legacy;
  }
  for (const line of invoice.lines.data) {
    const id = line.parent?.subscription_item_details?.subscription ?? idOf(line.subscription);
    if (id) return id;
  }
  return null;
}

/**
 * Where an invoice carries its subscription's metadata, best first: the parent's copy (current
 * API versions), subscription_details (before 2025-03-31), then the subscription lines, whose
 * metadata reflects the subscription's.
 */
function invoiceMetadata(invoice: Stripe.Invoice): Stripe.Metadata[] {
  const found: Stripe.Metadata[] = [];
  const current = invoice.parent?.subscription_details?.metadata;
  if (current) found.push(current);
  if ('subscription_details' in invoice) {
    const details = invoice.subscription_details;
    if (typeof details === 'object' && details !== null && 'metadata' in details) {
      found.push(unknownMetadata(details.metadata));
    }
  }
  for (const line of invoice.lines.data) if (line.metadata) found.push(line.metadata);
  return found;
}

/** Any refund of a charge (full or partial) or a dispute opened on it reverses the payment. */
export function paymentReversedFromCharge(
  charge: Stripe.Charge,
  stamp: EventStamp,
): PaymentReversed | null {
  // Before 2025-03-31 a charge named its invoice; since, only the invoice's payments do, which
  // resolveStripeReversals looks up.
  const invoiceId = 'invoice' in charge ? unknownId(charge.invoice) : null;
  return reversal(idOf(charge.payment_intent), invoiceId, stamp);
}

export function paymentReversedFromDispute(
  dispute: Stripe.Dispute,
  stamp: EventStamp,
): PaymentReversed | null {
  const charge = typeof dispute.charge === 'string' ? null : dispute.charge;
  const paymentReference = idOf(dispute.payment_intent) ?? idOf(charge?.payment_intent);
  const invoiceId = charge && 'invoice' in charge ? unknownId(charge.invoice) : null;
  return reversal(paymentReference, invoiceId, stamp);
}

function reversal(
  paymentReference: string | null,
  invoiceId: string | null,
  stamp: EventStamp,
): PaymentReversed | null {
  if (paymentReference === null && invoiceId === null) return null;
  return { kind: 'payment_reversed', provider: 'stripe', ...stamp, paymentReference, invoiceId };
}

function ownerOf(metadata: Stripe.Metadata | null | undefined): Owner | null {
  const userId = metadata?.user_id;
  const plan = metadata?.plan;
  if (!userId || !isSubscriptionPlan(plan)) return null;
  return { userId, plan };
}

function unknownId(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string'
  ) {
    return value.id;
  }
  return null;
}

function unknownMetadata(value: unknown): Stripe.Metadata {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
