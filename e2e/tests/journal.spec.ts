import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expectAccessible } from '../support/axe';
import {
  deviceAddress,
  expect,
  FROM_OUR_PAGE,
  newMember,
  signUpAndConfirm,
  test,
} from '../support/fixtures';

// The prayer journal, prayers and testimonies (docs/product/journal.md#routes,
// docs/product/journal.md#rules). Chromium's fake microphone (playwright.config.ts) stands in for a
// member recording a voice memo.
test.use({ permissions: ['microphone'] });

const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });

async function openJournal(page: Page) {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
}

test.describe('Journal', () => {
  test('a free entry: written, edited and deleted, landing on /journal each time; the first earns a badge', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openJournal(page);
    const achievements = page.getByRole('region', { name: 'Journal achievements' });
    await expect(achievements).toContainText('1 more entry to First Reflection');

    await page.getByRole('link', { name: 'New entry' }).first().click();
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText('Content is required')).toBeVisible();
    await page.getByLabel('Title (optional)').fill('Morning thanks');
    await page.getByLabel('Content').fill('Thank you for the rain on the fields.');
    await expect(page.getByRole('switch', { name: 'Private' })).toBeChecked();
    await page.getByRole('button', { name: 'Save entry' }).click();

    await expect(page).toHaveURL(/\/journal$/);
    await expect(notifications(page)).toContainText('Achievement unlocked: First Reflection');
    await expect(achievements).toContainText('1 of');
    const entries = page.getByRole('list', { name: 'Journal entries' });
    await expect(entries).toContainText('Morning thanks');

    // Search finds it by a word of its content.
    await page.getByLabel('Search your journal').fill('RAIN');
    await expect(page.getByRole('link', { name: /Morning thanks/ })).toHaveCount(1);
    await page.getByLabel('Search your journal').fill('');

    await entries.getByRole('link', { name: 'Morning thanks' }).click();
    await page.getByRole('link', { name: 'Edit entry' }).click();
    await page.getByLabel('Content').fill('Thank you for the rain, and for the harvest to come.');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(entries).toContainText('and for the harvest to come');

    await entries.getByRole('link', { name: 'Morning thanks' }).click();
    await page.getByRole('button', { name: 'Delete entry' }).click();
    // The confirmation loads with this first click (docs/decisions/005-first-load-budget.md).
    await page
      .getByRole('alertdialog', { name: 'Delete this entry?' })
      .getByRole('button', { name: 'Delete entry' })
      .click();
    await expect(page).toHaveURL(/\/journal$/);
    await expect(page.getByText('Morning thanks')).toBeHidden();
  });

  test('a topic with a prayer entry and a scripture reference, answered, counted on the topic list', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openJournal(page);
    await page.getByRole('link', { name: 'New topic' }).first().click();
    await page.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByText('Give your topic a title')).toBeVisible();
    await page.getByLabel('Title').fill('My family');
    await page.getByLabel('Goal (optional)').fill('Pray for each of them by name');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByRole('heading', { name: 'My family' })).toBeVisible();

    await page.getByRole('link', { name: 'Add entry' }).click();
    await expect(page.getByLabel('Entry type')).toHaveValue('prayer');
    await page.getByLabel('Title (optional)').fill("Sam's new job");
    await page.getByLabel('Content').fill('Open the right door for Sam.');
    await page.getByLabel('Scripture reference (optional)').fill('Not a verse');
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page.getByText('Invalid reference format: Not a verse')).toBeVisible();
    await page.getByLabel('Scripture reference (optional)').fill('Revelation 3:8');
    await page.getByRole('button', { name: 'Save entry' }).click();
    // To /journal, with the topic marked (docs/product/journal.md#where-the-member-goes-next); the
    // topic opens from there.
    await expect(page).toHaveURL(/\/journal\?tab=topics$/);
    await page.getByRole('link', { name: 'My family', exact: true }).click();

    const entry = page.getByRole('article', { name: "Sam's new job" });
    await expect(entry).toContainText('Revelation 3:8');
    await entry.getByRole('button', { name: "Mark answered: Sam's new job" }).click();
    const answer = page.getByRole('dialog', { name: 'Mark as answered' });
    await answer.getByLabel('Answer details (optional)').fill('He starts on Monday.');
    await answer.getByRole('button', { name: 'Mark answered' }).click();
    await expect(entry).toContainText('He starts on Monday.');

    await openJournal(page);
    await page.getByRole('tab', { name: 'Topics' }).click();
    const topic = page.getByRole('article', { name: 'My family' });
    await expect(topic).toContainText('1 entry');
    await expect(topic).toContainText('1 answered');
  });

  test('a voice memo is recorded, played back and deleted', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/journal/entries/new');
    await page.getByLabel('Content').fill('Spoken prayer for the week.');
    await page.getByRole('button', { name: 'Record voice memo' }).click();
    await expect(page.getByText(/Recording/)).toBeVisible();
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Save voice memo' }).click();
    await expect(page.getByRole('button', { name: 'Remove voice memo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page).toHaveURL(/\/journal$/);

    await page.getByRole('link', { name: 'Spoken prayer for the week.' }).click();
    const player = page.locator('audio');
    await expect(player).toHaveAttribute('src', /^\/api\/voice-memos\/[0-9a-f-]{36}$/);
    const src = (await player.getAttribute('src')) ?? '';
    // The browser can load and play it: the owner is served real audio.
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState))
      .toBeGreaterThan(0);
    const audio = await page.request.get(src);
    expect(audio.status()).toBe(200);
    expect(audio.headers()['content-type']).toMatch(/^audio\/webm/);
    expect(audio.headers()['cache-control']).toBe('private, no-store');

    await page.getByRole('link', { name: 'Edit entry' }).click();
    await page.getByRole('button', { name: 'Remove voice memo' }).click();
    await expect(page.getByRole('button', { name: 'Record voice memo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save entry' }).click();
    await expect(page).toHaveURL(/\/journal$/);
    expect((await page.request.get(src)).status()).toBe(404);
  });
});

