import { type PushSubscriptionInput, pushEndpoints } from '@manna/shared';
import { vi } from 'vitest';
import { fakeRoute, stubFakeApi } from '@/testing/fake-fetch';

/** A VAPID public key as the server answers it: 65 bytes, base64url. */
export const FAKE_PUBLIC_KEY = `B${'A'.repeat(86)}`;

/** A browser subscription as PushManager.subscribe gives it. */
function fakeSubscription(endpoint: string) {
  const subscription = {
    endpoint,
    unsubscribe: vi.fn(async () => true),
    toJSON: () => ({ endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-key' } }),
  };
  return subscription;
}

/**
 * The browser's push pieces (jsdom has none): a service worker registration whose pushManager
 * subscribes, Notification with `permission` answering `answer`, and window.PushManager.
 * `withWorker: false` leaves the registration out, as in development. Call `restore` after.
 */
export function stubPushBrowser({
  permission = 'default',
  answer = 'granted',
  subscribed = false,
  withWorker = true,
}: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribed?: boolean;
  withWorker?: boolean;
} = {}) {
  let current = subscribed ? fakeSubscription('https://push.example.com/send/earlier') : null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = fakeSubscription('https://push.example.com/send/new');
    return current;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => (withWorker ? registration : undefined) },
  });
  return {
    subscribe,
    requestPermission,
    subscription: () => current,
    restore() {
      Reflect.deleteProperty(window.navigator, 'serviceWorker');
    },
  };
}

/** The push API on a stubbed fetch: the public key, and the subscriptions posted and deleted. */
export function stubPushApi() {
  const saved: PushSubscriptionInput[] = [];
  const removed: string[] = [];
  stubFakeApi(
    [
      fakeRoute(pushEndpoints.publicKey, () => ({ publicKey: FAKE_PUBLIC_KEY })),
      fakeRoute(pushEndpoints.subscribe, ({ body }) => {
        saved.push(body);
        return null;
      }),
      fakeRoute(pushEndpoints.unsubscribe, ({ body }) => {
        removed.push(body.endpoint);
        return null;
      }),
    ],
    {},
  );
  return { saved, removed };
}
