import type { AdminSubscriptionListQuery } from '@manna/shared';

// The admin's subscription queries sit under 'admin' with the overview's figures, so a cancel
// refreshes the list, its counts, the detail and the overview together.

export const adminQueryPrefix = ['admin'] as const;

/** One page of one tab of the list, under its filters. */
export const adminSubscriptionsQueryKey = (query: AdminSubscriptionListQuery) =>
  ['admin', 'subscriptions', 'list', query] as const;

/** One subscription as the admin sees it. */
export const adminSubscriptionQueryKey = (id: string) =>
  ['admin', 'subscriptions', 'detail', id] as const;
