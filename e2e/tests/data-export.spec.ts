import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { deleteAccountWithPassword } from '../support/account-deletion';
import { axeViolations } from '../support/axe';
import { expect, FROM_OUR_PAGE, signUpAndConfirm, test } from '../support/fixtures';

// Your data (docs/product/your-data.md): a member downloads everything from Settings, leaves
// (docs/product/accounts-and-shell.md#delete-my-account), and the file brings every record and
// memo back into their new account, once. Chromium's fake microphone
// (playwright.config.ts) records the voice memo.
test.use({ permissions: ['microphone'] });

const MEMO_ENTRY = 'Spoken prayer for the harvest.';

async function openYourData(page: Page) {
  await page.goto('/settings?tab=account');
  const card = page.getByRole('heading', { name: 'Your data' });
  await expect(card).toBeVisible();
}

/** A journal entry with a voice memo, recorded as a member does, and records of other kinds. */
async function createRecords(page: Page) {
  await page.goto('/journal/entries/new');
  await page.getByLabel('Content').fill(MEMO_ENTRY);
  await page.getByRole('button', { name: 'Record voice memo' }).click();
  await expect(page.getByText(/Recording/)).toBeVisible();
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'Save voice memo' }).click();
  await expect(page.getByRole('button', { name: 'Remove voice memo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save entry' }).click();
  await expect(page).toHaveURL(/\/journal$/);

  for (const [path, data] of [
    ['/api/prayers', { title: 'Rain for the fields', content: 'Send the early rain.' }],
    ['/api/study-notes', { book: 'Ruth', chapter: 2, verse: 12, content: 'Under His wings.' }],
    ['/api/bookmarks', { reference: 'Ruth 1:16', text: 'Whither thou goest, I will go' }],
  ] as const) {
    const created = await page.request.post(path, { headers: FROM_OUR_PAGE, data });
    expect(created.status(), await created.text()).toBe(201);
  }
}

/** Settings › Account › Download my data: the file the browser saves. */
async function exportFromSettings(page: Page, savePath: string) {
  await openYourData(page);
  await expect(page.getByTestId('export-summary')).toContainText('Voice memos: 1');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^manna-export-\d{4}-\d{2}-\d{2}\.zip$/);
  await download.saveAs(savePath);
  await expect(page.getByText(/^Saved manna-export-/)).toBeVisible();
}

/** Settings › Account › Import data with the file; answers the result's first line. */
async function importThroughSettings(page: Page, filePath: string) {
  await openYourData(page);
  await page.getByLabel('Export file (.zip)').setInputFiles(filePath);
  await page.getByRole('button', { name: 'Import data' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Import complete' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  return result;
}

test.describe('Your data', () => {
  test('export, delete the account, sign up again, import: every record and memo is back, and a second import adds nothing', async ({
    page,
    member,
  }, testInfo) => {
    // A recording, a download, a deletion, a new account and two uploads.
    test.slow();
    await createRecords(page);
    const archive = testInfo.outputPath('manna-export.zip');
    await exportFromSettings(page, archive);
    await deleteAccountWithPassword(page, member.password);

    await signUpAndConfirm(page.request, member);
    const first = await importThroughSettings(page, archive);
    // The member's default reminder comes along with what they wrote.
    for (const kind of ['Journal entries', 'Voice memos', 'Prayers', 'Study notes', 'Bookmarks']) {
      await expect(first).toContainText(`${kind}: 1 added, 0 already there`);
    }

    await page.goto('/journal');
    await page.getByRole('link', { name: MEMO_ENTRY }).click();
    const player = page.locator('audio');
    await expect(player).toHaveAttribute('src', /^\/api\/voice-memos\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState))
      .toBeGreaterThan(0);
    const memo = await page.request.get((await player.getAttribute('src')) ?? '');
    expect(memo.status()).toBe(200);
    expect(memo.headers()['content-type']).toMatch(/^audio\/webm/);

    await page.goto('/prayers');
    await expect(page.getByText('Rain for the fields')).toBeVisible();
    const notes = await page.request.get('/api/study-notes');
    expect(await notes.text()).toContain('Under His wings.');
    const bookmarks = await page.request.get('/api/bookmarks');
    expect(await bookmarks.text()).toContain('Ruth 1:16');

    const second = await importThroughSettings(page, archive);
    await expect(second).toContainText(/^Import complete0 records added, \d+ already there\./);
    await expect(second).toContainText('Voice memos: 0 added, 1 already there');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a file that is not an export is refused with a message, and nothing is imported', async ({
    page,
    member,
  }, testInfo) => {
    expect(member.email).toBeTruthy();
    const notAnExport = testInfo.outputPath('notes.zip');
    await writeFile(notAnExport, 'these are not the droids');
    await openYourData(page);
    await page.getByLabel('Export file (.zip)').setInputFiles(notAnExport);
    await page.getByRole('button', { name: 'Import data' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await expect(refusal).toContainText('This file is not a Manna export.');
  });
});
