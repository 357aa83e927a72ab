import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

test.describe('app shell', () => {
  test('a signed-out visit logs no error: asking who is signed in is not one', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' }).first()).toBeVisible();
    await page.goto('/reading');
    await expect(page).toHaveURL(/\/login\?return=%2Freading/);
    await expect(page.getByText('Please sign in to continue')).toBeVisible();
    await page.goto('/register');
    await expect(page.getByLabel('Full name')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('members get the forbidden screen on /admin', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(page.getByText(/members/i).first()).toBeVisible();
  });

  test('admins get into /admin', async ({ page, admin }) => {
    expect(admin.email).toBeTruthy();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access denied' })).toHaveCount(0);
  });

  test('the content security policy is on and lets the main screens work', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy blocked ${event.blockedURI} (${event.violatedDirective})`,
        );
      });
    });

    const first = await page.goto('/home');
    expect(first?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    for (const path of ['/home', '/reading', '/bible', '/journal', '/prayers', '/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    // A form validated by its zod schema: zod must not try Function(), which the policy forbids.
    await page.goto('/settings?tab=account');
    await page.getByLabel('Full name').fill('Phoebe of Cenchreae');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
    // The dark-mode script in index.html ran before paint: its hash is in the policy.
    await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(violations).toEqual([]);
  });

  test('dark mode survives a reload', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/settings?tab=appearance');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);

    await page.getByRole('switch', { name: 'Dark mode' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');

    await page.reload();
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeChecked();
  });

  test('the first visit follows the system colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('the error screen appears when a screen fails', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.route(/\/assets\/home-[^/]*\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'throw new Error("The home screen broke")',
      }),
    );
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByText(
        'The application encountered an error. Please refresh the page and try again.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();

    await page.unroute(/\/assets\/home-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      member.name.split(' ')[0] ?? '',
    );
  });

  test('an unknown path shows Page not found', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('the bottom navigation highlights the active entry', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/home');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Prayers', 'Journal', 'Settings']);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('on a small phone every settings section is on screen, none cut off', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const width = 360;
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/settings');
    const sections = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
    await expect(sections).toHaveText(['Account', 'Tokens', 'Appearance', 'Reminders', 'Security']);
    for (const section of await sections.all()) {
      const name = (await section.textContent()) ?? '';
      const box = await section.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, name).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  });

  for (const path of [
    '/login',
    '/register',
    '/home',
    '/settings',
    '/settings?tab=appearance',
    '/settings?tab=tokens',
    '/settings?tab=reminders',
  ]) {
    test(`${path} has no accessibility violations in light and dark`, async ({ page, member }) => {
      expect(member.email).toBeTruthy();
      if (path === '/login' || path === '/register') await page.context().clearCookies();
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectAccessible(page, path);
    });
  }
});
