import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import {
  deviceAddress,
  expect,
  FROM_OUR_PAGE,
  newMember,
  signUpAndConfirm,
  test,
} from '../support/fixtures';

// The admin's settings and payment setup (docs/product/admin.md#settings,
// docs/product/admin.md#payment-setup). Settings are the whole server's: this file runs as its own
// project after the others (playwright.config.ts), one test at a time, and each test puts the
// settings back as it found them.
test.describe.configure({ mode: 'serial' });

const SIGN_UP_CLOSED = 'Sign-up is closed for now. Please try again later.';
const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });

/** The settings as stored now, to be put back by `restore`. */
async function storedSettings(request: APIRequestContext): Promise<unknown> {
  const response = await request.get('/api/admin/settings');
  expect(response.ok(), await response.text()).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('settings' in body)) {
    throw new Error('GET /api/admin/settings answered no settings');
  }
  return body.settings;
}

async function restore(request: APIRequestContext, settings: unknown) {
  const response = await request.put('/api/admin/settings', {
    headers: FROM_OUR_PAGE,
    data: settings,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A browser of its own: a member's (signed up) or a visitor's. */
async function otherBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
  });
  return context.newPage();
}

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(notifications(page).getByText('Settings saved')).toBeVisible();
}

test('an admin sets a notice; a member sees it and dismisses it for good', async ({
  page,
  admin: _admin,
  browser,
  baseURL,
}) => {
  const original = await storedSettings(page.request);
  const notice = `Retreat on Saturday ${randomUUID().slice(0, 8)}: bring a friend.`;
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('30 tokens')).toHaveValue(/\d/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Notice to every member').fill(notice);
    await saveSettings(page);

    const memberPage = await otherBrowser(browser, baseURL);
    await signUpAndConfirm(memberPage.request, newMember());
    await memberPage.goto('/home');
    const banner = memberPage.getByRole('region', { name: 'Notice' });
    await expect(banner).toHaveText(notice);
    await banner.getByRole('button', { name: 'Dismiss notice' }).click();
    await expect(banner).toBeHidden();
    await memberPage.reload();
    await expect(memberPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(memberPage.getByRole('region', { name: 'Notice' })).toBeHidden();
    await memberPage.context().close();
  } finally {
    await restore(page.request, original);
  }
});

test('an admin closes sign-up: /register says so, and sign-up works again once reopened', async ({
  page,
  admin: _admin,
  browser,
  baseURL,
}) => {
  const original = await storedSettings(page.request);
  const visitor = await otherBrowser(browser, baseURL);
  try {
    await page.goto('/admin/settings');
    const signUpOpen = page.getByRole('switch', { name: 'Sign-up open' });
    await expect(signUpOpen).toBeChecked();
    await signUpOpen.click();
    await saveSettings(page);

    await visitor.goto('/register');
    await expect(visitor.getByText(SIGN_UP_CLOSED)).toBeVisible();
    await expect(visitor.getByRole('form', { name: 'Create account' })).toBeHidden();
    const refused = await visitor.request.post('/api/auth/sign-up/email', {
      headers: FROM_OUR_PAGE,
      data: {
        name: 'Lois',
        email: `lois-${randomUUID()}@e2e.manna.test`,
        password: 'x-long-pass-42',
      },
    });
    expect(refused.status()).toBe(403);

    await page.reload();
    await expect(signUpOpen).not.toBeChecked();
    await signUpOpen.click();
    await saveSettings(page);
    await visitor.reload();
    await expect(visitor.getByRole('form', { name: 'Create account' })).toBeVisible();
    await expect(visitor.getByText(SIGN_UP_CLOSED)).toBeHidden();
  } finally {
    await restore(page.request, original);
    await visitor.context().close();
  }
});

test('payment setup: the admin sends a test event and sees its outcome', async ({
  page,
  admin: _admin,
}) => {
  await page.goto('/admin/settings');
  await page.getByRole('link', { name: 'Payment setup' }).first().click();
  await expect(page).toHaveURL(/\/admin\/payment-setup$/);
  await expect(
    page.getByRole('region', { name: 'Mode' }).getByText('Built-in test mode'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Webhook URL' })).toContainText(
    '/api/purchases/stripe/webhook',
  );

  await expect(page.getByRole('region', { name: 'Price ids' })).toContainText(
    'there are no price ids to check',
  );
  expect(await axeViolations(page)).toEqual([]);

  const testEvent = page.getByRole('region', { name: 'Test event' });
  await testEvent.getByRole('button', { name: 'Send test event' }).click();
  await expect(testEvent.getByText('The webhook answered 200')).toBeVisible();
  const eventId = (await testEvent.locator('code').textContent()) ?? '';
  expect(eventId).toMatch(/^evt_manna_test_/);
  const row = page.getByRole('region', { name: 'Last events received' }).getByRole('row', {
    name: new RegExp(eventId),
  });
  await expect(row).toContainText('Recorded: named no member');
});
