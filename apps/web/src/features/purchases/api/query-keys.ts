// Every purchases query lives under one prefix, so a purchase that lands (a checkout completed,
// the wrapper's 'tokens updated') refreshes the subscription, plan access and token history in
// one invalidation (docs/product/purchases.md).

export const purchasesQueryPrefix = ['purchases'] as const;

/** What is sold, for how much, and the payment mode. */
export const catalogQueryKey = ['purchases', 'catalog'] as const;

/** The member's current (or latest) subscription. */
export const subscriptionQueryKey = ['purchases', 'subscription'] as const;

/** One checkout by id. */
export const checkoutQueryKey = (id: string) => ['purchases', 'checkout', id] as const;

/** Every plan with how the member may read it, and the member's balance. */
export const planAccessQueryKey = ['purchases', 'plan-access'] as const;

/** The member's token history, a page at a time. */
export const tokenLedgerQueryKey = ['purchases', 'ledger'] as const;

/** The provider events the server received lately (admins). */
export const paymentEventsQueryKey = ['purchases', 'payment-events'] as const;
