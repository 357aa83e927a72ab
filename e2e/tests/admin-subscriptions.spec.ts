import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, type Member, memberBrowser, newMember, test } from '../support/fixtures';
import { subscribe } from '../support/purchases';

// Subscriptions in the admin area (docs/product/admin.md#subscriptions): a member subscribes
// through the built-in test checkout (the e2e server has no Stripe keys), an admin finds the
// subscription, reads its events and cancels it at the period end, and the member sees it end.

// Both sides write dates the same way: en-US, in one zone.
const CLOCK = { locale: 'en-US', timezoneId: 'UTC' } as const;
test.use(CLOCK);

const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });

/** The admin finds the member's subscription on /admin/subscriptions by e-mail and opens it. */
async function openSubscriptionOf(page: Page, member: Member) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Subscriptions' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await page.getByLabel('Member').fill(member.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'All subscriptions' });
  const row = table.getByRole('row').filter({ hasText: member.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([
    'Monthly',
    'Active',
    /\w+ \d+, \d{4}/,
    'Test mode',
  ]);
  await row.getByRole('link', { name: member.name }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Monthly subscription of ${member.name}` }),
  ).toBeVisible();
}

test.describe('admin subscriptions', () => {
  test.beforeEach(async ({ admin }) => {
    expect(admin.email).toBeTruthy();
  });

  test('an admin cancels a member’s subscription at the period end and the member sees it end', async ({
    page,
    browser,
    baseURL,
  }) => {
    const member = newMember({ name: `Tabitha ${randomUUID().slice(0, 8)}` });
    const memberPage = await memberBrowser(browser, baseURL, member, CLOCK);
    await subscribe(memberPage, 'Monthly');

    await openSubscriptionOf(page, member);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByRole('link', { name: member.name })).toHaveAttribute(
      'href',
      /^\/admin\/users\/[\w-]+$/,
    );
    await expect(details.getByText(/^sandbox_sub_/)).toBeVisible();
    await expect(details.getByText(/^sandbox_cus_/)).toBeVisible();
    // What the test checkout sent, as a Stripe checkout would.
    const events = page.getByRole('table', { name: 'Provider events, newest first' });
    // The three arrive in one instant: their order among themselves is not the point.
    await expect(events.getByRole('rowheader')).toHaveCount(3);
    expect((await events.getByRole('rowheader').allTextContents()).sort()).toEqual([
      'Checkout completed',
      'Period paid',
      'Subscription changed',
    ]);
    // No dashboard in the built-in test mode.
    await expect(page.getByRole('link', { name: /Open in Stripe/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel at period end?' });
    await expect(dialog).toContainText(`${member.name} keeps every premium plan until`);
    await dialog.getByRole('button', { name: 'Cancel at period end' }).click();
    const ended = notifications(page).getByText(/^Subscription ends on /);
    await expect(ended).toBeVisible();
    const endsOn = (await ended.textContent())?.replace('Subscription ends on ', '') ?? '';
    await expect(details.getByText('Ends on', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep subscription' })).toBeVisible();
    await expect(events.getByRole('rowheader')).toHaveCount(4);

    // The tab of those set to end holds it now.
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Subscriptions' })
      .click();
    await page.getByLabel('Member').fill(member.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Cancelling (1)' }).click();
    await expect(
      page.getByRole('table', { name: 'Cancelling subscriptions' }).getByRole('link', {
        name: member.name,
      }),
    ).toBeVisible();

    await memberPage.goto('/subscription');
    const own = memberPage.getByRole('region', { name: 'Your subscription' });
    await expect(own.getByText(/^Ends on /)).toHaveText(`Ends on ${endsOn}`);
    await memberPage.context().close();
  });

  test('both subscription screens pass axe', async ({ page, browser, baseURL }) => {
    const member = newMember({ name: `Lois ${randomUUID().slice(0, 8)}` });
    const memberPage = await memberBrowser(browser, baseURL, member, CLOCK);
    await subscribe(memberPage, 'Monthly');
    await memberPage.context().close();

    await openSubscriptionOf(page, member);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Cancel at period end?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.getByRole('link', { name: 'Back to subscriptions' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'All subscriptions' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
