// What the browser can tell about this device, for the diagnostic tools
// (docs/product/tools.md#diagnostic-tools). Each answer says plainly when the browser cannot tell.

export type ServiceWorkerStatus = 'unsupported' | 'none' | 'installing' | 'waiting' | 'active';

export async function serviceWorkerStatus(): Promise<ServiceWorkerStatus> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'none';
  if (registration.active) return 'active';
  if (registration.waiting) return 'waiting';
  return 'installing';
}

export type NotificationPermissionStatus = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionStatus {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export type PushSubscriptionStatus = 'unsupported' | 'no service worker' | 'none' | 'subscribed';

export async function pushSubscriptionStatus(): Promise<PushSubscriptionStatus> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  if (typeof PushManager === 'undefined') return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'no service worker';
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? 'subscribed' : 'none';
}

export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
