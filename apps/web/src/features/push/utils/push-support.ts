import type { PushSubscriptionInput } from '@manna/shared';

/**
 * The browser's push pieces, or undefined where reminders cannot arrive with Manna closed: no
 * service worker (development, old browsers), no Push API (iOS Safari outside an installed app).
 */
export function pushSupport() {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return undefined;
  if (!('Notification' in window)) return undefined;
  return {
    /** The worker that handles pushes (apps/web/public/push-handlers.js); none in development. */
    registration: () => navigator.serviceWorker.getRegistration('/'),
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
  };
}

export type PushSupport = NonNullable<ReturnType<typeof pushSupport>>;

/** The VAPID public key (base64url) as PushManager.subscribe takes it. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** What the server stores of a subscription; undefined when the browser left out its keys. */
export function subscriptionInput(
  subscription: PushSubscription,
): PushSubscriptionInput | undefined {
  const { endpoint, keys } = subscription.toJSON();
  const p256dh = keys?.p256dh;
  const auth = keys?.auth;
  if (!endpoint || !p256dh || !auth) return undefined;
  return { endpoint, keys: { p256dh, auth } };
}
