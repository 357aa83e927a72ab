import { REMINDER_CHECK_INTERVAL_MS, type Reminder } from '@manna/shared';
import { useEffect, useRef } from 'react';
import { useUser } from '@/features/auth';
import { useReminders } from '../api/get-reminders';
import { checkReminders, reminderTimeZone } from '../utils/check-reminders';

/**
 * The in-app check (docs/product/reminders.md#the-in-app-check): while the app is open, every 60 s
 * it shows the member's reminders that are due in their time zone, each once a day. Renders
 * nothing; the member shell mounts it lazily.
 */
export function ReminderChecker() {
  const { data: user } = useUser();
  const { data: reminders } = useReminders();
  // The interval reads the latest list and zone without restarting on every refetch.
  const latest = useRef<{ reminders: readonly Reminder[]; timeZone: string } | null>(null);
  latest.current = reminders ? { reminders, timeZone: reminderTimeZone(user?.time_zone) } : null;
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return undefined;
    const check = () => {
      const current = latest.current;
      if (!current) return;
      checkReminders(current.reminders, { userId, now: new Date(), timeZone: current.timeZone });
    };
    const timer = setInterval(check, REMINDER_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [userId]);

  // The list arriving is a check of its own: the first one ran before it had loaded.
  useEffect(() => {
    if (!userId || !reminders) return;
    checkReminders(reminders, {
      userId,
      now: new Date(),
      timeZone: reminderTimeZone(user?.time_zone),
    });
  }, [userId, reminders, user?.time_zone]);

  return null;
}
