import { TZDate } from '@date-fns/tz';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNotifications } from '../testing/fake-notification';
import { makeReminder } from '../testing/reminder-fixtures';
import { checkReminders } from './check-reminders';
import { deliverReminder } from './deliver-reminder';

const zone = 'America/Chicago';
// Wednesday 25 November 2026, 08:00 in Chicago.
const EIGHT = new TZDate(2026, 10, 25, 8, 0, 20, zone);
const DAILY = makeReminder({ id: 'daily', time: '08:00' });
const WEEKENDS = makeReminder({ id: 'weekends', time: '08:00', days_of_week: [0, 6] });
const OFF = makeReminder({ id: 'off', time: '08:00', enabled: false });

const check = (now: Date, reminders = [DAILY, WEEKENDS, OFF]) =>
  checkReminders(reminders, { userId: 'user-1', now, timeZone: zone });

describe('checkReminders', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a due reminder once a day, tagged with its id and day', () => {
    const notifications = stubNotifications('granted');
    expect(check(EIGHT)).toEqual(['daily']);
    expect(notifications.shown).toEqual([
      {
        title: 'Bible Reading Reminder',
        options: { body: 'Time for your daily Bible reading!', tag: 'daily-2026-11-25' },
      },
    ]);
    // A reload within the same minute checks again: the day's record keeps it from showing twice.
    expect(check(new TZDate(2026, 10, 25, 8, 0, 50, zone))).toEqual([]);
    expect(notifications.shown).toHaveLength(1);
  });

  it('shows it again the next day', () => {
    const notifications = stubNotifications('granted');
    check(EIGHT);
    expect(check(new TZDate(2026, 10, 26, 8, 0, 5, zone))).toEqual(['daily']);
    expect(notifications.shown).toHaveLength(2);
  });

  it('shows nothing outside its minute or its days', () => {
    const notifications = stubNotifications('granted');
    expect(check(new TZDate(2026, 10, 25, 8, 1, zone))).toEqual([]);
    expect(check(new TZDate(2026, 10, 25, 7, 59, zone))).toEqual([]);
    expect(check(EIGHT, [WEEKENDS])).toEqual([]);
    expect(notifications.shown).toEqual([]);
  });

  it('shows nothing, and remembers nothing, until the member allows notifications', () => {
    stubNotifications('default');
    expect(check(EIGHT)).toEqual([]);
    const notifications = stubNotifications('granted');
    expect(check(EIGHT)).toEqual(['daily']);
    expect(notifications.shown).toHaveLength(1);
  });
});

describe('deliverReminder', () => {
  it("posts 'reminder-due' to the native wrapper instead of a notification", () => {
    const postMessage = vi.fn();
    const delivered = deliverReminder(DAILY, '2026-11-25', {
      ReactNativeWebView: { postMessage },
      MannaNative: undefined,
    });
    expect(delivered).toBe(true);
    expect(postMessage).toHaveBeenCalledOnce();
    expect(JSON.parse(postMessage.mock.calls[0]?.[0])).toEqual({
      type: 'reminder-due',
      data: {
        id: 'daily',
        title: 'Bible Reading Reminder',
        message: 'Time for your daily Bible reading!',
      },
    });
  });

  it('delivers nothing where the browser has no notifications', () => {
    expect(
      deliverReminder(DAILY, '2026-11-25', {
        ReactNativeWebView: undefined,
        MannaNative: undefined,
      }),
    ).toBe(false);
  });
});
