import type { PaymentProvider, SubscriptionPlan } from '@manna/shared';

// The provider-neutral events fulfilment acts on (docs/decisions/009-payments.md). The Stripe
// adapter maps Stripe's webhooks onto them; the test-mode checkout and the wrapper's store
// endpoint produce them directly. Each carries the provider's own event id (recorded once) and
// the provider's time, by which subscription states are ordered.

interface EventBase {
  provider: PaymentProvider;
  /** Unique per provider: a second delivery of the same id changes nothing. */
  eventId: string;
  /** When the provider says it happened. */
  occurredAt: Date;
}

/** A checkout was paid: a token pack is credited; a subscription checkout is linked. */
export interface CheckoutCompleted extends EventBase {
  kind: 'checkout_completed';
  /** Our checkout id (Stripe: the session's client_reference_id). */
  checkoutId: string;
  /** The payment a refund will name (Stripe: the PaymentIntent id); null for subscriptions. */
  paymentReference: string | null;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
}

/** A checkout was abandoned or expired: nothing is credited. */
export interface CheckoutExpired extends EventBase {
  kind: 'checkout_expired';
  checkoutId: string;
}

/** A subscription's period was paid: its token grant is credited once per invoice. */
export interface InvoicePaid extends EventBase {
  kind: 'invoice_paid';
  invoiceId: string;
  userId: string;
  plan: SubscriptionPlan;
  providerSubscriptionId: string;
}

/** The provider's full current state of a subscription. */
export interface SubscriptionChanged extends EventBase {
  kind: 'subscription_changed';
  userId: string;
  plan: SubscriptionPlan;
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** Money went back (a refund, or a dispute opened): what that payment granted is taken back. */
export interface PaymentReversed extends EventBase {
  kind: 'payment_reversed';
  /** The pack's payment (Stripe: PaymentIntent id), when it was one. */
  paymentReference: string | null;
  /** The subscription invoice, when it was one. */
  invoiceId: string | null;
}

/** A token pack bought in the native wrapper's app store (docs/native-wrapper.md#purchases). */
export interface StorePurchase extends EventBase {
  kind: 'store_purchase';
  userId: string;
  tokenAmount: number;
}

export type FulfilmentEvent =
  | CheckoutCompleted
  | CheckoutExpired
  | InvoicePaid
  | SubscriptionChanged
  | PaymentReversed
  | StorePurchase;

/** What fulfilment needs to know of a checkout to start it at a provider. */
export interface CheckoutToStart {
  id: string;
  userId: string;
  /** Prefilled on the provider's page; null when the member has no address mail can reach. */
  email: string | null;
  kind: 'tokens' | 'subscription';
  tokenAmount: number | null;
  plan: SubscriptionPlan | null;
  /** Where the provider sends the member back: /subscription/success?checkout={id}, /subscription. */
  successUrl: string;
  cancelUrl: string;
}

/** A payment provider as fulfilment uses it; implemented for Stripe and for the test mode. */
export interface PaymentGateway {
  readonly provider: 'stripe' | 'sandbox';
  /** Whether its checkouts take real money (a live Stripe key), counted apart from test ones. */
  readonly livemode: boolean;
  /** Opens the provider's checkout; answers where to send the member. */
  startCheckout(checkout: CheckoutToStart): Promise<{ providerSessionId: string; url: string }>;
  /**
   * Asks the provider about a checkout the webhook has not fulfilled yet: the events that would
   * have come (none while it is unpaid).
   */
  confirmCheckout(providerSessionId: string): Promise<FulfilmentEvent[]>;
  /** Stripe's Billing Portal for the customer. */
  billingPortalUrl(providerCustomerId: string, returnUrl: string): Promise<string>;
  /** Sets or clears cancel-at-period-end; answers the provider's new state of the subscription. */
  setCancelAtPeriodEnd(
    providerSubscriptionId: string,
    cancel: boolean,
  ): Promise<SubscriptionChanged>;
  /**
   * Ends the subscription now, with no further charge (the member is deleting their account).
   * A subscription the provider has already ended is left as it is.
   */
  cancelNow(providerSubscriptionId: string): Promise<void>;
}
