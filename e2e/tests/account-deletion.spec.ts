import type { Page } from '@playwright/test';
import { openDeleteDialog } from '../support/account-deletion';
import { axeViolations } from '../support/axe';
import { expect, FROM_OUR_PAGE, type Member, test } from '../support/fixtures';
import { mailTo } from '../support/mail';

// docs/product/accounts-and-shell.md#delete-my-account

const FAREWELL = /Your account and everything in it have been deleted/;

/** The member is gone: the farewell on the sign-in screen, and their password no longer works. */
async function expectGone(page: Page, member: Member) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(FAREWELL)).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  await page.goto('/journal');
  await expect(page).toHaveURL(/\/login\?return=/);
}

test.describe('Delete my account', () => {
  test('with the password, after a wrong one, and everything of the member is gone', async ({
    page,
    member,
  }) => {
    const entry = await page.request.post('/api/journal/entries', {
      headers: FROM_OUR_PAGE,
      data: { title: 'Before I go', content: 'Thank you for the years.' },
    });
    expect(entry.status()).toBe(201);
    const dialog = await openDeleteDialog(page);
    await expect(dialog.getByText('Your journal, prayer topics and voice memos')).toBeVisible();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(
      dialog.getByText('That password is not right. Nothing was deleted.'),
    ).toBeVisible();

    await dialog.getByLabel('Password').fill(member.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

    await expectGone(page, member);
  });

  test('with a code e-mailed instead of the password', async ({ page, member }) => {
    const dialog = await openDeleteDialog(page);
    await dialog.getByRole('button', { name: 'Send me a code instead' }).click();
    await expect(dialog.getByText(`We sent 6 digits to ${member.email}.`)).toBeVisible();
    const mail = await mailTo(member.email, 'Your code to delete your Manna account');
    const code = mail.text.match(/\b\d{6}\b/)?.[0] ?? '';

    await dialog.getByLabel('Code').fill(code);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();

    await expectGone(page, member);
  });

  test('keeping the account closes the dialog and changes nothing', async ({ page, member }) => {
    const dialog = await openDeleteDialog(page);
    await dialog.getByRole('button', { name: 'Keep my account' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByText(member.email)).toBeVisible();
  });
});
