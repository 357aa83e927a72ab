import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderDay } from './reminder-due';

const everyDay = [0, 1, 2, 3, 4, 5, 6];
const at = (time: string, days = everyDay, enabled = true) => ({
  time,
  days_of_week: days,
  enabled,
});

describe('isReminderDue', () => {
  it('fires at the hour and minute of its time, on the member’s clock', () => {
    // 08:00 in New York on a summer Wednesday is 12:00 UTC.
    const now = new TZDate(2026, 6, 15, 8, 0, 30, 'America/New_York');
    expect(isReminderDue(at('08:00'), now, 'America/New_York')).toBe(true);
    expect(isReminderDue(at('08:00'), now, 'UTC')).toBe(false);
    expect(isReminderDue(at('12:00'), now, 'UTC')).toBe(true);
  });

  it('does not fire a minute before or after', () => {
    const zone = 'Europe/Berlin';
    expect(isReminderDue(at('08:00'), new TZDate(2026, 6, 15, 7, 59, 59, zone), zone)).toBe(false);
    expect(isReminderDue(at('08:00'), new TZDate(2026, 6, 15, 8, 1, 0, zone), zone)).toBe(false);
    expect(isReminderDue(at('08:00'), new TZDate(2026, 6, 15, 8, 0, 59, zone), zone)).toBe(true);
  });

  it('does not fire when it is off', () => {
    const now = new TZDate(2026, 6, 15, 8, 0, 'UTC');
    expect(isReminderDue(at('08:00', everyDay, false), now, 'UTC')).toBe(false);
  });

  it('fires only on its days, Sunday being 0', () => {
    const zone = 'Asia/Tokyo';
    const sunday = new TZDate(2026, 6, 19, 7, 30, zone);
    const saturday = new TZDate(2026, 6, 18, 7, 30, zone);
    expect(isReminderDue(at('07:30', [0]), sunday, zone)).toBe(true);
    expect(isReminderDue(at('07:30', [0]), saturday, zone)).toBe(false);
    expect(isReminderDue(at('07:30', [6]), saturday, zone)).toBe(true);
  });

  it('reads the weekday in the member’s zone, not UTC, across midnight', () => {
    // 23:30 on Saturday in Los Angeles is already Sunday in UTC.
    const zone = 'America/Los_Angeles';
    const now = new TZDate(2026, 6, 18, 23, 30, zone);
    expect(isReminderDue(at('23:30', [6]), now, zone)).toBe(true);
    expect(isReminderDue(at('23:30', [0]), now, zone)).toBe(false);
    // 00:15 on Monday in Auckland is still Sunday in UTC.
    const auckland = new TZDate(2026, 6, 20, 0, 15, 'Pacific/Auckland');
    expect(isReminderDue(at('00:15', [1]), auckland, 'Pacific/Auckland')).toBe(true);
    expect(isReminderDue(at('00:15', [0]), auckland, 'Pacific/Auckland')).toBe(false);
  });

  it('follows the clock across a daylight-saving change', () => {
    // Europe/London springs forward on 29 March 2026: 08:00 is 07:00 UTC that day, 08:00 UTC before.
    const zone = 'Europe/London';
    expect(isReminderDue(at('08:00'), new Date('2026-03-28T08:00:00Z'), zone)).toBe(true);
    expect(isReminderDue(at('08:00'), new Date('2026-03-29T07:00:00Z'), zone)).toBe(true);
    expect(isReminderDue(at('08:00'), new Date('2026-03-29T08:00:00Z'), zone)).toBe(false);
    // 01:30 does not exist on that day in London, so a 01:30 reminder never matches it.
    const skipped = Array.from(
      { length: 24 * 60 },
      (_, minute) => new Date(Date.parse('2026-03-29T00:00:00Z') + minute * 60_000),
    ).filter((now) => isReminderDue(at('01:30'), now, zone));
    expect(skipped).toEqual([]);
  });

  it('counts an unknown zone as UTC', () => {
    const now = new Date('2026-07-15T08:00:00Z');
    expect(isReminderDue(at('08:00'), now, 'Not/AZone')).toBe(true);
    expect(isReminderDue(at('08:00'), now, null)).toBe(true);
  });

  it('never fires for an invalid instant', () => {
    expect(isReminderDue(at('08:00'), new Date(Number.NaN), 'UTC')).toBe(false);
  });
});

describe('reminderDay', () => {
  it('is the member’s calendar day', () => {
    const now = new Date('2026-07-19T06:30:00Z');
    expect(reminderDay(now, 'UTC')).toBe('2026-07-19');
    expect(reminderDay(now, 'America/Los_Angeles')).toBe('2026-07-18');
  });
});
