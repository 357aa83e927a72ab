import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { baseURL } from '../playwright.config';
import { expect, type Member, newMember, PASSWORD, test } from '../support/fixtures';
import { CONFIRM_EMAIL_SUBJECT, linkIn, mailTo, RESET_PASSWORD_SUBJECT } from '../support/mail';

async function fillRegisterForm(page: Page, member: Member) {
  await page.goto('/register');
  await page.getByLabel('Full name').fill(member.name);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.describe('accounts', () => {
  test('sign up, open the e-mailed link, and land on /home greeted by name', async ({ page }) => {
    const member = newMember({ name: 'Ruth Naomi' });
    await fillRegisterForm(page, member);

    await expect(page.getByText('Check your e-mail')).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();

    const confirmation = await mailTo(member.email, CONFIRM_EMAIL_SUBJECT);
    await page.goto(linkIn(confirmation, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Start reading' }).click();

    await expect(page).toHaveURL('/home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ruth');
  });

  test('a guessable password is refused with advice under the field', async ({ page }) => {
    await fillRegisterForm(page, newMember({ password: 'password' }));
    const password = page.getByLabel('Password');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/^This password is too easy to guess\./)).toBeVisible();
    await expect(page).toHaveURL('/register');
  });

  test('signing up with a taken address looks the same, and its owner is told by e-mail', async ({
    page,
    member,
  }) => {
    await page.context().clearCookies();
    await fillRegisterForm(page, newMember({ email: member.email }));

    await expect(page.getByText('Check your e-mail')).toBeVisible();
    await expect(page.getByText(/already exists/i)).toBeHidden();
    const notice = await mailTo(member.email, 'You already have a Manna account');
    expect(notice.text).toContain('/forgot-password');
  });

  test('signing in before confirming the e-mail asks for the link, and sends a new one', async ({
    page,
  }) => {
    const member = newMember();
    await fillRegisterForm(page, member);
    await expect(page.getByText('Check your e-mail')).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(/Please confirm your e-mail address first/)).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  for (const host of ['127.0.0.1', '[::1]']) {
    test(`the app works when opened at ${host}`, async ({ page, member }) => {
      const origin = baseURL.replace('localhost', host);
      await page.context().clearCookies();
      await page.goto(`${origin}/login`);
      await page.getByLabel('Email').fill(member.email);
      await page.getByLabel('Password').fill(member.password);
      await page.getByRole('button', { name: 'Sign in' }).click();

      await expect(page).toHaveURL(`${origin}/home`);
      await expect(page.getByText(/invalid origin/i)).toBeHidden();
    });
  }

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

    const message = await mailTo(member.email, RESET_PASSWORD_SUBJECT);
    await page.goto(linkIn(message, '/reset-password/'));

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
