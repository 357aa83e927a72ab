import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The axe rules whose outcome can differ between the colour schemes: those axe runs by default
 * tagged cat.color (color-contrast-enhanced, the AAA one, is off by default). Dark mode changes
 * colours only: `.dark` in apps/web/src/index.css swaps colour variables and `color-scheme`, and
 * the `dark:` classes set text, background and fill colours, so every other rule sees the same
 * page in both schemes.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What axe finds wrong on `page` as it stands (within `selector`, when given). A full-page scan
 * takes several seconds on a loaded 2-core machine, so a test that scans gets three times its time.
 */
export async function axeViolations(page: Page, selector?: string, rules?: string[]) {
  test.slow();
  // axe.run in the page itself. The default (axe.runPartial, then axe.finishRun in a blank page
  // opened for each scan, with axe injected into it again) exists for cross-origin frames, which
  // Manna's screens do not have; it cost each scan 40 % more time (1.2-2.5 s against 0.7-1.3 s
  // on /reading).
  let builder = new AxeBuilder({ page }).setLegacyMode();
  if (selector) builder = builder.include(selector);
  if (rules) builder = builder.withRules(rules);
  return (await builder.analyze()).violations;
}

/** Resolves once no colour is mid-transition: axe reads computed colours as they are. */
async function colourTransitionsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Switches the system colour scheme and waits for the page to follow. With no choice stored the
 * app tracks the system setting as it changes (initDarkMode in apps/web/src/lib/dark-mode.ts,
 * docs/product/accounts-and-shell.md#dark-mode), so the page needs no reload.
 */
async function showScheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  const html = page.locator('html');
  if (colorScheme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  await colourTransitionsDone(page);
}

/**
 * Expects no axe violations on `page` as it stands (within `selector`, when given), light and
 * dark: every rule in light, then the colour rules in dark. `what` names the screen in a failure.
 * The page is left in dark.
 */
export async function expectAccessible(page: Page, what: string, selector?: string) {
  await showScheme(page, 'light');
  expect(await axeViolations(page, selector), `${what} (light)`).toEqual([]);
  await showScheme(page, 'dark');
  expect(await axeViolations(page, selector, COLOUR_RULES), `${what} (dark)`).toEqual([]);
}
