import {
  NOTIFICATIONS_LOAD_FAILED,
  NOTIFICATIONS_UNSUPPORTED,
  REMINDER_DAYS_REQUIRED,
} from '@manna/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { renderRoutesAsMember, setupFakeApiSuite } from '@/testing/test-utils';
import { stubNotifications } from '../testing/fake-notification';
import { stubRemindersApi } from '../testing/fake-reminders-api';
import { makeReminder } from '../testing/reminder-fixtures';
import { RemindersSection } from './reminders-section';

const DAILY = makeReminder({ id: 'daily' });
const SABBATH = makeReminder({
  id: 'sabbath',
  title: 'Sabbath psalm',
  message: 'Read Psalm 92.',
  time: '07:30',
  days_of_week: [6],
});

function renderSection() {
  return renderRoutesAsMember([{ path: '/settings', element: <RemindersSection /> }], {
    path: '/settings',
  });
}

const list = () => screen.findByRole('list', { name: 'Your reminders' });
/** A reminder's line of time and days, e.g. '08:00 · Every day'. */
const schedule = (text: string) =>
  screen.findByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('RemindersSection', () => {
  setupFakeApiSuite();

  it("lists the member's reminders with their time, days and switch", async () => {
    stubNotifications('granted');
    stubRemindersApi({ reminders: [DAILY, SABBATH] });
    renderSection();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Bible Reading Reminder');
    expect(items[0]).toHaveTextContent('08:00 · Every day');
    expect(items[1]).toHaveTextContent('07:30 · Sat');
    expect(screen.getByRole('switch', { name: 'Sabbath psalm' })).toBeChecked();
  });

  it("adds a reminder with the days chosen and says 'Notification Created'", async () => {
    stubNotifications('granted');
    const api = stubRemindersApi({ reminders: [DAILY] });
    const { user } = renderSection();
    await list();
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a reminder' });
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Evening psalm');
    const time = within(dialog).getByLabelText('Time');
    await user.clear(time);
    await user.type(time, '21:30');
    const days = within(dialog).getAllByRole('button', { pressed: true });
    expect(days.map((day) => day.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await user.click(within(dialog).getByRole('button', { name: day }));
    }
    expect(within(dialog).getByRole('button', { name: 'Monday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }));

    expect(await screen.findByText('Notification Created')).toBeInTheDocument();
    expect(screen.getByText('Your notification has been set up.')).toBeInTheDocument();
    expect(api.reminders()[1]).toMatchObject({
      title: 'Evening psalm',
      time: '21:30',
      days_of_week: [0, 6],
    });
    expect(await schedule('21:30 · Weekends')).toBeInTheDocument();
  });

  it('refuses a reminder without a day', async () => {
    stubNotifications('granted');
    const api = stubRemindersApi({ reminders: [SABBATH] });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Sabbath psalm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reminder' });
    await user.click(within(dialog).getByRole('button', { name: 'Saturday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    expect(await within(dialog).findByText(REMINDER_DAYS_REQUIRED)).toBeInTheDocument();
    expect(api.calls().filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('edits a reminder', async () => {
    stubNotifications('granted');
    const api = stubRemindersApi({ reminders: [SABBATH] });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Sabbath psalm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit reminder' });
    await user.click(within(dialog).getByRole('button', { name: 'Sunday' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.reminders()[0]?.days_of_week).toEqual([0, 6]);
    expect(await schedule('07:30 · Weekends')).toBeInTheDocument();
  });

  it('turns a reminder off and on with its switch', async () => {
    stubNotifications('granted');
    const api = stubRemindersApi({ reminders: [DAILY] });
    const { user } = renderSection();
    const toggle = await screen.findByRole('switch', { name: 'Bible Reading Reminder' });
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.reminders()[0]?.enabled).toBe(false);
  });

  it("deletes a reminder after asking, and says 'Notification Removed'", async () => {
    stubNotifications('granted');
    const api = stubRemindersApi({ reminders: [DAILY, SABBATH] });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Sabbath psalm' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reminder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete reminder' }));
    expect(await screen.findByText('Notification Removed')).toBeInTheDocument();
    expect(screen.getByText('Your notification has been deleted.')).toBeInTheDocument();
    expect(api.reminders().map((reminder) => reminder.id)).toEqual(['daily']);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Your reminders' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
  });

  it("says 'Notification Removed' as soon as the server has deleted, before the list refreshes", async () => {
    stubNotifications('granted');
    let deleted = false;
    const refreshHeld = new Promise<Response>(() => {});
    stubRemindersApi({
      reminders: [DAILY, SABBATH],
      override: ({ method }) => {
        if (method === 'DELETE') deleted = true;
        else if (deleted) return refreshHeld;
        return undefined;
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Sabbath psalm' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this reminder?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete reminder' }));
    expect(await screen.findByText('Notification Removed')).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it("says 'Failed to load notifications' when the list cannot load", async () => {
    stubNotifications('granted');
    stubRemindersApi({ override: () => jsonResponse(500, { error: 'Database unavailable' }) });
    renderSection();
    expect(await screen.findByText(NOTIFICATIONS_LOAD_FAILED)).toBeInTheDocument();
  });

  it("asks for permission only when 'Allow notifications' is pressed", async () => {
    const notifications = stubNotifications('default', 'granted');
    stubRemindersApi({ reminders: [DAILY] });
    const { user } = renderSection();
    await list();
    expect(notifications.requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(notifications.requestPermission).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument(),
    );
  });

  it('offers no permission button once notifications are blocked', async () => {
    stubNotifications('denied');
    stubRemindersApi({ reminders: [DAILY] });
    renderSection();
    await list();
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
    expect(screen.getByText(/Notifications are blocked/)).toBeInTheDocument();
  });

  it('says where the browser cannot show notifications, and logs it', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    stubRemindersApi({ reminders: [DAILY] });
    renderSection();
    await list();
    expect(screen.getByText(/cannot show notifications/)).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(NOTIFICATIONS_UNSUPPORTED);
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
  });
});
