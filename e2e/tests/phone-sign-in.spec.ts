import type { Page } from '@playwright/test';
import { expect, PASSWORD, test } from '../support/fixtures';
import { latestCodeTexted, newPhoneNumber } from '../support/sms';

// docs/product/accounts-and-shell.md#sign-up-by-phone: a phone number, a password and the code
// texted to the number (the server texts through SMS_WEBHOOK_URL, here the test's SMS sink).

// Each journey is an account's whole life by phone: four or five password hashes and three full
// page loads between the sign-in screens' entry and the member app's
// (docs/decisions/015-visitor-entry.md), about 20 s on a busy two-core machine.
test.slow();

/** Signs a new member up on /register's Phone tab, as a member does; they land on /home. */
async function signUpByPhone(page: Page) {
  const number = newPhoneNumber();
  await page.goto('/register');
  await page.getByRole('tab', { name: 'Phone' }).click();
  const details = page.getByRole('form', { name: 'Create account with phone' });
  await details.getByLabel('Full name').fill('Lois of Lystra');
  await details.getByLabel('Country').selectOption('US');
  await details.getByLabel('Phone number').fill(number.national);
  await details.getByLabel('Password').fill(PASSWORD);
  await details.getByRole('button', { name: 'Text me a code' }).click();

  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await expect(codeForm.getByText(`We've texted a 6-digit code to ${number.e164}`)).toBeVisible();
  await codeForm.getByLabel('Code').fill(await latestCodeTexted(number.e164));
  await codeForm.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/home');
  return number;
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
}

async function signOut(page: Page) {
  await openSettings(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('signs up by phone with the texted code, then signs out and back in by phone', async ({
  page,
}) => {
  const { national, e164 } = await signUpByPhone(page);
  // docs/product/accounts-and-shell.md#who-is-signed-in: Settings shows the number, written for
  // people, and never the placeholder the account's e-mail column holds.
  await openSettings(page);
  const details = page.getByRole('main');
  await expect(details.getByText('Phone', { exact: true })).toBeVisible();
  const written = `+1 ${e164.slice(2, 5)} ${e164.slice(5, 8)} ${e164.slice(8)}`;
  await expect(details.getByText(written)).toBeVisible();
  await expect(details.getByText('Email', { exact: true })).toHaveCount(0);
  await expect(details.getByText(/phone\.manna\.invalid/)).toHaveCount(0);
  await signOut(page);

  await page.getByRole('tab', { name: 'Phone' }).click();
  const signIn = page.getByRole('form', { name: 'Sign in with phone' });
  await signIn.getByLabel('Country').selectOption('US');
  await signIn.getByLabel('Phone number').fill(national);
  await signIn.getByLabel('Password').fill('not-the-password');
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid phone number or password');

  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/home');
});

// docs/product/accounts-and-shell.md#reset-by-text-message
test('a phone member who forgot the password resets it with a texted code and signs in', async ({
  page,
}) => {
  const NEW_PASSWORD = 'a-brand-new-pass-phrase';
  const { national, e164 } = await signUpByPhone(page);
  await signOut(page);

  await page.getByRole('tab', { name: 'Phone' }).click();
  await page
    .getByRole('form', { name: 'Sign in with phone' })
    .getByRole('link', { name: 'Forgot password?' })
    .click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  const numberForm = page.getByRole('form', { name: 'Reset password with phone' });
  await numberForm.getByLabel('Country').selectOption('US');
  await numberForm.getByLabel('Phone number').fill(national);
  await numberForm.getByRole('button', { name: 'Text me a code' }).click();

  const codeForm = page.getByRole('form', { name: 'Choose a new password' });
  await expect(
    codeForm.getByText(`If ${e164} has a Manna account, we've texted it a 6-digit code.`),
  ).toBeVisible();
  await codeForm.getByLabel('Code').fill(await latestCodeTexted(e164, /password reset/));
  await codeForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await codeForm.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await codeForm.getByRole('button', { name: 'Reset password' }).click();

  await expect(page.getByText('Password updated', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/login?method=phone');
  const signIn = page.getByRole('form', { name: 'Sign in with phone' });
  await signIn.getByLabel('Country').selectOption('US');
  await signIn.getByLabel('Phone number').fill(national);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Invalid phone number or password');

  await signIn.getByLabel('Password').fill(NEW_PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/home');
});
