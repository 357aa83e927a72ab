// How a due reminder reaches the member (docs/product/reminders.md#the-in-app-check): a system
// notification in a browser, or a 'reminder-due' message to the native wrapper, which shows it
// itself (docs/native-wrapper.md#reminders).
import { NOTIFICATIONS_UNSUPPORTED, type Reminder } from '@manna/shared';
import { detectRuntimeEnvironment } from '@/lib/native-bridge';

/** What the wrapper is sent: `{ type: 'reminder-due', data }`, as a JSON string. */
export interface ReminderDueMessage {
  type: 'reminder-due';
  data: { id: string; title: string; message: string };
}

type DeliveryTarget = Pick<Window, 'ReactNativeWebView' | 'MannaNative'> & {
  Notification?: typeof Notification;
};

const currentWindow = (): DeliveryTarget | undefined =>
  typeof window === 'undefined' ? undefined : window;

/** The browser's Notification API, or undefined where there is none (some in-app browsers). */
export function notificationApi(
  target: DeliveryTarget | undefined = currentWindow(),
): typeof Notification | undefined {
  return target && 'Notification' in target ? target.Notification : undefined;
}

/** Says so in the console, as the product does, where notifications are not supported. */
export function logNotificationsUnsupported(): void {
  console.log(NOTIFICATIONS_UNSUPPORTED);
}

/**
 * Shows `reminder` for `day` and answers whether it was delivered: posted to the wrapper, or shown
 * as a notification where the member allowed them. The tag (id and day) lets the system replace
 * rather than stack a notification shown twice.
 */
export function deliverReminder(
  reminder: Pick<Reminder, 'id' | 'title' | 'message'>,
  day: string,
  target: DeliveryTarget | undefined = currentWindow(),
): boolean {
  const webView = target?.ReactNativeWebView;
  if (webView && detectRuntimeEnvironment(target).kind === 'native') {
    const message: ReminderDueMessage = {
      type: 'reminder-due',
      data: { id: reminder.id, title: reminder.title, message: reminder.message },
    };
    webView.postMessage(JSON.stringify(message));
    return true;
  }
  const Api = notificationApi(target);
  if (Api?.permission !== 'granted') return false;
  new Api(reminder.title, { body: reminder.message, tag: `${reminder.id}-${day}` });
  return true;
}
