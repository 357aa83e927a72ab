import { endpoint } from '../api-contract/endpoint';
import type { adminSubscriptionListQuerySchema } from './admin-subscription-schemas';
import type { AdminSubscriptionDetail, AdminSubscriptionPage } from './admin-subscription-types';

// Admins only (docs/product/admin.md#subscriptions); any other member gets 403.
// @manna/shared exports this file as the namespace `adminSubscriptionsEndpoints`.

/** Newest first, a page at a time, with how many each status tab holds. */
export const list = /* @__PURE__ */ endpoint<
  AdminSubscriptionPage,
  { query: typeof adminSubscriptionListQuerySchema }
>()('GET', '/api/admin/subscriptions');

/** One subscription with its member, provider ids and event history. */
export const get = /* @__PURE__ */ endpoint<{ subscription: AdminSubscriptionDetail }>()(
  'GET',
  '/api/admin/subscriptions/:id',
);

/** Cancels at the period's end at the provider, as the member's own cancel does; audited. */
export const cancel = /* @__PURE__ */ endpoint<{ subscription: AdminSubscriptionDetail }>()(
  'POST',
  '/api/admin/subscriptions/:id/cancel',
);

/** Undoes a cancel at the period's end before the period ends; audited. */
export const resume = /* @__PURE__ */ endpoint<{ subscription: AdminSubscriptionDetail }>()(
  'POST',
  '/api/admin/subscriptions/:id/resume',
);
