import type Stripe from 'stripe';
import type { FulfilmentEvent, PaymentReversed } from '../payment-events';
import {
  checkoutCompletedFrom,
  checkoutExpiredFrom,
  type EventStamp,
  idOf,
  invoicePaidFrom,
  paymentReversedFromCharge,
  paymentReversedFromDispute,
  subscriptionChangedFrom,
} from './stripe-mapping';

/**
 * A webhook that is not provably Stripe's: a wrong or missing signature, a timestamp outside the
 * tolerance (a replayed capture), or a body that is not an event. The route answers 400.
 */
export class InvalidStripeSignature extends Error {
  constructor(cause: unknown) {
    super(`Stripe webhook refused: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'InvalidStripeSignature';
  }
}

/**
 * Verifies a webhook against the raw body and the signing secret, then maps it onto the events
 * fulfilment acts on; an event Manna does not act on maps to none.
 *
 * @throws InvalidStripeSignature
 */
export function parseStripeWebhook(
  stripe: Stripe,
  rawBody: string,
  signature: string,
  secret: string,
): FulfilmentEvent[] {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new InvalidStripeSignature(error);
  }
  return fulfilmentEventsOf(event);
}

/** The provider-neutral events of one Stripe event (already verified). */
export function fulfilmentEventsOf(event: Stripe.Event): FulfilmentEvent[] {
  const stamp: EventStamp = { eventId: event.id, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return found(checkoutCompletedFrom(event.data.object, stamp));
    case 'checkout.session.expired':
      return found(checkoutExpiredFrom(event.data.object, stamp));
    case 'invoice.paid':
      return found(invoicePaidFrom(event.data.object, stamp));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return found(subscriptionChangedFrom(event.data.object, stamp));
    case 'charge.refunded':
      return found(paymentReversedFromCharge(event.data.object, stamp));
    case 'charge.dispute.created':
      return found(paymentReversedFromDispute(event.data.object, stamp));
    default:
      return [];
  }
}

function found<T>(event: T | null): T[] {
  return event === null ? [] : [event];
}

/**
 * Since API version 2025-03-31 a charge no longer names its invoice, so a refunded subscription
 * payment arrives with only its PaymentIntent. This asks Stripe which invoice that payment paid,
 * so fulfilment can take back the invoice's token grant. A pack's payment has no invoice and
 * stays as it is.
 */
export async function resolveStripeReversals(
  stripe: Stripe,
  events: FulfilmentEvent[],
): Promise<FulfilmentEvent[]> {
  return Promise.all(
    events.map((event) =>
      event.kind === 'payment_reversed' ? withInvoice(stripe, event) : Promise.resolve(event),
    ),
  );
}

async function withInvoice(stripe: Stripe, event: PaymentReversed): Promise<PaymentReversed> {
  if (event.invoiceId !== null || event.paymentReference === null) return event;
  const payments = await stripe.invoicePayments.list({
    payment: { type: 'payment_intent', payment_intent: event.paymentReference },
    limit: 1,
  });
  const invoiceId = idOf(payments.data[0]?.invoice);
  return invoiceId === null ? event : { ...event, invoiceId };
}
