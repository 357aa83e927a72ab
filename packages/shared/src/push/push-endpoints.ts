import { endpoint } from '../api-contract/endpoint';
import type {
  pushSubscriptionInputSchema,
  removePushSubscriptionInputSchema,
} from './push-schemas';

// Reminders that arrive when Manna is closed (docs/product/reminders.md#push).
// @manna/shared exports this file as the namespace `pushEndpoints`.

/** The VAPID public key a browser subscribes with (base64url); public. */
export const publicKey = /* @__PURE__ */ endpoint<{ publicKey: string }>()(
  'GET',
  '/api/push/public-key',
);

/** 204; stores this device's subscription for the member, taking it over from anyone before. */
export const subscribe = /* @__PURE__ */ endpoint<
  null,
  { body: typeof pushSubscriptionInputSchema }
>()('POST', '/api/push/subscriptions');

/** 204; forgets this device's subscription if it is the member's (and answers the same if not). */
export const unsubscribe = /* @__PURE__ */ endpoint<
  null,
  { body: typeof removePushSubscriptionInputSchema }
>()('DELETE', '/api/push/subscriptions');
