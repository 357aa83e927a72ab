import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, FROM_OUR_PAGE, test } from '../support/fixtures';

// docs/product/reminders.md: the Reminders section of /settings and the in-app check. The browser
// runs in one zone and the member's reminders are read in it (the account takes the device's).
const ZONE = 'America/Chicago';
test.use({ timezoneId: ZONE });

const STORE = 'e2e-captured-notifications';

/** Records every notification the app makes (sessionStorage keeps them across a reload). */
async function captureNotifications(page: Page) {
  await page.context().grantPermissions(['notifications']);
  await page.addInitScript((store) => {
    const Original = window.Notification;
    class Captured extends Original {
      constructor(title: string, options?: NotificationOptions) {
        super(title, options);
        const shown: unknown[] = JSON.parse(sessionStorage.getItem(store) ?? '[]');
        shown.push({ title, body: options?.body, tag: options?.tag });
        sessionStorage.setItem(store, JSON.stringify(shown));
      }
    }
    window.Notification = Captured;
  }, STORE);
}

async function shown(page: Page, title: string) {
  const all: { title: string; body: string; tag: string }[] = await page.evaluate(
    (store) => JSON.parse(sessionStorage.getItem(store) ?? '[]'),
    STORE,
  );
  return all.filter((notification) => notification.title === title);
}

async function addReminder(page: Page, reminder: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/reminders', {
    headers: FROM_OUR_PAGE,
    data: reminder,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { reminder: created } = await response.json();
  return created.id;
}

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test.describe('reminders', () => {
  test('a new member sees the default reminder, adds one, disables and deletes it', async ({
    page,
    member: _member,
  }) => {
    await page.goto('/settings?tab=reminders');
    const list = page.getByRole('list', { name: 'Your reminders' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Bible Reading Reminder');
    await expect(list.getByRole('listitem')).toContainText('08:00 · Every day');
    await expect(page.getByRole('switch', { name: 'Bible Reading Reminder' })).toBeChecked();

    const title = `Evening psalm ${randomUUID().slice(0, 8)}`;
    await page.getByRole('button', { name: 'Add reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a reminder' });
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Message').fill('Read a psalm before bed.');
    await dialog.getByLabel('Time').fill('21:30');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await dialog.getByRole('button', { name: day, exact: true }).click();
    }
    await expect(dialog.getByRole('button', { name: 'Monday' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await dialog.getByRole('button', { name: 'Add reminder' }).click();
    await expect(toast(page, 'Notification Created')).toContainText(
      'Your notification has been set up.',
    );
    const added = list.getByRole('listitem').filter({ hasText: title });
    await expect(added).toContainText('21:30 · Weekends');

    const toggle = page.getByRole('switch', { name: title });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: title })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Bible Reading Reminder' })).toBeChecked();

    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this reminder?' })
      .getByRole('button', { name: 'Delete reminder' })
      .click();
    await expect(toast(page, 'Notification Removed')).toContainText(
      'Your notification has been deleted.',
    );
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText('Bible Reading Reminder');
  });

  test('fires a notification once at its minute, on one of its days', async ({
    page,
    member: _member,
  }) => {
    const title = `Midweek psalm ${randomUUID().slice(0, 8)}`;
    // Wednesdays at 09:15 in Chicago; the default reminder (08:00) stays out of the way.
    const id = await addReminder(page, {
      title,
      message: 'Read Psalm 23.',
      time: '09:15',
      days_of_week: [3],
    });
    await captureNotifications(page);
    // Wednesday 25 November 2026, 09:14:30 in Chicago (UTC-6).
    await page.clock.install({ time: new Date('2026-11-25T15:14:30Z') });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shown(page, title)).toEqual([]);

    await page.clock.runFor(60_000);
    await expect.poll(() => shown(page, title)).toHaveLength(1);
    expect((await shown(page, title))[0]).toEqual({
      title,
      body: 'Read Psalm 23.',
      tag: `${id}-2026-11-25`,
    });

    // More checks in the same minute and after it, and a reload, show it no more.
    await page.clock.runFor(3 * 60_000);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(60_000);
    expect(await shown(page, title)).toHaveLength(1);
  });

  test('does not fire on a day outside its days', async ({ page, member: _member }) => {
    const suffix = randomUUID().slice(0, 8);
    const wednesdays = `Midweek psalm ${suffix}`;
    const thursdays = `Thursday proverb ${suffix}`;
    for (const [title, day] of [
      [wednesdays, 3],
      [thursdays, 4],
    ] as const) {
      await addReminder(page, { title, message: 'Read.', time: '09:15', days_of_week: [day] });
    }
    await captureNotifications(page);
    // Thursday 26 November 2026, 09:14:30 in Chicago.
    await page.clock.install({ time: new Date('2026-11-26T15:14:30Z') });
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(60_000);
    // Thursday's reminder fired, so the check ran: Wednesday's stayed quiet.
    await expect.poll(() => shown(page, thursdays)).toHaveLength(1);
    await page.clock.runFor(2 * 60_000);
    expect(await shown(page, wednesdays)).toEqual([]);
  });
});
