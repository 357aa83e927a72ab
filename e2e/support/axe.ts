import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * What axe finds wrong on `page` as it stands (within `selector`, when given). A full-page scan
 * takes several seconds on a loaded 2-core machine, so a test that scans gets three times its time.
 */
export async function axeViolations(page: Page, selector?: string) {
  test.slow();
  const builder = new AxeBuilder({ page });
  return (await (selector ? builder.include(selector) : builder).analyze()).violations;
}
