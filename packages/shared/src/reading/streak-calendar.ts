// Calendar helpers shared by the streak, weekly strip and heatmap (SPEC §2 "Reading progress
// indicator", §4 Streak). Internal to the reading module: not re-exported from the package index.
// Time zones go through @date-fns/tz and calendar arithmetic through date-fns; plain dates
// ('YYYY-MM-DD') are handled as midnight UTC so no daylight-saving change can shift them.
import { tz } from '@date-fns/tz';
import { addDays, format, getDay, parseISO } from 'date-fns';
import { isKnownTimeZone } from '../users/time-zone';

/** SPEC §4 Streak: the member's time zone falls back to UTC. */
export const FALLBACK_STREAK_TIME_ZONE = 'UTC';

const PLAIN_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const inUtc = tz('UTC');

/** The member's time zone when it is a known IANA zone, otherwise UTC (SPEC §4 Streak). */
export function resolveStreakTimeZone(timeZone: string | null | undefined): string {
  const trimmed = timeZone?.trim();
  return trimmed && isKnownTimeZone(trimmed) ? trimmed : FALLBACK_STREAK_TIME_ZONE;
}

/** A formatter from instants to 'YYYY-MM-DD' in one zone, for formatting many instants. */
export function localDayFormatter(timeZone: string | null | undefined): (instant: Date) => string {
  const inZone = tz(resolveStreakTimeZone(timeZone));
  return (instant) => {
    if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
    return format(instant, 'yyyy-MM-dd', { in: inZone });
  };
}

/**
 * The calendar day ('YYYY-MM-DD') on which `instant` falls in `timeZone`; an unknown or missing
 * zone counts as UTC (SPEC §4 Streak). Throws RangeError for an invalid Date.
 */
export function localDay(instant: Date, timeZone: string | null | undefined): string {
  return localDayFormatter(timeZone)(instant);
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isPlainDay(value: string): boolean {
  if (!PLAIN_DAY_PATTERN.test(value)) return false;
  const parsed = parseISO(value, { in: inUtc });
  return !Number.isNaN(parsed.getTime()) && format(parsed, 'yyyy-MM-dd') === value;
}

function parsePlainDay(day: string): Date {
  if (!isPlainDay(day)) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${day}'`);
  return parseISO(day, { in: inUtc });
}

/** The plain date `amount` calendar days after `day` (before, when negative). */
export function shiftPlainDay(day: string, amount: number): string {
  return format(addDays(parsePlainDay(day), amount), 'yyyy-MM-dd');
}

/** Day of the week of a plain date, Sunday 0 to Saturday 6 (as in SPEC §3 daysOfWeek). */
export function weekdayOfPlainDay(day: string): number {
  return getDay(parsePlainDay(day));
}
