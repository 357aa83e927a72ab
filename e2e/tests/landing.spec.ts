import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { deviceAddress, expect, newMember, test } from '../support/fixtures';
import { CONFIRM_EMAIL_SUBJECT, linkIn, mailTo } from '../support/mail';

/** The admin overview's count of sign-ups from one landing page, as the admin sees it. */
async function signupsFrom(page: Page, variant: string): Promise<number> {
  await page.goto('/admin');
  const table = page.getByRole('table', { name: 'Sign-ups by landing page' });
  const row = table.getByRole('row').filter({
    has: page.getByRole('link', { name: `/${variant}`, exact: true }),
  });
  return Number(await row.getByRole('cell').textContent());
}

test.describe('welcome and landing pages', () => {
  test('/ welcomes a visitor with sign-up and sign-in, and is accessible', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Manna' })).toBeVisible();
    const main = page.getByRole('main');
    // The test server has no API.Bible key: it serves the bundled KJV and WEB, and says so.
    await expect(main.getByText(/^Daily Bible reading with four reading plans/)).toContainText(
      'scripture in two English translations',
    );
    await expect(main.getByRole('link', { name: 'Sign in' }).first()).toHaveAttribute(
      'href',
      '/login',
    );
    // The page is the server's, with no script of the app.
    expect(await page.locator('script').count()).toBe(0);
    expect(await axeViolations(page), '/').toEqual([]);

    await main.getByRole('link', { name: 'Create account' }).first().click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  test('a landing page promises the translations and plans this server has', async ({ page }) => {
    await page.goto('/landingv5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Study deeper: two translations and notes on every verse',
    );
    const study = page.getByRole('region', { name: 'Read and study' });
    await expect(study.getByRole('listitem').first()).toHaveText(
      'Read in two English translations, the King James Version and the World English Bible; the chapters you open stay readable offline.',
    );
    const plans = page.getByRole('region', { name: 'A plan for every day' });
    await expect(plans.getByRole('listitem').first()).toHaveText(
      'Choose from four reading plans: New Testament Reading Plan, The Gospels in 30 Days, The Letters of Paul in 30 Days and Psalms and Proverbs in 31 Days, with the day’s chapters ready for you.',
    );
    await expect(plans).toContainText('The New Testament Reading Plan is free, always;');
    // Translations it cannot serve are not offered to visitors.
    await expect(page.getByRole('main')).not.toContainText(/\b(NASB|ESV|NIV|NLT)\b/);
  });

  test('/ takes a signed-in member home', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/');
    await expect(page).toHaveURL('/home');
  });

  test('a visitor signs up from a landing page, and the admin sees the variant counted', async ({
    page,
    admin,
    browser,
    baseURL,
  }) => {
    expect(admin.email).toBeTruthy();
    const before = await signupsFrom(page, 'landingv4');

    const visitorContext = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/landingv4');
    await expect(visitor).toHaveTitle(/^Manna: /);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      'Your daily reading goes where you go',
    );
    expect(await visitor.locator('script').count()).toBe(0);
    expect(await axeViolations(visitor), '/landingv4').toEqual([]);

    await visitor.getByRole('main').getByRole('link', { name: 'Create account' }).first().click();
    await expect(visitor).toHaveURL('/register?from=landingv4');
    const seeker = newMember({ name: 'Lydia Seller' });
    await visitor.getByRole('textbox', { name: 'Full name' }).fill(seeker.name);
    await visitor.getByRole('textbox', { name: 'Email' }).fill(seeker.email);
    await visitor.getByLabel('Password', { exact: true }).fill(seeker.password);
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect(visitor.getByText('Check your e-mail')).toBeVisible();

    const confirmation = await mailTo(seeker.email, CONFIRM_EMAIL_SUBJECT);
    await visitor.goto(linkIn(confirmation, '/verify-email'));
    await expect(visitor.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await visitorContext.close();

    await expect.poll(() => signupsFrom(page, 'landingv4')).toBe(before + 1);
  });
});
