import type { Page } from '@playwright/test';

/** Holds matching requests until `release()` is called, so a transient state can be seen. */
export async function holdRequests(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
