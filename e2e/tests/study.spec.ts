import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { axeViolations } from '../support/axe';
import { backgroundChecksAnswered, expect, FROM_OUR_PAGE, test } from '../support/fixtures';
import { bookmarkToggle } from '../support/scripture';

// Study notes and bookmarks from the reading screen (docs/product/study-notes-and-bookmarks.md). A
// new member's plan opens at Matthew 1 in the KJV.

const todayPanel = (page: Page) => page.getByRole('tabpanel', { name: "Today's Reading" });
const scripture = (page: Page) => page.getByRole('region', { name: 'Matthew 1 (KJV)' });
const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });
const verse = (page: Page, number: number) => scripture(page).locator(`[data-verse="${number}"]`);

async function openReading(page: Page, path = '/reading') {
  await page.goto(path);
  await expect(scripture(page)).toContainText('The book of the generation of Jesus Christ');
}

interface NoteSeed {
  book: string;
  chapter: number;
  verse?: number;
  content: string;
  title?: string;
  tags?: string[];
}

async function createNote(page: Page, note: NoteSeed) {
  const response = await page.request.post('/api/study-notes', {
    headers: FROM_OUR_PAGE,
    data: { translation: 'kjv', ...note },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('Study notes', () => {
  test('a verse note and a chapter note from the reader: the badge and both groups', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);

    // Clicking a verse number opens the editor for that verse.
    await scripture(page)
      .getByRole('button', { name: 'Add a note on Matthew 1:1', exact: true })
      .click();
    const editor = page.getByRole('dialog', { name: 'Add Study Note' });
    await expect(editor).toContainText('Matthew 1:1');
    const save = editor.getByRole('button', { name: 'Save Note' });
    await expect(save).toBeDisabled();
    await editor.getByLabel('Note Content *').fill("The promised King comes from David's line.");
    await editor.getByLabel('Tags').fill('kingdom');
    await editor.getByLabel('Tags').press('Enter');
    await expect(editor.getByRole('button', { name: 'Remove tag kingdom' })).toBeVisible();
    await save.click();
    await expect(editor).toBeHidden();
    await expect(notifications(page)).toContainText('Note Saved');
    await expect(notifications(page)).toContainText(
      'Your study note has been saved. Check the Study Notes tab to view all your notes.',
    );
    await expect(verse(page, 1).getByText('1 note')).toBeAttached();

    // The chapter panel, with a chapter-level note added from it.
    await todayPanel(page).getByRole('button', { name: 'Chapter Notes' }).click();
    const panel = page.getByRole('region', { name: /^Study Notes/ });
    await expect(panel.getByRole('region', { name: 'Verse 1 Notes' })).toContainText(
      "The promised King comes from David's line.",
    );
    await panel.getByRole('button', { name: 'Add Note' }).click();
    const chapterEditor = page.getByRole('dialog', { name: 'Add Study Note' });
    await chapterEditor.getByLabel('Title (optional)').fill('Grace in the genealogy');
    await chapterEditor
      .getByLabel('Note Content *')
      .fill('Tamar, Rahab, Ruth and Bathsheba are named among the fathers.');
    await chapterEditor.getByRole('button', { name: 'Save Note' }).click();
    await expect(chapterEditor).toBeHidden();
    await expect(notifications(page)).toContainText('Study Note Added');

    const groups = panel.getByRole('region');
    await expect(groups).toHaveCount(2);
    await expect(groups.nth(0)).toHaveAccessibleName('Chapter Notes');
    await expect(groups.nth(0)).toContainText('Grace in the genealogy');
    await expect(groups.nth(1)).toHaveAccessibleName('Verse 1 Notes');

    // The toggle hides the panel again.
    await todayPanel(page).getByRole('button', { name: 'Hide Notes' }).click();
    await expect(panel).toBeHidden();
  });

  test('the manager filters by tag, edits, exports and deletes with two clicks', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await createNote(page, {
      book: 'John',
      chapter: 3,
      verse: 16,
      title: 'Loved',
      content: 'God so loved the world.',
      tags: ['hope'],
    });
    await createNote(page, {
      book: 'Romans',
      chapter: 8,
      verse: 28,
      content: 'All things work together for good.',
      tags: ['providence'],
    });

    await page.goto('/reading?tab=notes');
    const manager = page.getByRole('region', { name: 'My Study Notes' });
    await expect(manager).toContainText('2 of 2 notes');
    await expect(manager.getByRole('region', { name: 'John' })).toContainText('1 note');

    await manager.getByRole('button', { name: 'Filter' }).click();
    await manager.getByRole('button', { name: 'hope' }).click();
    await expect(manager).toContainText('1 of 2 notes');
    await expect(manager.getByText('Filtered', { exact: true })).toBeVisible();
    await expect(manager.getByRole('region', { name: 'Romans' })).toBeHidden();

    await manager.getByRole('button', { name: 'Edit note: Loved' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Study Note' });
    await editor.getByLabel('Note Content *').fill('God so loved the world that he gave his Son.');
    await editor.getByRole('button', { name: 'Save Note' }).click();
    await expect(editor).toBeHidden();
    await expect(notifications(page)).toContainText('Study Note Updated');
    await expect(manager).toContainText('God so loved the world that he gave his Son.');

    // Export the filtered notes and read the file.
    await manager.getByRole('button', { name: 'Export' }).click();
    const downloading = page.waitForEvent('download');
    await manager.getByRole('link', { name: 'Text (.txt)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^bible-study-notes-\d{4}-\d{2}-\d{2}\.txt$/);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain('John 3:16 - Loved\n');
    expect(file).toContain('Tags: hope\n');
    expect(file).toContain('God so loved the world that he gave his Son.');
    expect(file).toContain(`\n${'-'.repeat(50)}\n`);
    expect(file).not.toContain('All things work together');

    // Delete: the first click arms, the second deletes.
    await manager.getByRole('button', { name: 'Delete note: Loved' }).click();
    await expect(manager).toContainText(
      'Confirm deletion: Click the delete button again to permanently remove this note.',
    );
    await manager.getByRole('button', { name: 'Confirm delete note: Loved' }).click();
    await expect(notifications(page)).toContainText('Study Note Deleted');
    await expect(manager).toContainText('No notes match your filters');

    await manager.getByRole('button', { name: 'Clear filters' }).click();
    await expect(manager).toContainText('1 of 1 notes');
  });

  test('the Study Notes and Bookmarks tabs have no accessibility violations', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await createNote(page, {
      book: 'Matthew',
      chapter: 1,
      verse: 1,
      content: 'The King is announced.',
      tags: ['kingdom'],
    });
    for (const tab of ['notes', 'saved']) {
      await page.goto(`/reading?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toContainText(
        tab === 'notes' ? '1 of 1 notes' : 'No bookmarks yet',
      );
      const results = await axeViolations(page);
      expect(results, tab).toEqual([]);
    }

    await openReading(page);
    await todayPanel(page).getByRole('button', { name: 'Chapter Notes' }).click();
    await expect(page.getByRole('region', { name: /^Study Notes/ })).toContainText(
      'The King is announced.',
    );
    const results = await axeViolations(page);
    expect(results).toEqual([]);
  });

  test('signed out, saving a note says to sign in', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    const backgroundChecks = backgroundChecksAnswered(page);
    await openReading(page);
    await scripture(page)
      .getByRole('button', { name: 'Add a note on Matthew 1:2', exact: true })
      .click();
    const editor = page.getByRole('dialog', { name: 'Add Study Note' });
    await editor.getByLabel('Note Content *').fill('Abraham, the father of the faithful.');
    await backgroundChecks;
    await page.context().clearCookies();
    await editor.getByRole('button', { name: 'Save Note' }).click();
    await expect(notifications(page)).toContainText('Study Notes Error');
    await expect(notifications(page)).toContainText('Please sign in to manage study notes');
  });
});

test.describe('Bookmarks', () => {
  test('bookmark a verse, find it in the Bookmarks tab, remove it', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);

    const toggle = await bookmarkToggle(page, scripture(page), 'Matthew 1:2');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(notifications(page)).toContainText('Verse Bookmarked');
    await expect(notifications(page)).toContainText('Added Matthew 1:2 to your bookmarks.');

    await page.getByRole('tab', { name: 'Bookmarks' }).click();
    const saved = page.getByRole('tabpanel', { name: 'Bookmarks' });
    await expect(saved.getByRole('heading', { name: 'Your Bookmarked Verses' })).toBeVisible();
    const item = saved.getByRole('article', { name: 'Matthew 1:2' });
    await expect(item).toContainText('Abraham begat Isaac');
    await expect(item).toContainText('KJV');

    await item.getByRole('button', { name: 'Remove bookmark Matthew 1:2' }).click();
    await expect(notifications(page)).toContainText('Bookmark Removed');
    await expect(notifications(page)).toContainText(
      'The verse has been removed from your bookmarks.',
    );
    await expect(saved).toContainText(
      'No bookmarks yet - Click the bookmark icon next to any verse while reading to save it for later reference.',
    );
  });

  test('a bookmark made offline is saved on the server once back online', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);
    // The toasts' code comes once the screen has shown (lib/first-screen.ts): a member offline
    // before it came sees the toast once back online (docs/offline.md#code-that-comes-later).
    await expect(notifications(page)).toBeAttached();
    await page.context().setOffline(true);
    await (await bookmarkToggle(page, scripture(page), 'Matthew 1:3')).click();
    await expect(notifications(page)).toContainText("You're offline");
    await expect(
      scripture(page).getByRole('button', { name: 'Bookmark Matthew 1:3', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.context().setOffline(false);
    await expect
      .poll(async () => {
        const response = await page.request.get('/api/bookmarks');
        const { bookmarks } = z
          .object({ bookmarks: z.array(z.object({ reference: z.string() })) })
          .parse(await response.json());
        return bookmarks.map((bookmark) => bookmark.reference);
      })
      .toEqual(['Matthew 1:3']);
  });

  test('a verse bookmarked in the Bible reader is in the Bookmarks tab, and opens in context', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/bible/JHN/3');
    const john = page.getByRole('region', { name: 'John 3 (KJV)' });
    await (await bookmarkToggle(page, john, 'John 3:16')).click();
    await expect(notifications(page)).toContainText('Added John 3:16 to your bookmarks.');

    await page.goto('/reading?tab=saved');
    const item = page.getByRole('article', { name: 'John 3:16' });
    await expect(item).toContainText('For God so loved the world');
    await item.getByRole('link', { name: 'Read John 3:16 in context' }).click();
    await expect(page).toHaveURL(/\/bible\/JHN\/3\?verse=16$/);
    await expect(
      page.getByRole('region', { name: 'John 3 (KJV)' }).locator('[data-verse="16"]'),
    ).toHaveAttribute('data-highlighted', 'true');
  });

  test('signed out, bookmarking asks the member to log in', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    const backgroundChecks = backgroundChecksAnswered(page);
    await openReading(page);
    await backgroundChecks;
    await page.context().clearCookies();
    await (await bookmarkToggle(page, scripture(page), 'Matthew 1:4')).click();
    await expect(notifications(page)).toContainText('Authentication Required');
    await expect(notifications(page)).toContainText('Please log in to bookmark verses.');
  });
});
