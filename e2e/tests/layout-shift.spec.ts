import type { Page } from '@playwright/test';
import { expect, FROM_OUR_PAGE, test } from '../support/fixtures';
import { startPlanWithTwoChaptersRead } from '../support/reading-plan';

// docs/product/reading-plans.md#steady-layout: what loads after the first paint takes the room it
// was kept, so the reading screen, the Bible and the new entry form do not jump (issue 17: CLS at
// most 0.05).
const LAYOUT_SHIFT_BUDGET = 0.05;

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Every layout shift since the page began loading that the member did not cause (input within
 * 500 ms is excluded, as CLS does), each with the elements that moved, for a readable failure.
 */
function layoutShifts(page: Page): Promise<Shift[]> {
  // A string, not a function: the TypeScript runner would wrap a function's inner helpers.
  return page.evaluate<Shift[]>(`new Promise((resolve) => {
    const describe = (source) => {
      // A text node that moved is named by its element.
      let node = source.node;
      if (node && node.nodeType !== 1) node = node.parentElement;
      const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
      const moved = ' from ' + rect(source.previousRect) + ' to ' + rect(source.currentRect);
      if (!node) return 'a removed node' + moved;
      const label = node.getAttribute('aria-label') || node.getAttribute('data-testid') || '';
      const text = (node.textContent || '').trim().slice(0, 40);
      return node.tagName.toLowerCase() + (label ? '[' + label + ']' : '') + ' "' + text + '"' + moved;
    };
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(
        list
          .getEntries()
          .filter((entry) => !entry.hadRecentInput)
          .map((entry) => ({
            value: entry.value,
            at: Math.round(entry.startTime),
            sources: (entry.sources || []).map(describe),
          })),
      );
    }).observe({ type: 'layout-shift', buffered: true });
    // No shift at all leaves the observer silent: answer after the next frame.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
  })`);
}

async function expectSteady(page: Page) {
  // Settled: what the screen shows is on it and nothing more is being fetched (the neighbouring
  // chapters' prefetch, 1.5 s on, changes nothing on screen).
  await page.waitForLoadState('networkidle');
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, JSON.stringify(shifts, null, 2)).toBeLessThan(LAYOUT_SHIFT_BUDGET);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`Layout shift on a ${name}, ${colorScheme}`, () => {
      test.use({ viewport, colorScheme });

      test('/reading with a plan in progress holds still while it loads', async ({
        page,
        member,
      }) => {
        expect(member.email).toBeTruthy();
        await startPlanWithTwoChaptersRead(page.request, FROM_OUR_PAGE);
        await page.goto('/reading');
        const today = page.getByRole('tabpanel', { name: /^Today/ });
        await expect(today.getByText(/^Chapter 3 of \d+$/)).toBeVisible();
        await expect(page.getByRole('region', { name: 'Matthew 3 (KJV)' })).toContainText(
          'John the Baptist',
        );
        const progress = page.getByRole('region', { name: 'Reading Progress' });
        await expect(progress).toContainText('1 Day Streak');
        await expect(page.getByRole('region', { name: 'Your Reading Year' })).toBeVisible();
        await expectSteady(page);
      });

      test('/bible holds still while it loads', async ({ page, member }) => {
        expect(member.email).toBeTruthy();
        await page.goto('/bible');
        await expect(page.getByRole('heading', { level: 1, name: 'John 1' })).toBeVisible();
        await expect(page.getByRole('region', { name: 'John 1 (KJV)' })).toContainText(
          'In the beginning was the Word',
        );
        await expectSteady(page);
      });

      test('/journal/entries/new holds still while its topics load', async ({ page, member }) => {
        expect(member.email).toBeTruthy();
        await page.goto('/journal/entries/new');
        await expect(page.getByRole('combobox', { name: 'Topic' })).toBeEnabled();
        await expectSteady(page);
      });
    });
  }
}
