import { randomInt } from 'node:crypto';
import { expect, PASSWORD, test } from '../support/fixtures';
import { latestCodeTexted } from '../support/sms';

// docs/product/accounts-and-shell.md#sign-up-by-phone: a phone number, a password and the code
// texted to the number (the server texts through SMS_WEBHOOK_URL, here the test's SMS sink).
test('signs up by phone with the texted code, then signs out and back in by phone', async ({
  page,
}) => {
  // 202-555-01xx: numbers set aside for fiction, valid to libphonenumber-js.
  const national = `202555${String(randomInt(100, 200)).padStart(4, '0')}`;
  const e164 = `+1${national}`;

  await page.goto('/register');
  await page.getByRole('tab', { name: 'Phone' }).click();
  const details = page.getByRole('form', { name: 'Create account with phone' });
  await details.getByLabel('Full name').fill('Lois of Lystra');
  await details.getByLabel('Country').selectOption('US');
  await details.getByLabel('Phone number').fill(national);
  await details.getByLabel('Password').fill(PASSWORD);
  await details.getByRole('button', { name: 'Text me a code' }).click();

  const codeForm = page.getByRole('form', { name: 'Enter your code' });
  await expect(codeForm.getByText(`We've texted a 6-digit code to ${e164}`)).toBeVisible();
  await codeForm.getByLabel('Code').fill(await latestCodeTexted(e164));
  await codeForm.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/home');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

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
