import { randomUUID } from 'node:crypto';
import { BANNED_AT_SIGN_IN } from '@manna/shared';
import type { Browser, Page } from '@playwright/test';
import { expect, type Member, memberBrowser, newMember, test } from '../support/fixtures';

// Members in the admin area (docs/product/admin.md#members): an admin finds a member on
// /admin/users and acts on their page.

const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });

/** A member with a name of their own, signed in on a browser of their own beside the admin's. */
async function namedMemberBrowser(browser: Browser, baseURL: string | undefined) {
  const member = newMember({ name: `Junia ${randomUUID().slice(0, 8)}` });
  return { member, page: await memberBrowser(browser, baseURL, member) };
}

/** From the admin overview to the member's page, through the list's search. */
async function openMember(page: Page, member: Member) {
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Members' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, e-mail or phone' }).fill(member.name);
  await expect(page).toHaveURL(/[?&]q=Junia/);
  const table = page.getByRole('table', { name: 'Members' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: member.email })).toBeVisible();
  await table.getByRole('link', { name: member.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
}

test.describe('members', () => {
  test.beforeEach(async ({ admin }) => {
    expect(admin.email).toBeTruthy();
  });

  test('an admin makes a member an admin and back', async ({ page, browser, baseURL }) => {
    const { member } = await namedMemberBrowser(browser, baseURL);
    await openMember(page, member);

    await page.getByRole('button', { name: 'Make admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make this member an admin?' });
    await dialog.getByRole('button', { name: 'Make admin' }).click();
    await expect(notifications(page).getByText('Role changed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove admin role' })).toBeVisible();
    await expect(page.getByText(/changed the role of/)).toBeVisible();

    await page.getByRole('button', { name: 'Remove admin role' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the admin role?' })
      .getByRole('button', { name: 'Remove admin role' })
      .click();
    await expect(page.getByRole('button', { name: 'Make admin' })).toBeVisible();
    await expect(page.getByText(/changed the role of/)).toHaveCount(2);
  });

  test('an admin adjusts tokens with a reason and sees the ledger row', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { member } = await namedMemberBrowser(browser, baseURL);
    await openMember(page, member);
    const reason = `Helped at the retreat ${randomUUID().slice(0, 8)}`;

    const form = page.getByRole('form', { name: 'Adjust tokens' });
    await form.getByLabel('Tokens to add or take').fill('7');
    await form.getByLabel('Reason').fill(reason);
    await form.getByRole('button', { name: 'Adjust tokens' }).click();

    await expect(notifications(page).getByText('Tokens adjusted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tokens: 7' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Latest token history' })
      .getByRole('row', { name: new RegExp(reason) });
    await expect(row).toContainText('+7');
    await expect(row).toContainText('Adjusted by an admin');
    await expect(page.getByText(/adjusted the tokens of/)).toBeVisible();
  });

  test('a banned member is signed out and refused at sign-in with the reason why', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { member, page: memberPage } = await namedMemberBrowser(browser, baseURL);
    await openMember(page, member);

    await page.getByRole('button', { name: 'Ban member' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ban this member?' });
    await dialog.getByLabel('Reason (for the staff)').fill('Spam in testimonies');
    await dialog.getByRole('button', { name: 'Ban member' }).click();
    await expect(notifications(page).getByText('Member banned')).toBeVisible();
    await expect(page.getByText('Yes: Spam in testimonies')).toBeVisible();

    await memberPage.goto('/home');
    await expect(memberPage).toHaveURL(/\/login/);
    await memberPage.getByLabel('Email').fill(member.email);
    await memberPage.getByLabel('Password').fill(member.password);
    await memberPage.getByRole('button', { name: 'Sign in' }).click();
    await expect(memberPage.getByRole('alert')).toContainText(BANNED_AT_SIGN_IN);
    await expect(memberPage).toHaveURL(/\/login/);
  });
});
