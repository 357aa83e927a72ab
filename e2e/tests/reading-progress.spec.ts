import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

// Issue 11 on a phone: one current day everywhere, one streak message, a year grid that fits, the
// singular missed reading, and catching up by changing the plan (docs/product/reading-plans.md).
test.use({ viewport: { width: 390, height: 844 } });

// The New Testament plan (packages/shared/src/reading/plan-catalog.ts): one chapter a day.
const PLAN_DAYS = 260;

// On a phone the tab is labelled by its short name, 'Today' (docs/product/reading-plans.md#tabs).
const todayPanel = (page: Page) => page.getByRole('tabpanel', { name: /^Today/ });
const notifications = (page: Page) => page.getByRole('region', { name: /notifications/i });
const progress = (page: Page) => page.getByRole('region', { name: 'Reading Progress' });
const summary = (page: Page) => page.getByRole('region', { name: 'Progress Summary' });
const todaysChapter = (page: Page) => page.getByRole('region', { name: "Today's Chapter" });
const catchUpCard = (page: Page) => page.getByRole('region', { name: 'Catch Up' });

/** The value beside a term in a description list: a tile or a summary row. */
const described = (container: Locator, term: string) =>
  container
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/**
 * Opens /reading and reads Matthew `chapter` from the Today tab, moving there with Next; then
 * comes back later (a fresh load), when the screen opens at the first chapter not yet read.
 */
async function readAhead(page: Page, chapter: number) {
  await page.goto('/reading');
  const panel = todayPanel(page);
  await expect(panel.getByText(`Chapter 1 of ${PLAN_DAYS}`)).toBeVisible();
  for (let step = 1; step < chapter; step++) {
    await panel.getByRole('button', { name: 'Next' }).click();
  }
  await expect(panel.getByText(`Chapter ${chapter} of ${PLAN_DAYS}`)).toBeVisible();
  await panel.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark as Unread' })).toBeVisible();
  await page.reload();
  await expect(panel.getByText(/^Chapter \d+ of \d+$/)).toBeVisible();
}

/** Every place the reading screen names the current day agrees, and so does today's chapter. */
async function expectCurrentDay(page: Page, day: number, totalDays: number, chapter: string) {
  await expect(progress(page)).toContainText(`Day ${day} of ${totalDays}`);
  await expect(described(progress(page), 'Current Day')).toHaveText(String(day));
  await expect(described(summary(page), 'Current day')).toHaveText(String(day));
  await expect(described(summary(page), 'Total days')).toHaveText(String(totalDays));
  await expect(todaysChapter(page)).toContainText(chapter);
  await expect(todaysChapter(page).getByText(`Day ${day}`, { exact: true })).toBeVisible();
  await expect(todayPanel(page).getByText(`Day ${day}`, { exact: true })).toBeVisible();
  await expect(
    todayPanel(page).getByRole('heading', { name: chapter, exact: true }).first(),
  ).toBeVisible();
}

async function openCatchUpChoice(page: Page, choice: string) {
  const card = catchUpCard(page);
  await card.getByRole('button', { name: 'View Missed Readings' }).click();
  await card.getByRole('button', { name: choice }).click();
  return page.getByRole('dialog');
}

