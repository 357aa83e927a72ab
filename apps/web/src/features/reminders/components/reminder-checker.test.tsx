import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, renderRoutes, setupFakeApiSuite } from '@/testing/test-utils';
import { remindersQueryKey } from '../api/query-keys';
import { stubNotifications } from '../testing/fake-notification';
import { stubRemindersApi } from '../testing/fake-reminders-api';
import { makeReminder } from '../testing/reminder-fixtures';
import { ReminderChecker } from './reminder-checker';

// The checker renders nothing, so Testing Library's waitFor (which polls on the faked interval
// or on DOM changes) would never look again: vi.waitFor moves the fake clock along as it polls.

// Wednesday 25 November 2026, 07:59:30 in Chicago (UTC-6).
const BEFORE_EIGHT = new Date('2026-11-25T13:59:30Z');
// 08:00:50 there: the minute's first check (the checker's interval starts when it mounts, a moment
// after BEFORE_EIGHT however busy the machine) has run by then.
const LATE_IN_THE_MINUTE = new Date('2026-11-25T14:00:50Z');

function renderChecker() {
  return renderRoutes([{ path: '/home', element: <ReminderChecker /> }], {
    path: '/home',
    user: buildUser({ id: 'user-1', time_zone: 'America/Chicago' }),
  });
}

describe('ReminderChecker', () => {
  setupFakeApiSuite();

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(BEFORE_EIGHT);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a reminder at its minute in the member's zone, once, checking every 60 s", async () => {
    const notifications = stubNotifications('granted');
    stubRemindersApi({
      reminders: [
        makeReminder({ id: 'daily', time: '08:00' }),
        makeReminder({ id: 'sundays', time: '08:00', days_of_week: [0] }),
      ],
    });
    const { queryClient } = renderChecker();
    await vi.waitFor(() => expect(queryClient.getQueryData(remindersQueryKey)).toHaveLength(2));
    expect(notifications.shown).toEqual([]);

    await act(() => vi.advanceTimersByTime(LATE_IN_THE_MINUTE.getTime() - Date.now()));
    expect(notifications.shown.map((shown) => shown.options?.tag)).toEqual(['daily-2026-11-25']);

    await act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(notifications.shown).toHaveLength(1);
  });

  it('does not show it again after a reload within its minute', async () => {
    const notifications = stubNotifications('granted');
    stubRemindersApi({ reminders: [makeReminder({ id: 'daily', time: '08:00' })] });
    vi.setSystemTime(new Date('2026-11-25T14:00:10Z'));
    const first = renderChecker();
    await vi.waitFor(() => expect(notifications.shown).toHaveLength(1));
    first.unmount();

    vi.setSystemTime(new Date('2026-11-25T14:00:40Z'));
    stubRemindersApi({ reminders: [makeReminder({ id: 'daily', time: '08:00' })] });
    const { queryClient } = renderChecker();
    await vi.waitFor(() => expect(queryClient.getQueryData(remindersQueryKey)).toHaveLength(1));
    await act(() => vi.advanceTimersByTime(60_000));
    expect(notifications.shown).toHaveLength(1);
  });
});
