import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Scripture search (docs/product/scripture.md#search).

const searchBox = (page: Page) =>
  page.getByRole('searchbox', { name: 'Words, a phrase or a reference' });

test.describe('Scripture search', () => {
  // Every test here searches as a fresh, signed-in member: asking for the fixture signs one up.
  test.beforeEach(({ member }) => {
    expect(member.email).toBeTruthy();
  });

  test('finds a phrase in John 3 and opens the verse in the reader', async ({ page }) => {
    await page.goto('/bible/JHN/1');
    await page.getByRole('link', { name: 'Search the Bible for words or a phrase' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search the Bible' })).toBeVisible();

    await searchBox(page).fill('"only begotten Son"');
    await searchBox(page).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'found for' })).toHaveText(
      '5 verses found for “"only begotten Son"” in the KJV',
    );
    const results = page.getByRole('list', { name: 'Verses' });
    const john316 = results.getByRole('link', { name: /John 3:16/ });
    await expect(john316).toContainText('For God so loved the world');
    await expect(john316.locator('mark')).toHaveText(['begotten', 'Son']);

    await john316.click();
    await expect(page).toHaveURL(/\/bible\/JHN\/3\?verse=16$/);
    const highlighted = page
      .getByRole('region', { name: 'John 3 (KJV)' })
      .locator('[data-highlighted]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toContainText('For God so loved the world');
  });

  test('a reference typed into the box opens the passage', async ({ page }) => {
    await page.goto('/bible/search');
    await searchBox(page).fill('jn 3:16');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/bible\/JHN\/3\?verse=16$/);
    await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
  });

  test('filters by translation and book, and says when nothing is found', async ({ page }) => {
    await page.goto('/bible/search?q=shepherd&translation=web');
    await page.getByRole('combobox', { name: 'Book' }).selectOption('JHN');
    await expect(page).toHaveURL(/book=JHN/);
    const results = page.getByRole('list', { name: 'Verses' });
    await expect(results.getByRole('link').first()).toContainText('John 10');
    await expect(results.getByRole('link').first()).toContainText('WEB');

    await searchBox(page).fill('xyzzy');
    await searchBox(page).press('Enter');
    await expect(page.getByText('No verses found for “xyzzy”')).toBeVisible();
  });

  test('the search screen has no accessibility violations in light and dark', async ({ page }) => {
    await page.goto('/bible/search?q=love&book=1JN');
    await expect(
      page.getByRole('list', { name: 'Verses' }).getByRole('link').first(),
    ).toBeVisible();
    await expectAccessible(page, '/bible/search');
  });
});
