import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import {
  deviceAddress,
  expect,
  FROM_OUR_PAGE,
  memberBrowser,
  newMember,
  test,
} from '../support/fixtures';

// The tools screens and the wrapper's session messages (docs/product/tools.md,
// docs/native-wrapper.md#session-state).

declare global {
  interface Window {
    /** What the page posted to the simulated native wrapper. */
    __posted: string[];
    ReactNativeWebView?: { postMessage: (message: string) => void };
  }
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The messages of `type` the page posted to the simulated wrapper, parsed. */
async function postedOfType(page: Page, type: string): Promise<unknown[]> {
  const posted = await page.evaluate(() => window.__posted);
  return posted
    .map((message): unknown => JSON.parse(message))
    .filter(
      (message) =>
        typeof message === 'object' &&
        message !== null &&
        'type' in message &&
        message.type === type,
    );
}

test.describe('tools', () => {
  test("/diagnostic-tools shows a member this device and the server's answers, without its internals", async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/diagnostic-tools');
    await expect(page.getByRole('heading', { name: 'Diagnostic tools', level: 1 })).toBeVisible();
    const device = region(page, 'This device');
    await expect(device.getByText('Online', { exact: true })).toBeVisible();
    await expect(device.getByText('Not detected (browser)')).toBeVisible();
    const server = region(page, 'Server');
    await expect(server.getByText(/^\d+(\.\d+)? ms$/).first()).toBeVisible();
    await expect(server.getByText('Database round trip')).toBeVisible();
    await expect(server.getByText(/No API\.Bible key/)).toBeVisible();
    await expect(region(page, 'Server internals')).toHaveCount(0);
  });

  test("/diagnostic-tools shows an admin the server's internals and copies a report", async ({
    page,
    context,
    admin,
  }) => {
    expect(admin.email).toBeTruthy();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/diagnostic-tools');
    const internals = region(page, 'Server internals');
    await expect(internals.getByText(/^(PGlite|PostgreSQL)$/)).toBeVisible();
    await expect(internals.getByText(/^\d{4}_[a-z0-9_]+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy report' }).click();
    await expect(page.getByText('Report copied', { exact: true })).toBeVisible();
    const report: unknown = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
    expect(report).toMatchObject({
      online: true,
      wrapper: false,
      server: { server: { database_kind: expect.stringMatching(/^(pglite|postgres)$/) } },
    });
  });

  test('/bible-test shows an admin John 3:16 in every translation, KJV and WEB from the bundle', async ({
    page,
    admin,
  }) => {
    expect(admin.email).toBeTruthy();
    await page.goto('/bible-test');
    const table = page.getByRole('table', { name: 'John 3:16 in every translation' });
    for (const abbreviation of ['KJV', 'WEB']) {
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: abbreviation, exact: true }) });
      await expect(row.getByRole('cell').nth(0)).toHaveText('bundled');
      await expect(row.getByRole('cell').nth(1)).toHaveText('OK');
      await expect(row.getByRole('cell').nth(2)).toHaveText(/^\d+ ms$/);
      await expect(row.getByRole('cell').nth(3)).toContainText('For God so loved the world');
    }
    await expect(table.getByRole('rowheader')).toHaveCount(6);
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(table.getByRole('rowheader')).toHaveCount(6);
  });

  test('a member opening /bible-test is denied', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/bible-test');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test("the wrapper hears 'session-state' on sign-in and on sign-out", async ({ page, member }) => {
    await page.context().clearCookies();
    await page.addInitScript(() => {
      window.__posted = [];
      window.ReactNativeWebView = { postMessage: (message) => window.__posted.push(message) };
    });
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/home');

    await expect
      .poll(() => postedOfType(page, 'session-state'))
      .toEqual([
        {
          type: 'session-state',
          data: {
            token: expect.any(String),
            userId: expect.any(String),
            timestamp: expect.any(String),
          },
        },
      ]);
    // Told again whenever it changes (the device's time zone may be saved just after sign-in).
    await expect
      .poll(async () => (await postedOfType(page, 'critical-data')).at(-1))
      .toEqual({
        type: 'critical-data',
        data: {
          data: expect.objectContaining({ name: member.name, streak: 0 }),
          timestamp: expect.any(String),
        },
      });

    await page.goto('/settings');
    // A new page load in the wrapper tells the session again; the sign-out follows it.
    await expect.poll(async () => (await postedOfType(page, 'session-state')).length).toBe(1);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(async () => (await postedOfType(page, 'session-state')).at(-1))
      .toEqual({
        type: 'session-state',
        data: { token: null, userId: null, timestamp: expect.any(String) },
      });
  });

  test('reading preferences follow the member to another browser', async ({
    page,
    member,
    browser,
  }) => {
    await page.goto('/settings?tab=appearance');
    // One control per preference, the readers' own, with their preview.
    for (const name of [/translation/i, /font size/i, /font family/i]) {
      await expect(page.getByRole('combobox', { name })).toHaveCount(1);
    }
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('figure[data-reference="John 3:16"]')).toContainText(
      'For God so loved the world',
    );
    await page.getByLabel('Bible Translation').selectOption('web');
    await page.getByLabel('Font family').selectOption('georgia');
    await page.getByLabel('Font size').selectOption('20');
    await expect(preview.locator('figure[data-reference="John 3:16"] blockquote')).toHaveCSS(
      'font-size',
      '20px',
    );
    await expect
      .poll(async () => (await page.request.get('/api/me/reader-preferences')).json())
      .toEqual({ preferences: { translation: 'web', font_family: 'georgia', font_size: 20 } });

    const other = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
    });
    try {
      const second = await other.newPage();
      const signIn = await second.request.post('/api/auth/sign-in/email', {
        headers: FROM_OUR_PAGE,
        data: { email: member.email, password: member.password },
      });
      expect(signIn.ok()).toBe(true);
      await second.goto('/settings?tab=appearance');
      await expect(second.getByLabel('Bible Translation')).toHaveValue('web');
      await expect(second.getByLabel('Font family')).toHaveValue('georgia');
      await expect(second.getByLabel('Font size')).toHaveValue('20');
    } finally {
      await other.close();
    }
  });

  test('a member signing in after another on the same browser keeps their own reading preferences', async ({
    page,
    member,
    browser,
  }) => {
    const boaz = newMember({ name: 'Boaz of Bethlehem' });
    const boazOwn = { translation: 'web', font_family: 'lato', font_size: 18 };
    const boazBrowser = await memberBrowser(browser, baseURL, boaz);
    const saved = await boazBrowser.request.put('/api/me/reader-preferences', {
      headers: FROM_OUR_PAGE,
      data: boazOwn,
    });
    expect(saved.ok()).toBe(true);
    await boazBrowser.context().close();

    // The first member changes the font and signs out before the change reaches the server.
    expect(member.email).toBeTruthy();
    await page.goto('/settings?tab=appearance');
    await expect
      .poll(async () => (await page.request.get('/api/me/reader-preferences')).json())
      .not.toEqual({ preferences: null });
    await page.route('**/api/me/reader-preferences', (route) =>
      route.request().method() === 'PUT' ? route.abort() : route.fallback(),
    );
    await page.getByLabel('Font family').selectOption('merriweather');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await page.unroute('**/api/me/reader-preferences');

    await page.getByRole('textbox', { name: 'Email' }).fill(boaz.email);
    await page.getByLabel('Password', { exact: true }).fill(boaz.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/home');
    await page.goto('/settings?tab=appearance');
    await expect(page.getByLabel('Font family')).toHaveValue('lato');
    await expect(page.getByLabel('Font size')).toHaveValue('18');
    expect(await (await page.request.get('/api/me/reader-preferences')).json()).toEqual({
      preferences: boazOwn,
    });
  });
});
