import { vi } from 'vitest';

/**
 * A stand-in for the browser's Notification API (jsdom has none), installed on window with the
 * given permission. `shown` lists the notifications made; `requestPermission` answers `answer`.
 */
export function stubNotifications(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const shown: { title: string; options: NotificationOptions | undefined }[] = [];
  const requestPermission = vi.fn(async () => {
    FakeNotification.permission = answer;
    return answer;
  });
  class FakeNotification {
    static permission: NotificationPermission = permission;
    static requestPermission = requestPermission;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, requestPermission };
}