test.describe('Reading progress on a phone', () => {
  test('after a catch-up every current day on the screen agrees, and Home too', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    // Matthew 3 read first, then Matthew 1 and 2 caught up: read last, they must not take the
    // member back to day 3.
    await readAhead(page, 3);
    await catchUpCard(page).getByRole('button', { name: 'View Missed Readings' }).click();
    await catchUpCard(page).getByRole('button', { name: 'Mark All as Read' }).click();
    await expect(notifications(page).getByText('Marked 2 chapters as read.')).toBeVisible();
    await expect(catchUpCard(page)).toBeHidden();
    await expectCurrentDay(page, 4, PLAN_DAYS, 'Matthew 4');

    // The day holds on a fresh load, and Home names the same chapter and day.
    await page.reload();
    await expectCurrentDay(page, 4, PLAN_DAYS, 'Matthew 4');
    await page.goto('/home');
    const home = page.getByRole('region', { name: "Today's Reading" });
    await expect(home.getByTestId('home-todays-chapter')).toHaveText('Matthew 4');
    await expect(home.getByText('Day 4', { exact: true })).toBeVisible();
  });

  test('the streak banner shows the message for the count, once', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await readAhead(page, 1);
    const banner = progress(page).getByText('1 Day Streak').locator('..');
    await expect(banner).toHaveText('1 Day StreakFirst day! Keep going!');
    await expect(progress(page)).not.toContainText('Keep it up!');
  });

  test('the year grid fits the screen: today in view, no week or month cut off', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await readAhead(page, 1);
    const grid = page.getByRole('region', { name: 'Your Reading Year' }).getByRole('img');
    await grid.scrollIntoViewIfNeeded();
    const today = grid.locator('[data-level="1"]');
    await expect(today).toBeInViewport({ ratio: 1 });

    // Everything drawn inside the box that shows the grid is whole: squares and month names.
    const cut = await grid.evaluate((element) => {
      const problems: string[] = [];
      // The grid clips its own overflow; a scrolling box around it would clip it too.
      let clip = element.getBoundingClientRect();
      let clipper: HTMLElement | null = element.parentElement;
      while (clipper && getComputedStyle(clipper).overflowX === 'visible') {
        clipper = clipper.parentElement;
      }
      const outer = clipper?.getBoundingClientRect();
      if (outer && (outer.left > clip.left + 0.5 || outer.right < clip.right - 0.5)) {
        problems.push('the grid is wider than the box that shows it');
        clip = new DOMRect(
          Math.max(clip.left, outer.left),
          clip.top,
          Math.min(clip.right, outer.right) - Math.max(clip.left, outer.left),
          clip.height,
        );
      }
      const check = (what: string, left: number, right: number, top: number, bottom: number) => {
        const inside =
          left >= clip.left - 0.5 &&
          right <= clip.right + 0.5 &&
          top >= clip.top - 0.5 &&
          bottom <= clip.bottom + 0.5;
        const outside =
          right <= clip.left || left >= clip.right || bottom <= clip.top || top >= clip.bottom;
        if (!inside && !outside) problems.push(what);
      };
      for (const square of element.querySelectorAll<HTMLElement>('[data-date]')) {
        const box = square.getBoundingClientRect();
        check(`square ${square.dataset.date}`, box.left, box.right, box.top, box.bottom);
      }
      // A month name runs past its narrow column: its width is its text's, its height its box's.
      for (const label of element.querySelectorAll('span')) {
        if (!label.textContent || label.querySelector('*')) continue;
        const range = document.createRange();
        range.selectNodeContents(label);
        const text = range.getBoundingClientRect();
        const box = label.getBoundingClientRect();
        check(`month ${label.textContent}`, text.left, text.right, box.top, box.bottom);
      }
      return problems;
    });
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });

  test('one missed reading is worded in the singular', async ({ page, member }) => {
    expect(member.email).toBeTruthy();
    await readAhead(page, 2);
    await expect(catchUpCard(page).getByText('1 missed')).toBeVisible();
    await expect(catchUpCard(page)).toContainText(
      "You have 1 reading from a previous day that you haven't marked as complete.",
    );
    // Open, the card offers the two other ways to catch up, reachable and named.
    await catchUpCard(page).getByRole('button', { name: 'View Missed Readings' }).click();
    await expect(catchUpCard(page).getByRole('button', { name: 'Spread them out' })).toBeVisible();
    const scan = await axeViolations(page);
    expect(scan, '/reading with the Catch Up card open').toEqual([]);
  });

  test('picking up where I left off moves the plan on, and can be undone once', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await readAhead(page, 3);
    const dialog = await openCatchUpChoice(page, 'Pick up where I left off');
    await expect(dialog).toContainText(
      "Matthew 1 becomes today's reading, and the rest of your plan moves 2 days later.",
    );
    await expect(dialog.getByTestId('plan-end-preview')).toContainText(
      `Your plan then ends on day ${PLAN_DAYS + 2} instead of day ${PLAN_DAYS}`,
    );
    const results = await axeViolations(page, '[role="dialog"]');
    expect(results, 'the dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Move my plan' }).click();

    await expect(notifications(page).getByText('Plan Adjusted')).toBeVisible();
    await expect(notifications(page).getByText("Matthew 1 is today's reading.")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(catchUpCard(page)).toBeHidden();
    await expectCurrentDay(page, 4, PLAN_DAYS + 2, 'Matthew 1');
    // Adjusting completes nothing: the streak is as it was.
    await expect(page.getByTestId('streak-badge')).toHaveText('1 Day Streak');
    await expect(progress(page)).toContainText('1/260 chapters');

    // Kept by the server, and undone once.
    await page.reload();
    await expectCurrentDay(page, 4, PLAN_DAYS + 2, 'Matthew 1');
    const note = page.getByTestId('schedule-adjustment');
    await expect(note).toContainText(/You moved your plan 2 days later on .+\./);
    const scan = await axeViolations(page);
    expect(scan, '/reading with a schedule change to undo').toEqual([]);
    await note.getByRole('button', { name: 'Undo this change' }).click();
    await expect(notifications(page).getByText('Change Undone')).toBeVisible();
    await expect(note).toBeHidden();
    await expect(catchUpCard(page).getByText('2 missed')).toBeVisible();
    await expect(progress(page)).toContainText(`Day 4 of ${PLAN_DAYS}`);
    await expect(todaysChapter(page)).toContainText('Matthew 1');
    await expect(todaysChapter(page).getByText('Day 1', { exact: true })).toBeVisible();
    await page.reload();
    await expect(catchUpCard(page).getByText('2 missed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  });

  test('spreading the missed readings over the days I choose keeps the end, and can be undone', async ({
    page,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await readAhead(page, 3);
    const dialog = await openCatchUpChoice(page, 'Spread them out');
    const days = dialog.getByLabel('Over how many days?');
    await expect(days.getByRole('option')).toHaveText(['1 day', '2 days']);
    await days.selectOption({ label: '1 day' });
    await expect(dialog).toContainText("We'll add 2 missed readings to today's reading.");
    await days.selectOption({ label: '2 days' });
    await expect(dialog).toContainText(
      "We'll add 2 missed readings to your daily reading over the next 2 days, up to 1 extra chapter a day.",
    );
    await expect(dialog.getByTestId('plan-end-preview')).toContainText(
      `Your plan still ends on day ${PLAN_DAYS}`,
    );
    await dialog.getByRole('button', { name: 'Spread them out' }).click();

    await expect(
      notifications(page).getByText('Your missed readings are spread over the next 2 days.'),
    ).toBeVisible();
    await expect(catchUpCard(page)).toBeHidden();
    await expectCurrentDay(page, 4, PLAN_DAYS, 'Matthew 1');
    // Day 4 holds Matthew 1 and the plan's own Matthew 4; Matthew 2 joins day 5.
    const panel = todayPanel(page);
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(
      panel.getByRole('heading', { name: 'Matthew 4', exact: true }).first(),
    ).toBeVisible();
    await expect(panel.getByText('Day 4', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Next' }).click();
    await expect(
      panel.getByRole('heading', { name: 'Matthew 2', exact: true }).first(),
    ).toBeVisible();
    await expect(panel.getByText('Day 5', { exact: true })).toBeVisible();
    await expect(page.getByTestId('streak-badge')).toHaveText('1 Day Streak');

    const note = page.getByTestId('schedule-adjustment');
    await expect(note).toContainText(/You spread 2 missed readings over 2 days on .+\./);
    await note.getByRole('button', { name: 'Undo this change' }).click();
    await expect(notifications(page).getByText('Change Undone')).toBeVisible();
    await expect(catchUpCard(page).getByText('2 missed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo this change' })).toHaveCount(0);
  });
});
