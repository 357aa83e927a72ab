// Calendar helpers shared by the streak, weekly strip and heatmap
// (docs/product/reading-plans.md#streak). Internal to the reading module: not re-exported from the
// package index. Time zones go through @date-fns/tz and calendar arithmetic through date-fns. Plain
// dates ('YYYY-MM-DD') are @date-fns/utc's UTCDateMini at midnight, so no daylight-saving change
// can shift them: a zoned date in 'UTC' would consult Intl on every step, which made the year
// grid's 371 days a long task on a phone (docs/decisions/018-reading-first-paint.md). The mini
// date, not UTCDate: UTCDate's module builds three Intl formatters (two locales) as it loads, for
// a toString these dates never need, and that cost the reading screen's first load a long task.
// Days are written with formatISO rather than format: format carries a whole locale into the
// reading screen's first load.
import { tz } from '@date-fns/tz';
import { UTCDateMini } from '@date-fns/utc/date/mini';
import { addDays, formatISO, getDay } from 'date-fns';
import { isKnownTimeZone } from '../me/time-zone';

/** The member's time zone falls back to UTC. */
export const FALLBACK_STREAK_TIME_ZONE = 'UTC';

const PLAIN_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The member's time zone when it is a known IANA zone, otherwise UTC. */
export function resolveStreakTimeZone(timeZone: string | null | undefined): string {
  const trimmed = timeZone?.trim();
  return trimmed && isKnownTimeZone(trimmed) ? trimmed : FALLBACK_STREAK_TIME_ZONE;
}

/** A formatter from instants to 'YYYY-MM-DD' in one zone, for formatting many instants. */
export function localDayFormatter(timeZone: string | null | undefined): (instant: Date) => string {
  const inZone = tz(resolveStreakTimeZone(timeZone));
  return (instant) => {
    if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid instant');
    return formatISO(instant, { representation: 'date', in: inZone });
  };
}

/**
 * The calendar day ('YYYY-MM-DD') on which `instant` falls in `timeZone`; an unknown or missing
 * zone counts as UTC. Throws RangeError for an invalid Date.
 */
export function localDay(instant: Date, timeZone: string | null | undefined): string {
  return localDayFormatter(timeZone)(instant);
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isPlainDay(value: string): boolean {
  if (!PLAIN_DAY_PATTERN.test(value)) return false;
  return formatISO(utcMidnight(value), { representation: 'date' }) === value;
}

/** Midnight UTC of a 'YYYY-MM-DD' string; an impossible date rolls over (Feb 30 to Mar 2). */
function utcMidnight(day: string): Date {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  if (year === undefined || month === undefined || dayOfMonth === undefined) {
    throw new RangeError(`Expected a date as YYYY-MM-DD, got '${day}'`);
  }
  return new UTCDateMini(year, month - 1, dayOfMonth);
}

function parsePlainDay(day: string): Date {
  if (!isPlainDay(day)) throw new RangeError(`Expected a date as YYYY-MM-DD, got '${day}'`);
  return utcMidnight(day);
}

/**
 * `count` consecutive plain dates from `first`: one date stepped a day at a time, where
 * shiftPlainDay for each would parse and check every one (a year's grid is 371 days).
 */
export function consecutivePlainDays(first: string, count: number): string[] {
  const days: string[] = [];
  for (let date = parsePlainDay(first); days.length < count; date = addDays(date, 1)) {
    days.push(formatISO(date, { representation: 'date' }));
  }
  return days;
}

/** The plain date `amount` calendar days after `day` (before, when negative). */
export function shiftPlainDay(day: string, amount: number): string {
  return formatISO(addDays(parsePlainDay(day), amount), { representation: 'date' });
}

/** Day of the week of a plain date, Sunday 0 to Saturday 6 (as Date#getDay). */
export function weekdayOfPlainDay(day: string): number {
  return getDay(parsePlainDay(day));
}
