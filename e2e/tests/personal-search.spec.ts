import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, FROM_OUR_PAGE, memberBrowser, newMember, test } from '../support/fixtures';

// Issue 16: one search box for a member's own words, reached by '/' from any screen
// (docs/product/search.md).

/** Creates what `data` describes from our page: a 201 with its JSON answer. */
async function post(request: APIRequestContext, path: string, data: object): Promise<unknown> {
  const response = await request.post(path, { headers: FROM_OUR_PAGE, data });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** What a member writes about the one word, in a study note, a journal entry and a prayer. */
async function writeAbout(request: APIRequestContext, word: string, whose: string) {
  await post(request, '/api/study-notes', {
    book: 'Exodus',
    chapter: 25,
    verse: 31,
    translation: 'kjv',
    title: `${whose} note`,
    content: `The ${word} of pure gold, beaten work.`,
  });
  await post(request, '/api/journal/entries', {
    title: `${whose} entry`,
    content: `Tonight the ${word} by the window reminded me to keep watch.`,
  });
  await post(request, '/api/prayers', {
    title: `${whose} prayer`,
    content: `Let my life be a ${word} for my neighbours.`,
  });
}

test.describe('Personal search', () => {
  test("'/' opens the search, which lists the member's note, entry and prayer and no one else's", async ({
    page,
    browser,
    baseURL,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await writeAbout(page.request, 'lampstand', 'My');
    const someoneElse = await memberBrowser(browser, baseURL, newMember({ name: 'Other Reader' }));
    await writeAbout(someoneElse.request, 'lampstand', 'Their');
    await someoneElse.context().close();

    await page.goto('/home');
    const field = page.getByRole('searchbox', { name: 'Search your writing' });
    // The box loads just after the screen.
    await expect(field).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await field.fill('lampst');
    await field.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=lampst$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    await expect(results).toHaveCount(3);
    for (const title of ['My note', 'My entry', 'My prayer']) {
      await expect(results.filter({ hasText: title })).toHaveCount(1);
    }
    await expect(results.filter({ hasText: /Their/ })).toHaveCount(0);
    await expect(page.getByText('3 results for “lampst”')).toBeAttached();
    await expect(page.getByRole('main').locator('mark').first()).toHaveText('lampstand');

    // One kind, then all again.
    await page.getByRole('main').getByRole('link', { name: 'Prayers', exact: true }).click();
    await expect(page).toHaveURL(/kind=prayer/);
    await expect(results).toHaveCount(1);

    await expectAccessible(page, '/search');

    await results.getByRole('link').click();
    await expect(page).toHaveURL(/\/prayers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My prayer' })).toBeVisible();

    // Nothing of theirs for a word only the other member wrote.
    await page.goto('/search?q=Their');
    await expect(page.getByText('Nothing of yours matches “Their”')).toBeVisible();
  });

  test("on a phone the search sits behind an icon button, and '/' still opens it", async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    const field = page.getByRole('searchbox', { name: 'Search your writing' });
    const openButton = page.getByRole('button', { name: 'Search', exact: true });
    await expect(openButton).toBeVisible();
    await expect(field).toBeHidden();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
    await openButton.click();
    await expect(field).toBeFocused();
    await field.fill('nothing here');
    await field.press('Enter');
    await expect(page.getByText('Nothing of yours matches “nothing here”')).toBeVisible();
  });
});
