import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expectAccessible } from '../support/axe';
import { expect, test } from '../support/fixtures';

// What the reader says after a rate limit, and how long Retry waits
// (docs/product/scripture.md#the-scripture-panel).
const RATE_LIMIT_INLINE =
  'Rate limit exceeded. Bible API allows 15 requests per 30 seconds. Please wait a moment and try again.';

/** The scrollable scripture area, named after the chapter on screen ('John 3 (KJV)'). */
const scripture = (page: Page, name: string) => page.getByRole('region', { name });

async function chooseTranslation(page: Page, id: string) {
  await page.getByRole('combobox', { name: 'Translation', exact: true }).selectOption(id);
}

test.describe('Bible reader', () => {
  // Every test here reads as a fresh, signed-in member: asking for the fixture signs one up.
  test.beforeEach(({ member }) => {
    expect(member.email).toBeTruthy();
  });

  test('Home links to the Bible, which opens John 1 the first time', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: /Read the Bible/ }).click();
    await expect(page).toHaveURL(/\/bible\/JHN\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'John 1' })).toBeVisible();
    await expect(scripture(page, 'John 1 (KJV)')).toContainText('In the beginning was the Word');
  });

  test('reads John 3 in the KJV, then in the WEB', async ({ page }) => {
    await page.goto('/bible/jhn/3');
    const kjv = scripture(page, 'John 3 (KJV)');
    await expect(kjv).toContainText('For God so loved the world');
    await expect(kjv).toContainText('that he gave his only begotten Son');

    await chooseTranslation(page, 'web');
    const web = scripture(page, 'John 3 (WEB)');
    await expect(web).toContainText('he gave his one and only Son');
    await expect(web).not.toContainText('only begotten');
    // The choice is remembered for the next visit.
    await page.reload();
    await expect(scripture(page, 'John 3 (WEB)')).toContainText('one and only Son');
  });

  test('the font size choice changes the size of the verse text', async ({ page }) => {
    await page.goto('/bible/JHN/3');
    const verse = scripture(page, 'John 3 (KJV)').locator('[data-verse="16"]');
    await expect(verse).toContainText('For God so loved the world');
    await expect(verse).toHaveCSS('font-size', '16px');
    await expect(verse).toHaveCSS('line-height', `${16 * 1.6}px`);

    await page.getByRole('combobox', { name: 'Font size' }).selectOption('20');
    await expect(verse).toHaveCSS('font-size', '20px');
    await expect(verse).toHaveCSS('line-height', '30px');
  });

  test('the settings preview shows John 3:16 and 14:6 and survives a reload', async ({ page }) => {
    await page.goto('/bible/JHN/3?tab=settings');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('figure[data-reference="John 3:16"]')).toContainText(
      'For God so loved the world',
    );
    await expect(preview.locator('figure[data-reference="John 14:6"]')).toContainText(
      'I am the way, the truth, and the life',
    );

    await page.getByRole('combobox', { name: 'Bible Translation' }).selectOption('web');
    await page.getByRole('combobox', { name: 'Font size' }).selectOption('22');
    await page.getByRole('combobox', { name: 'Font family' }).selectOption('merriweather');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(preview.locator('figure[data-reference="John 3:16"]')).toContainText(
      'one and only Son',
    );
    expect(await page.evaluate(() => localStorage.getItem('bibleFontSettings'))).toBe(
      JSON.stringify({ fontSize: 22, fontFamily: 'merriweather' }),
    );

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Bible Translation' })).toHaveValue('web');
    await expect(page.getByRole('combobox', { name: 'Font size' })).toHaveValue('22');
    await expect(page.getByRole('combobox', { name: 'Font family' })).toHaveValue('merriweather');
    const quote = preview.locator('figure[data-reference="John 14:6"] blockquote');
    await expect(quote).toContainText('I am the way, the truth, and the life');
    await expect(quote).toHaveCSS('font-size', '22px');
    await expect(quote).toHaveCSS('font-family', /Merriweather/);
    // The self-hosted face really loads (it is fetched only once chosen).
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('22px Merriweather')))
      .toBe(true);
  });

  test("styles Jesus's words in red letters and LORD as the divine name", async ({ page }) => {
    await page.goto('/bible/JHN/3');
    await chooseTranslation(page, 'web');
    const verse3 = scripture(page, 'John 3 (WEB)').locator('[data-verse="3"]');
    const words = verse3.locator('.words-of-jesus');
    await expect(words).toContainText('“Most certainly, I tell you, unless one is born anew');
    await expect(words).toHaveClass(/text-red-700/);
    await expect(verse3).toContainText('Jesus answered him,');
    // The narration before the quotation is not red.
    await expect(verse3.locator('.verse-text > .words-of-jesus')).toHaveCount(1);

    await page.goto('/bible/PSA/23');
    await chooseTranslation(page, 'kjv');
    const verse1 = scripture(page, 'Psalms 23 (KJV)').locator('[data-verse="1"]');
    await expect(verse1.locator('.divine-name')).toHaveText('LORD');
    await expect(verse1.locator('.divine-name > span')).toHaveCSS(
      'font-variant-caps',
      'all-small-caps',
    );
    await expect(verse1.locator('.supplied-words')).toHaveText('is');
    await expect(verse1.locator('.supplied-words')).toHaveCSS('font-style', 'italic');
    await expect(verse1).toContainText('The LORD is my shepherd; I shall not want.');
  });

  test('a licensed translation without a server key shows the notice and the KJV', async ({
    page,
  }) => {
    const response = await page.request.get('/api/scripture/translations');
    const { translations } = z
      .object({ translations: z.array(z.object({ id: z.string(), available: z.boolean() })) })
      .parse(await response.json());
    test.skip(
      translations.find((translation) => translation.id === 'nasb')?.available !== false,
      'This server has an API.Bible key, so NASB is really available.',
    );

    await page.goto('/bible/JHN/3');
    await expect(
      // Chromium's accessibility tree flattens <optgroup>, so the group is found by its label.
      page
        .locator('optgroup[label="Not offered on this server"] > option')
        .filter({ hasText: 'New American Standard Bible (NASB)' }),
    ).toBeAttached();
    await chooseTranslation(page, 'nasb');
    await expect(page.getByText('NASB is not available on this server')).toBeVisible();
    await expect(scripture(page, 'John 3 (KJV)')).toContainText('only begotten Son');
  });

  test('after a rate limit, Retry counts down from 30 and then recovers', async ({ page }) => {
    await page.clock.install();
    let limited = false;
    await page.route('**/api/scripture/kjv/JHN/3', async (route) => {
      if (limited) return route.fallback();
      limited = true;
      await route.fulfill({
        status: 429,
        json: { error: 'Rate limit exceeded. Please try again later.' },
      });
    });

    await page.goto('/bible/JHN/3');
    await expect(page.getByText(RATE_LIMIT_INLINE)).toBeVisible();
    await expect(page.getByText('Rate Limit Exceeded', { exact: true })).toBeVisible();
    const waiting = page.getByRole('button', { name: /^Retry in \d+s$/ });
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveText(/Retry in (30|29)s/);

    await page.clock.fastForward('00:31');
    const retry = page.getByRole('button', { name: 'Retry', exact: true });
    await expect(retry).toBeEnabled();
    await retry.click();
    await expect(scripture(page, 'John 3 (KJV)')).toContainText('For God so loved the world');
    await expect(page.getByText(RATE_LIMIT_INLINE)).toHaveCount(0);
  });

  test("shows 'Loading scripture...', then a failure with its toast, and Retry recovers", async ({
    page,
  }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let failing = true;
    await page.route('**/api/scripture/kjv/JHN/3', async (route) => {
      if (!failing) return route.fallback();
      await released;
      await route.fulfill({
        status: 502,
        json: { error: 'Access forbidden. Please check your API permissions.' },
      });
    });

    await page.goto('/bible/JHN/3');
    await expect(page.getByText('Loading scripture...')).toBeVisible();
    release();
    await expect(
      page.getByText(
        'Failed to load Bible content: Access forbidden. Please check your API permissions.',
      ),
    ).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: 'Error Loading Scripture' });
    await expect(toast).toContainText('Could not load John 3. Please try again.');

    failing = false;
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(scripture(page, 'John 3 (KJV)')).toContainText('For God so loved the world');
  });

  test('a chapter that arrives empty says the content could not be loaded', async ({ page }) => {
    await page.route('**/api/scripture/kjv/JHN/3', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), verses: [] } });
    });
    await page.goto('/bible/JHN/3');
    await expect(page.getByText('Unable to load Bible content. Please try again.')).toBeVisible();
  });

  test('goes to a typed passage and highlights it', async ({ page }) => {
    await page.goto('/bible/GEN/1');
    const box = page.getByRole('textbox', { name: 'Go to a passage' });
    await box.fill('John three');
    await box.press('Enter');
    await expect(page.getByText('Invalid reference format: John three')).toBeVisible();

    await box.fill('John 3:16-18');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/bible\/JHN\/3\?verse=16-18$/);
    const highlighted = scripture(page, 'John 3 (KJV)').locator('[data-highlighted]');
    await expect(highlighted).toHaveCount(3);
    await expect(highlighted.first()).toContainText('For God so loved the world');
    await expect(highlighted.first()).toBeInViewport();
  });

  test('Previous and Next cross book boundaries; unknown chapters are not found', async ({
    page,
  }) => {
    await page.goto('/bible/MAL/4');
    await page.getByRole('link', { name: 'Next chapter: Matthew 1' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Matthew 1' })).toBeVisible();
    await page.getByRole('link', { name: 'Previous chapter: Malachi 4' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Malachi 4' })).toBeVisible();

    await page.goto('/bible/JHN/22');
    await expect(page.getByRole('heading', { level: 1, name: 'Chapter not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Bible' }).click();
    // /bible reopens the last chapter read there.
    await expect(page).toHaveURL(/\/bible\/MAL\/4$/);
  });

  test("the Book Info tab shows Romans' outline", async ({ page }) => {
    await page.goto('/bible/ROM/1');
    await page
      .getByRole('navigation', { name: 'Bible panels' })
      .getByRole('link', { name: 'Book Info' })
      .click();
    await expect(page).toHaveURL(/\/bible\/ROM\/1\?tab=info$/);
    const outline = page.getByRole('table', { name: 'Outline of Romans' });
    await expect(outline.getByRole('columnheader')).toHaveText(['Section', 'Chapters']);
    await expect(outline.getByRole('row').last()).toContainText('16');
    await expect(page.getByRole('heading', { name: 'Major Themes' })).toBeVisible();

    await page.goto('/bible/EXO/1?tab=info');
    await expect(page.getByText('No Book Information', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'No background notes for Exodus yet' }),
    ).toBeVisible();
  });

  for (const tab of ['read', 'info', 'settings'] as const) {
    test(`the ${tab} panel has no accessibility violations in light and dark`, async ({ page }) => {
      await page.goto('/bible/JHN/3');
      await chooseTranslation(page, 'web');
      await page.goto(`/bible/JHN/3?verse=3${tab === 'read' ? '' : `&tab=${tab}`}`);
      await expect(page.getByRole('heading', { level: 1, name: 'John 3' })).toBeVisible();
      if (tab === 'read') {
        await expect(
          scripture(page, 'John 3 (WEB)').locator('.words-of-jesus').first(),
        ).toBeVisible();
      } else if (tab === 'info') {
        await expect(page.getByRole('table', { name: 'Outline of John' })).toBeVisible();
      } else {
        await expect(page.locator('figure[data-reference="John 14:6"]')).toBeVisible();
      }
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectAccessible(page, `the ${tab} panel`);
    });
  }
});
