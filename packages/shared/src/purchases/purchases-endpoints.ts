import { endpoint } from '../api-contract/endpoint';
import type { Page } from '../journal/journal-types';
import type {
  startSubscriptionCheckoutInputSchema,
  startTokenCheckoutInputSchema,
  tokenLedgerQuerySchema,
} from './purchase-schemas';
import type {
  Checkout,
  MemberSubscription,
  PaymentEvent,
  PlanAccess,
  PurchaseCatalog,
  StartedCheckout,
  TokenLedgerEntry,
} from './purchase-types';

// Token packs, subscriptions and premium plans (docs/product/purchases.md). Checkouts, the
// subscription, plan access and the ledger are the member's own: another member's is a 404.
// The Stripe webhook and the wrapper's store endpoint are called by servers, not by the app, so
// they are in the route inventory but not here. @manna/shared exports this file as the namespace
// `purchasesEndpoints`.

/** What is sold and for how much, and the payment mode; visitors may ask. */
export const catalog = /* @__PURE__ */ endpoint<PurchaseCatalog>()('GET', '/api/purchases/catalog');

/** 201. A checkout for a token pack: Stripe's page, or /payment in test mode. */
export const startTokenCheckout = /* @__PURE__ */ endpoint<
  StartedCheckout,
  { body: typeof startTokenCheckoutInputSchema }
>()('POST', '/api/purchases/tokens');

/** 201. A checkout for a subscription plan. */
export const startSubscriptionCheckout = /* @__PURE__ */ endpoint<
  StartedCheckout,
  { body: typeof startSubscriptionCheckoutInputSchema }
>()('POST', '/api/purchases/subscription');

/** The member's checkout; in Stripe mode an open one is checked with Stripe first. */
export const checkout = /* @__PURE__ */ endpoint<{ checkout: Checkout }>()(
  'GET',
  '/api/purchases/checkouts/:id',
);

/** Test mode only: pays an open checkout through the same fulfilment as a Stripe webhook. */
export const completeTestCheckout = /* @__PURE__ */ endpoint<{ checkout: Checkout }>()(
  'POST',
  '/api/purchases/checkouts/:id/complete',
);

/** Abandons an open checkout; nothing is charged or credited. */
export const cancelCheckout = /* @__PURE__ */ endpoint<{ checkout: Checkout }>()(
  'POST',
  '/api/purchases/checkouts/:id/cancel',
);

/** The member's current (or latest) subscription, null when they never had one. */
export const subscription = /* @__PURE__ */ endpoint<{ subscription: MemberSubscription | null }>()(
  'GET',
  '/api/subscription',
);

/** Stripe's Billing Portal for the member's subscription (Stripe mode only). */
export const billingPortal = /* @__PURE__ */ endpoint<{ url: string }>()(
  'POST',
  '/api/subscription/portal',
);

/** Cancels at the end of the period paid for; access stays until then. */
export const cancelSubscription = /* @__PURE__ */ endpoint<{ subscription: MemberSubscription }>()(
  'POST',
  '/api/subscription/cancel',
);

/** Undoes a cancellation before the period ends. */
export const resumeSubscription = /* @__PURE__ */ endpoint<{ subscription: MemberSubscription }>()(
  'POST',
  '/api/subscription/resume',
);

/** Every plan with whether it is premium and how the member may read it. */
export const planAccess = /* @__PURE__ */ endpoint<{
  plans: PlanAccess[];
  unlock_price_tokens: number;
  tokens: number;
}>()('GET', '/api/plan-access');

/** Spends the unlock price and unlocks the plan, in one transaction. */
export const unlockPlan = /* @__PURE__ */ endpoint<{ plan: PlanAccess; tokens: number }>()(
  'POST',
  '/api/plan-access/:planId/unlock',
);

/** The member's token history, newest first. */
export const tokenLedger = /* @__PURE__ */ endpoint<
  Page<TokenLedgerEntry>,
  { query: typeof tokenLedgerQuerySchema }
>()('GET', '/api/tokens/ledger');

/** Admins: the provider events the server received lately, newest first (/purchase-test). */
export const recentPaymentEvents = /* @__PURE__ */ endpoint<{ events: PaymentEvent[] }>()(
  'GET',
  '/api/admin/payment-events',
);
