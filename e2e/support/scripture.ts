import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A verse's bookmark toggle, reached as a member with a pointer reaches it: pointing at the verse
 * shows it (docs/product/scripture.md#reading-the-text). `reference` is 'Matthew 1:2'.
 */
export async function bookmarkToggle(
  page: Page,
  scripture: Locator,
  reference: string,
): Promise<Locator> {
  const verse = reference.slice(reference.lastIndexOf(':') + 1);
  const number = scripture.locator(`[data-verse="${verse}"] .verse-number`);
  // A query that settles just then (the session, bookmarks) can render the verse again between
  // finding it and pointing at it: point at it again, as a member would.
  await expect(async () => {
    await number.scrollIntoViewIfNeeded();
    const box = await number.boundingBox();
    if (!box) throw new Error(`verse ${reference} is not on screen`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  }).toPass();
  return scripture.getByRole('button', { name: `Bookmark ${reference}`, exact: true });
}
