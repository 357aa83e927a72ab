import { isReminderDue, type Reminder, reminderDay } from '@manna/shared';
import { deliverReminder } from './deliver-reminder';
import { firedOn, markFired } from './fired-reminders';

/** The member's zone for reminders: the account's, else this device's. */
export function reminderTimeZone(accountZone: string | null | undefined): string {
  return accountZone || Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * One check (docs/product/reminders.md#the-in-app-check): delivers every reminder due at `now`
 * that has not fired today on this device, and remembers it. Answers the ids delivered.
 */
export function checkReminders(
  reminders: readonly Reminder[],
  { userId, now, timeZone }: { userId: string; now: Date; timeZone: string },
  deliver: typeof deliverReminder = deliverReminder,
): string[] {
  const day = reminderDay(now, timeZone);
  const fired = firedOn(userId, day);
  const delivered: string[] = [];
  for (const reminder of reminders) {
    if (fired.has(reminder.id) || !isReminderDue(reminder, now, timeZone)) continue;
    if (!deliver(reminder, day)) continue;
    markFired(userId, day, reminder.id);
    delivered.push(reminder.id);
  }
  return delivered;
}
