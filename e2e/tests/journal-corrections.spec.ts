import type { APIRequestContext, Page, Response } from '@playwright/test';
import { z } from 'zod';
import { expectAccessible } from '../support/axe';
import { expect, FROM_OUR_PAGE, test } from '../support/fixtures';

// Issue 11, items 8 and 9 (journal part), on a phone: where saving a topic entry lands, topic
// entries on the Entries tab, headings drawn from first words, /journal/{id} in one request, and
// the topic title's field message (docs/product/journal.md).
test.use({ viewport: { width: 390, height: 844 } });

/** Creates what `data` describes from our page: a 201 with its JSON answer. */
async function post(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await request.post(path, { headers: FROM_OUR_PAGE, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

const topicAnswerSchema = z.object({ topic: z.object({ id: z.string() }) });

const addTopic = async (request: APIRequestContext, title: string) =>
  topicAnswerSchema.parse(await post(request, '/api/journal/topics', { title })).topic;

const addTopicEntry = (request: APIRequestContext, topicId: string, data: object) =>
  post(request, `/api/journal/topics/${topicId}/entries`, data);

const addEntry = (request: APIRequestContext, data: object) =>
  post(request, '/api/journal/entries', data);

/** No axe violations on the journal as it is, once its achievements show, light and dark. */
async function expectJournalAccessible(page: Page, what: string) {
  await expect(page.getByRole('region', { name: 'Journal achievements' })).toBeVisible();
  await expectAccessible(page, what);
}

test.describe('Journal corrections (issue 11)', () => {
  test('saving or editing an entry inside a topic lands on /journal with the topic marked', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    // Older topics, so the one written in has to move to the top to be seen.
    const family = await addTopic(page.request, 'My family');
    for (const title of ['Work', 'Church', 'Neighbours', 'Health']) {
      await addTopic(page.request, title);
    }
    await page.goto(`/journal/${family.id}`);
    await page.getByRole('link', { name: 'Add entry' }).click();
    await page.getByLabel('Content').fill('Peace at the dinner table.');
    await page.getByRole('button', { name: 'Save entry' }).click();

    // After creating a journal entry the member goes to /journal
    // (docs/product/journal.md#where-the-member-goes-next).
    await expect(page).toHaveURL(/\/journal\?tab=topics$/);
    await expect(page.getByRole('tab', { name: 'Topics' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const topics = page.getByRole('list', { name: 'Journal topics' });
    const marked = topics.getByRole('link', { name: 'My family', exact: true });
    await expect(marked).toBeFocused();
    await expect(marked).toHaveAccessibleDescription('Entry saved here');
    await expect(topics.getByRole('article').first()).toHaveAccessibleName('My family');
    await expect(topics.getByRole('article', { name: 'My family' })).toContainText('1 entry');
    await expect(topics.getByText('Entry saved here')).toHaveCount(1);
    await expect(marked).toBeInViewport();
    await expectJournalAccessible(page, 'the Topics tab with a topic marked');
    // The mark travels in the history entry's state, so a reload keeps it
    // (docs/product/journal.md#where-the-member-goes-next).
    await page.reload();
    await expect(marked).toHaveAccessibleDescription('Entry saved here');

    // Editing it from the topic page lands there too.
    await marked.click();
    const entry = page.getByRole('article', { name: 'Peace at the dinner table.' });
    await entry.getByRole('button', { name: 'Edit entry: Peace at the dinner table.' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit entry' });
    await editor.getByLabel('Title (optional)').fill('Dinner table');
    await editor.getByRole('button', { name: 'Save entry' }).click();
    await expect(page).toHaveURL(/\/journal\?tab=topics$/);
    await expect(page.getByRole('link', { name: 'My family', exact: true })).toBeFocused();
    await expect(
      page.getByRole('link', { name: 'My family', exact: true }),
    ).toHaveAccessibleDescription('Entry saved here');
  });

  test('a topic entry appears in the Entries tab with its topic, and opens at it', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const family = await addTopic(page.request, 'My family');
    await addEntry(page.request, { title: 'Morning thanks', content: 'For the rain.' });
    await addTopicEntry(page.request, family.id, {
      type: 'reflection',
      title: 'Sam starts Monday',
      content: 'The door opened.',
    });

    await page.goto('/journal');
    const entries = page.getByRole('list', { name: 'Journal entries' });
    await expect(page.getByText('Showing 2 of 2')).toBeVisible();
    // Newest first, whichever kind.
    await expect(entries.getByRole('article').first()).toHaveAccessibleName('Sam starts Monday');
    await expect(entries.getByRole('article').nth(1)).toHaveAccessibleName('Morning thanks');
    const card = entries.getByRole('article', { name: 'Sam starts Monday' });
    await expect(card).toContainText('My family');
    await expect(card).toContainText('Reflection');
    await expect(card).toContainText('The door opened.');
    await expectJournalAccessible(page, 'the Entries tab with a topic entry');

    await card.getByRole('link', { name: 'Sam starts Monday' }).click();
    await expect(page).toHaveURL(new RegExp(`/journal/${family.id}#topic-entry-`));
    await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Sam starts Monday' })).toBeFocused();
  });

  test('an untitled entry and an untitled study note are headed by their first words', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await addEntry(page.request, {
      content: 'Thank you for the rain on the fields this morning, and for the harvest to come.',
    });
    await addEntry(page.request, { content: 'Pray for Mum’s surgery\nOn Thursday at nine.' });
    await post(page.request, '/api/study-notes', {
      book: 'Matthew',
      chapter: 4,
      verse: 7,
      translation: 'kjv',
      content: 'Do not put God to the test\nJesus answers from Deuteronomy.',
    });
    await post(page.request, '/api/study-notes', {
      book: 'Matthew',
      chapter: 4,
      verse: 7,
      translation: 'kjv',
      content: 'Trust without demanding proof.',
    });

    await page.goto('/journal');
    const entries = page.getByRole('list', { name: 'Journal entries' });
    await expect(entries.getByRole('heading', { level: 2 })).toHaveText([
      'Pray for Mum’s surgery',
      'Thank you for the rain on the fields this morning…',
    ]);
    await expect(entries).not.toContainText('Untitled entry');
    // The first line is the heading, not repeated under it.
    const surgery = entries.getByRole('article', { name: 'Pray for Mum’s surgery' });
    await expect(surgery).toContainText('On Thursday at nine.');
    await expect(surgery.getByText(/Pray for Mum’s surgery/)).toHaveCount(1);

    await surgery.getByRole('link', { name: 'Pray for Mum’s surgery' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pray for Mum’s surgery' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Pray for Mum’s surgery · Journal · Manna');

    await page.goto('/reading?tab=notes');
    const manager = page.getByRole('region', { name: 'My Study Notes' });
    const first = manager.getByRole('article', { name: 'Do not put God to the test' });
    const second = manager.getByRole('article', { name: 'Trust without demanding proof.' });
    await expect(first).toContainText('Matthew 4:7');
    await expect(first).toContainText('Jesus answers from Deuteronomy.');
    await expect(second).toContainText('Matthew 4:7');
    await expect(manager.getByRole('heading', { name: 'Matthew 4:7', exact: true })).toHaveCount(0);
  });

  test('opening a topic or an entry asks the API once, and nothing answers 404', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const family = await addTopic(page.request, 'My family');
    await addTopicEntry(page.request, family.id, {
      title: 'Safe roads',
      content: 'Keep them safe.',
    });
    await addEntry(page.request, { title: 'Morning thanks', content: 'For the rain.' });

    const missing: string[] = [];
    const journalReads: string[] = [];
    const watch = (response: Response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/api/')) return;
      if (response.status() === 404) missing.push(`${response.request().method()} ${url.pathname}`);
      if (/^\/api\/journal\/(items|entries|topics)\/[^/]+$/.test(url.pathname)) {
        journalReads.push(url.pathname);
      }
    };
    page.on('response', watch);

    await page.goto('/journal?tab=topics');
    await page.getByRole('link', { name: 'My family', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Safe roads' })).toBeVisible();
    expect(journalReads).toEqual([`/api/journal/items/${family.id}`]);

    await page.getByRole('link', { name: 'Back to Journal' }).click();
    await page.getByRole('link', { name: 'Morning thanks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Morning thanks' })).toBeVisible();

    // Straight to a topic by its address, as a bookmark or reload does.
    await page.goto(`/journal/${family.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible();

    expect(missing).toEqual([]);
    expect(journalReads.filter((path) => !path.startsWith('/api/journal/items/'))).toEqual([]);
    expect(journalReads).toHaveLength(3);
    page.off('response', watch);
  });

  test("an empty topic title says 'Give your topic a title'; the API keeps its own words", async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/journal/new');
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('   ');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByText('Give your topic a title')).toBeVisible();
    await expect(title).toHaveAccessibleDescription('Give your topic a title');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expect(page.getByText('User ID and title are required')).toHaveCount(0);
    await expect(page).toHaveURL(/\/journal\/new$/);

    const refused = await page.request.post('/api/journal/topics', {
      headers: FROM_OUR_PAGE,
      data: { title: ' ' },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: 'User ID and title are required' });

    await title.fill('My family');
    await page.getByRole('button', { name: 'Create topic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible();
  });
});
