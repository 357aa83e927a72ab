import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold-requests';

test.describe('loading states', () => {
  test("protected screens show 'Verifying account...' while the account is checked", async ({
    page,
    member,
  }) => {
    const release = await holdRequests(page, /\/api\/me$/);
    await page.goto('/settings');
    await expect(page.getByText('Verifying account...')).toBeVisible();

    release();
    await expect(page.getByText('Verifying account...')).toHaveCount(0);
    await expect(page.getByText(member.email)).toBeVisible();
  });

  test('the account check is tried 5 times before the member is told', async ({ page, member }) => {
    let attempts = 0;
    await page.route(/\/api\/me$/, (route) => {
      attempts += 1;
      return route.fulfill({ status: 503, json: { error: 'The server is restarting' } });
    });
    await page.goto('/settings');
    await expect(page.getByRole('alert')).toContainText(
      'Authentication not ready after retries: The server is restarting',
    );
    expect(attempts).toBe(5);

    await page.unroute(/\/api\/me$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(member.email)).toBeVisible();
  });

  test("screens load on demand behind a 'Loading...' spinner", async ({ page }) => {
    const release = await holdRequests(page, /\/assets\/register-[^/]*\.js$/);
    await page.goto('/register');
    await expect(page.getByText('Loading...')).toBeVisible();

    release();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('saving the profile shows a success toast and the new name', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/settings?tab=account');
    await page.getByLabel('Full name').fill('Dorcas Tabitha');
    await page.getByRole('button', { name: 'Save name' }).click();

    const toast = page.getByRole('status').filter({ hasText: 'Profile updated' });
    await expect(toast).toContainText('Your name has been saved.');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Dorcas');
  });
});
