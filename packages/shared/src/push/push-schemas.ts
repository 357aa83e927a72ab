import { z } from 'zod';

// Keys are base64url: p256dh is a 65-byte P-256 point (87 characters), auth 16 bytes (22);
// the bounds leave room for padding without taking anything unbounded.
const base64url = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** What PushSubscription.toJSON() gives a browser, as the member's device posts it. */
export const pushSubscriptionInputSchema = z.object({
  // Push services' URLs are a few hundred characters; http is refused in production by the API.
  endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be an http(s) URL' }).max(2048),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const removePushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'endpoint must be an http(s) URL' }).max(2048),
});
export type RemovePushSubscriptionInput = z.infer<typeof removePushSubscriptionInputSchema>;

/** What a push message carries to the service worker (apps/web/public/push-handlers.js). */
export interface PushReminderPayload {
  title: string;
  body: string;
  url: string;
  /** One notification per reminder: a second one with the same tag replaces the first. */
  tag: string;
}
