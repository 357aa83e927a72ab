import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { bookmarkToggle } from '../support/scripture';

// Issue 11: reading on a phone (390x844) and on a desktop (1280x800).
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const scripture = (page: Page) => page.getByRole('region', { name: 'Matthew 1 (KJV)' });
const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });

async function openReading(page: Page) {
  await page.goto('/reading');
  await expect(scripture(page)).toContainText('The book of the generation of Jesus Christ');
}

/** Verses whose number sits on another line than their first word, and how many were looked at. */
function strandedNumbers(area: Locator) {
  return area.evaluate((element) => {
    const verses = [...element.querySelectorAll<HTMLElement>('[data-verse]')];
    const stranded = verses.flatMap((verse) => {
      const number = verse.querySelector('.verse-number')?.getBoundingClientRect();
      // The first line box of the verse's words.
      const word = verse.querySelector('.verse-text, .verse-omitted')?.getClientRects()[0];
      if (!number || !word) return [`${verse.dataset.verse}: no number or words`];
      // On one line: the word starts right of the number, and they share some height.
      const sameLine = word.left >= number.right - 1 && word.top < number.bottom;
      return sameLine ? [] : [verse.dataset.verse ?? '?'];
    });
    return { looked: verses.length, stranded };
  });
}

/** Overlap in px² of two rectangles. */
function overlapArea(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(width, 0) * Math.max(height, 0);
}

