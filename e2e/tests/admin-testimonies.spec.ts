import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, memberBrowser, newMember, test } from '../support/fixtures';

// Testimony review (docs/product/prayers-and-testimonies.md#moderation): a member shares, an admin
// decides on /admin/testimonials, and the member sees the outcome.

const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });

/** Shares a testimony through the form, as a member does; it waits for review. */
async function shareTestimony(page: Page, title: string, story: string) {
  await page.goto('/testimonies/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Your story').fill(story);
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(notifications(page).getByText('Testimony sent for review')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** A new member, on a browser of their own, shares a testimony with a title of its own. */
async function newAuthorShares(
  browser: Browser,
  baseURL: string | undefined,
  { name, title, story }: { name?: string; title: string; story: string },
) {
  const author = await memberBrowser(browser, baseURL, newMember(name ? { name } : {}));
  const uniqueTitle = `${title} ${randomUUID().slice(0, 8)}`;
  await shareTestimony(author, uniqueTitle, story);
  return { author, title: uniqueTitle };
}

/** The admin opens the testimony from the waiting queue, reached from the overview. */
async function openFromQueue(page: Page, title: string) {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Testimonies waiting' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Testimony review' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe('testimony review', () => {
  // Each test's page is the admin's; the members who share act in browsers of their own.
  test.beforeEach(async ({ admin }) => {
    expect(admin.email).toBeTruthy();
  });

  test('an admin approves a testimony and the community sees it on /testimonies', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { author, title } = await newAuthorShares(browser, baseURL, {
      name: 'Lydia of Thyatira',
      title: 'Provision in winter',
      story: 'The rent was paid by a stranger.',
    });

    await openFromQueue(page, title);
    await expect(page.getByText('The rent was paid by a stranger.')).toBeVisible();
    await expect(page.getByText(/By Lydia of Thyatira on/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this testimony?' });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(notifications(page).getByText('Testimony approved')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // Any member now finds it among the community's testimonies.
    await author.goto('/testimonies');
    await expect(author.getByRole('link', { name: title })).toBeVisible();
    const reader = await memberBrowser(browser, baseURL, newMember({ name: 'Tabitha' }));
    await reader.goto('/testimonies');
    await expect(reader.getByRole('link', { name: title })).toBeVisible();
    await author.context().close();
    await reader.context().close();
  });

  test('a rejected testimony shows its author the reviewer’s note', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { author, title } = await newAuthorShares(browser, baseURL, {
      name: 'Phoebe',
      title: 'My neighbour',
      story: 'Jonathan Smith of 12 Elm Street was healed.',
    });

    await openFromQueue(page, title);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this testimony?' });
    await dialog
      .getByLabel('Note to the author (optional)')
      .fill('Please leave out full names and addresses.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(notifications(page).getByText('Testimony rejected')).toBeVisible();

    await author.goto('/testimonies?tab=mine');
    const card = author.getByRole('article', { name: title });
    await expect(card.getByText('Not approved')).toBeVisible();
    await expect(card).toContainText("Reviewer's note: Please leave out full names and addresses.");
    await author.goto('/testimonies');
    await expect(author.getByRole('link', { name: title })).toHaveCount(0);
    await author.context().close();
  });

  test('both review screens pass axe', async ({ page, browser, baseURL }) => {
    const { author, title } = await newAuthorShares(browser, baseURL, {
      title: 'Axe check',
      story: 'A quiet answer.',
    });
    await author.context().close();

    await page.goto('/admin/testimonials');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('dialog', { name: 'Reject this testimony?' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('testimony review, as a member', () => {
  test('a member opening the review screens sees Access denied', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    for (const path of ['/admin/testimonials', `/admin/testimonials/${randomUUID()}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    }
  });
});