test.describe('Accessibility', () => {
  test('/journal, its entry form, /prayers and /testimonies have no violations, light and dark', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const created = await page.request.post('/api/prayers', {
      headers: FROM_OUR_PAGE,
      data: { title: 'Rain for the harvest', content: 'Send the early and the latter rain.' },
    });
    expect(created.status()).toBe(201);
    const screens = [
      {
        path: '/journal',
        ready: page.getByRole('region', { name: 'Journal achievements' }),
      },
      { path: '/prayers', ready: page.getByRole('group', { name: 'Show prayers' }) },
      { path: '/testimonies', ready: page.getByRole('heading', { level: 1, name: 'Testimonies' }) },
      { path: '/journal/entries/new', ready: page.getByLabel('Content') },
    ];
    for (const { path, ready } of screens) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      await expectAccessible(page, path);
    }
  });
});

test.describe('Prayers and testimonies', () => {
  test('a prayer is answered, added to the journal and shared as a testimony, pending review', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/prayers');
    await page.getByRole('link', { name: 'New prayer' }).first().click();
    await page.getByLabel('Title').fill('Healing for Mum');
    await page
      .getByLabel('Prayer request')
      .fill('Strengthen her, Lord, and give the doctors wisdom.');
    await page.getByRole('button', { name: 'Save prayer' }).click();
    await expect(page.getByRole('heading', { name: 'Healing for Mum' })).toBeVisible();

    await page.getByRole('button', { name: 'Mark as answered' }).click();
    const answer = page.getByRole('dialog');
    await answer
      .getByLabel(/answer/i)
      .first()
      .fill('She is home and well.');
    await answer.getByRole('button', { name: 'Mark as answered' }).click();
    await expect(page.getByText('She is home and well.')).toBeVisible();

    await page.getByRole('button', { name: 'Add to journal' }).click();
    await expect(page.getByRole('link', { name: 'Open in journal' })).toBeVisible();

    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'Your latest prayer' })).toContainText(
      'Healing for Mum',
    );

    await page.goto('/prayers');
    await page
      .getByRole('link', { name: /Healing for Mum/ })
      .first()
      .click();
    await page.getByRole('link', { name: 'Share a testimony' }).click();
    await expect(page.getByLabel('Title')).toHaveValue('Healing for Mum');
    await page.getByRole('button', { name: 'Send for review' }).click();
    await expect(notifications(page)).toContainText('Testimony sent for review');
    await expect(page.getByText('Waiting for review')).toBeVisible();
    const testimonyUrl = page.url();

    // Nobody else sees it before an admin approves it.
    await page.context().clearCookies();
    await signUpAndConfirm(page.request, newMember({ name: 'Another Member' }));
    await page.goto(testimonyUrl);
    await expect(page.getByText('Testimony not found')).toBeVisible();
    await page.goto('/testimonies');
    await expect(page.getByText('Healing for Mum')).toBeHidden();
  });

  test('a testimony appears to the community once an admin approves it', async ({
    page,
    admin,
    playwright,
    baseURL,
  }) => {
    expect(admin.email).toBeTruthy();
    const author = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
    });
    await signUpAndConfirm(author, newMember({ name: 'Lydia of Thyatira' }));
    // Other specs share testimonies on the same server: this one's title is its own.
    const title = `Provision in winter ${randomUUID().slice(0, 8)}`;
    const shared = await author.post('/api/testimonies', {
      headers: FROM_OUR_PAGE,
      data: { title, content: 'The rent was paid by a stranger.' },
    });
    expect(shared.status()).toBe(201);
    const { testimony } = z
      .object({ testimony: z.object({ id: z.string() }) })
      .parse(await shared.json());

    await page.goto('/testimonies');
    await expect(page.getByRole('heading', { level: 1, name: 'Testimonies' })).toBeVisible();
    await expect(page.getByText(title)).toBeHidden();

    const review = await page.request.post(`/api/admin/testimonies/${testimony.id}/review`, {
      headers: FROM_OUR_PAGE,
      data: { status: 'approved' },
    });
    expect(review.ok(), await review.text()).toBe(true);
    await page.reload();
    await expect(page.getByText(title)).toBeVisible();
    await expect(
      page.getByRole('article').filter({ hasText: title }).getByText('Lydia of Thyatira'),
    ).toBeVisible();
    await author.dispose();
  });
});
