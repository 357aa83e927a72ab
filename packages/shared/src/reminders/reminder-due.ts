// When a reminder is due (docs/product/reminders.md#the-in-app-check): it is enabled, today is one
// of its days and the hour and minute match, all read on the member's own clock. Time zones go
// through @date-fns/tz, so a daylight-saving change moves nothing by hand.
import { tz } from '@date-fns/tz';
import { formatISO, getDay, getHours, getMinutes } from 'date-fns';
import { isKnownTimeZone } from '../me/time-zone';
import type { Reminder } from './reminders';

/** An unknown or missing zone counts as UTC, as it does for the streak. */
function zoneOf(timeZone: string | null | undefined) {
  const trimmed = timeZone?.trim();
  return tz(trimmed && isKnownTimeZone(trimmed) ? trimmed : 'UTC');
}

/** Whether `reminder` fires at the minute `now` falls in, in `timeZone`. */
export function isReminderDue(
  reminder: Pick<Reminder, 'enabled' | 'time' | 'days_of_week'>,
  now: Date,
  timeZone: string | null | undefined,
): boolean {
  if (!reminder.enabled || Number.isNaN(now.getTime())) return false;
  const inZone = zoneOf(timeZone);
  if (!reminder.days_of_week.includes(getDay(now, { in: inZone }))) return false;
  const [hours, minutes] = reminder.time.split(':').map(Number);
  return getHours(now, { in: inZone }) === hours && getMinutes(now, { in: inZone }) === minutes;
}

/** The member's calendar day ('YYYY-MM-DD') at `now`: a reminder fires at most once on it. */
export function reminderDay(now: Date, timeZone: string | null | undefined): string {
  return formatISO(now, { representation: 'date', in: zoneOf(timeZone) });
}
