import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// docs/product/accounts-and-shell.md#delete-my-account

/** Settings › Account › 'Delete my account': the dialog, open. */
export async function openDeleteDialog(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Deletes the signed-in member's account with their password, as they would. */
export async function deleteAccountWithPassword(page: Page, password: string) {
  const dialog = await openDeleteDialog(page);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText(/Your account and everything in it have been deleted/)).toBeVisible();
}
