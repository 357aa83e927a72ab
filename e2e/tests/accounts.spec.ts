import * as OTPAuth from 'otpauth';
import { expect, newMember, PASSWORD, test } from '../support/fixtures';

test.describe('accounts', () => {
  test('sign up lands on /home greeting the member by name', async ({ page }) => {
    const member = newMember({ name: 'Ruth Naomi' });
    await page.goto('/register');
    await page.getByLabel('Full name').fill(member.name);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ruth');
  });

  test('sign in needs both an email and a password', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('   ');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByText('You must provide either an email or phone number and a password'),
    ).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  test('a signed-out visit returns to the page after sign-in', async ({ page, member }) => {
    await page.context().clearCookies();
    await page.goto('/settings?tab=account');

    await expect(page).toHaveURL('/login?return=%2Fsettings%3Ftab%3Daccount');
    await expect(page.getByText('Please sign in to continue')).toBeVisible();

    await page.getByLabel('Email').fill(`  ${member.email}  `);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/settings?tab=account');
    await expect(page.getByText(member.email)).toBeVisible();
  });

  test('the session survives a reload and ends at sign-out', async ({ page, member }) => {
    await page.goto('/home');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      member.name.split(' ')[0] ?? '',
    );

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);

    await page.goto('/home');
    await expect(page).toHaveURL('/login?return=%2Fhome');
  });

  test('a wrong password is refused with a message', async ({ page, member }) => {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('not-my-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
    await expect(page).toHaveURL('/login');
  });

  test('a forgotten password is reset through the e-mailed link', async ({ page, member }) => {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The sign-in form has an Email field too: wait for the new screen before typing.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: /send/i }).click();
    await expect(
      page.getByText(
        "If an account exists for that email, we've sent a link to reset your password.",
      ),
    ).toBeVisible();

    await page.goto('/dev/mailbox');
    const message = page.getByRole('article').filter({ hasText: member.email }).first();
    await expect(message).toContainText('Reset your Manna password');
    await message.getByRole('link', { name: /reset-password/ }).click();

    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('a-fresh-new-password');
    await page.getByLabel('Confirm new password').fill('a-fresh-new-password');
    await page.getByRole('button', { name: /reset password/i }).click();

    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill('a-fresh-new-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/home');
  });

  test('two-factor authentication guards sign-in once turned on', async ({ page, member }) => {
    await page.goto('/settings?tab=security');
    await page.getByRole('button', { name: /turn on two-factor|enable two-factor/i }).click();
    await page.getByLabel('Password', { exact: true }).last().fill(member.password);
    await page.getByRole('button', { name: /continue/i }).click();

    const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    const totp = new OTPAuth.TOTP({ issuer: 'Manna', secret });
    await page.getByLabel(/code/i).fill(totp.generate());
    await page.getByRole('button', { name: /verify|confirm/i }).click();
    await expect(page.getByText('Two-factor authentication is on', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel(/code/i).fill(totp.generate());
    await page.getByRole('button', { name: /verify/i }).click();
    await expect(page).toHaveURL('/home');
  });
});