test.describe('reading on a phone', () => {
  test.use({ viewport: PHONE });

  test('no verse number ends a line apart from its verse, in the plan and in /bible', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);
    expect(await strandedNumbers(scripture(page))).toEqual({ looked: 25, stranded: [] });
    // Larger type moves the line breaks: still none.
    await page.getByRole('combobox', { name: 'Font size' }).selectOption('22');
    expect(await strandedNumbers(scripture(page))).toEqual({ looked: 25, stranded: [] });

    await page.goto('/bible/JHN/3');
    const john = page.getByRole('region', { name: 'John 3 (KJV)' });
    await expect(john).toContainText('For God so loved the world');
    expect(await strandedNumbers(john)).toEqual({ looked: 36, stranded: [] });
  });

  test('the toolbar dropdowns show their whole value, and unavailable translations come last', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);
    // On a phone the tab is named by its short label, 'Today'.
    const displays = page
      .getByRole('tabpanel', { name: 'Today' })
      .locator('[data-select-display] > span');
    await expect(displays).toHaveCount(2);
    for (const display of await displays.all()) {
      const { scrollWidth, clientWidth, text } = await display.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        text: element.textContent,
      }));
      expect(scrollWidth, `"${text}" is cut off`).toBeLessThanOrEqual(clientWidth);
    }
    await expect(displays.first()).toHaveText('KJV', { useInnerText: true });
    await expect(displays.nth(1)).toHaveText('Medium', { useInnerText: true });

    const translation = page.getByRole('combobox', { name: 'Translation' });
    const layout = await translation.evaluate((select) => ({
      first: [...select.querySelectorAll(':scope > option')].map((option) => option.textContent),
      groups: [...select.querySelectorAll('optgroup')].map((group) => group.label),
    }));
    expect(layout).toEqual({
      first: ['King James Version (KJV)', 'World English Bible (WEB)'],
      groups: ['Not offered on this server'],
    });
  });

  test('about twelve lines of scripture on first view, and the whole screen in focus mode', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);
    const visibleLines = (area: Locator) =>
      area.evaluate((element) => {
        const text = element.querySelector<HTMLElement>('.scripture-text');
        if (!text) return 0;
        const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight);
        const box = element.getBoundingClientRect();
        const navTop =
          document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().top ??
          window.innerHeight;
        const visible = Math.min(box.bottom, navTop, window.innerHeight) - Math.max(box.top, 0);
        return Math.floor(visible / lineHeight);
      });
    expect(await visibleLines(scripture(page))).toBeGreaterThanOrEqual(11);

    await page.getByRole('button', { name: 'Read in focus mode' }).click();
    const focus = page.getByRole('dialog', { name: 'Matthew 1 (KJV)' });
    const focusText = focus.getByRole('region', { name: 'Matthew 1 (KJV)' });
    await expect(focusText).toContainText('The book of the generation of Jesus Christ');
    expect(await visibleLines(focusText)).toBeGreaterThanOrEqual(12);
  });

  test('focus mode turns the chapter by button and by swipe, and is remembered', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);
    await page.getByRole('button', { name: 'Read in focus mode' }).click();
    await expect(page.getByRole('dialog', { name: 'Matthew 1 (KJV)' })).toBeVisible();

    await page.getByRole('button', { name: 'Next chapter' }).click();
    const second = page.getByRole('dialog', { name: 'Matthew 2 (KJV)' });
    await expect(second).toContainText('Now when Jesus was born in Bethlehem');

    // A finger swiping right turns back a chapter.
    await second.getByRole('region').evaluate((area) => {
      const touch = (x: number) =>
        new Touch({ identifier: 1, target: area, clientX: x, clientY: 400 });
      area.dispatchEvent(
        new TouchEvent('touchstart', { touches: [touch(60)], bubbles: true, cancelable: true }),
      );
      area.dispatchEvent(
        new TouchEvent('touchmove', { touches: [touch(200)], bubbles: true, cancelable: true }),
      );
      area.dispatchEvent(
        new TouchEvent('touchmove', { touches: [touch(320)], bubbles: true, cancelable: true }),
      );
      area.dispatchEvent(
        new TouchEvent('touchend', {
          changedTouches: [touch(320)],
          bubbles: true,
          cancelable: true,
        }),
      );
    });
    await expect(page.getByRole('dialog', { name: 'Matthew 1 (KJV)' })).toBeVisible();

    // Remembered: the next visit opens in focus mode, until the member leaves it.
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Matthew 1 (KJV)' })).toBeVisible();
    await page.getByRole('button', { name: 'Exit focus mode' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(scripture(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a toast never covers the scripture, shows once per title, and the newest alone', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await openReading(page);
    const visibleScripture = async () => {
      const box = await scripture(page).boundingBox();
      const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
      if (!box || !nav) throw new Error('no scripture or navigation on screen');
      const bottom = Math.min(box.y + box.height, nav.y);
      return { ...box, height: Math.max(bottom - box.y, 0) };
    };

    for (const verse of [2, 3]) {
      await (await bookmarkToggle(page, scripture(page), `Matthew 1:${verse}`)).click();
      const toast = notifications(page).locator('li').filter({ hasText: 'Verse Bookmarked' });
      await expect(toast).toContainText(`Added Matthew 1:${verse} to your bookmarks.`);
      await expect(toast).toHaveCount(1);
      const toastBox = await toast.boundingBox();
      expect(toastBox).not.toBeNull();
      if (toastBox) expect(overlapArea(toastBox, await visibleScripture())).toBe(0);
    }

    // A toast of another title while 'Verse Bookmarked' still shows: on a phone the newest alone.
    await (await bookmarkToggle(page, scripture(page), 'Matthew 1:3')).click();
    const toasts = notifications(page).locator('li');
    await expect(toasts).toHaveCount(2);
    // Read at once, both toasts in the list: the older would otherwise go in 5 s and prove nothing.
    const shown = await toasts.evaluateAll((items) =>
      items
        .filter((item) => getComputedStyle(item).display !== 'none')
        .map((item) => item.textContent ?? ''),
    );
    expect(shown).toEqual([expect.stringContaining('Bookmark Removed')]);
  });
});

test.describe('reading on a desktop', () => {
  test.use({ viewport: DESKTOP });

  for (const path of ['/reading', '/home', '/journal']) {
    test(`${path}: the header and the page share a left edge, and no navigation covers content`, async ({
      page,
      member,
    }) => {
      expect(member.email).toBeTruthy();
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      const brand = await page.getByRole('link', { name: 'Manna home' }).boundingBox();
      const title = await heading.boundingBox();
      expect(brand && title && Math.abs(brand.x - title.x)).toBeLessThanOrEqual(1);

      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
      const navBox = await nav.boundingBox();
      const headerBox = await page.locator('header').first().boundingBox();
      const mainBox = await page.locator('main').boundingBox();
      if (!navBox || !headerBox || !mainBox) throw new Error('layout not on screen');
      // In the header, and nowhere over the page.
      expect(navBox.y + navBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height);
      expect(overlapArea(navBox, mainBox)).toBe(0);
      expect(await nav.evaluate((element) => getComputedStyle(element).position)).not.toBe('fixed');
    });
  }
});
