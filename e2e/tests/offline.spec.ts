import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorkerControl } from '../support/service-worker';

// The rest of the suite blocks service workers (playwright.config.ts); these specs are about them.
test.use({ serviceWorkers: 'allow' });

/** The offline scripture cache as the app saved it, or null while there is none. */
function readSavedScripture(page: Page) {
  return page.evaluate(async () => {
    // Opening a database that does not exist yet would create it without its store.
    const databases = await indexedDB.databases();
    if (!databases.some((database) => database.name === 'manna-offline')) return null;
    return new Promise<string | null>((resolve, reject) => {
      const open = indexedDB.open('manna-offline');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('query-cache')) {
          db.close();
          resolve(null);
          return;
        }
        const read = db.transaction('query-cache').objectStore('query-cache').get('scripture');
        read.onerror = () => reject(read.error);
        read.onsuccess = () => {
          db.close();
          resolve(typeof read.result === 'string' ? read.result : null);
        };
      };
    });
  });
}

test.describe('offline support', () => {
  test('a chapter read before opens in the reader with no network', async ({
    page,
    context,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    const john3 = page.getByRole('region', { name: 'John 3 (KJV)' });
    await page.goto('/bible/JHN/3');
    await expect(john3).toContainText('For God so loved the world');
    await waitForServiceWorkerControl(page);
    // Read it once through the worker, as a member coming back would have.
    await page.reload();
    await expect(john3).toContainText('For God so loved the world');

    await context.setOffline(true);
    await page.reload();
    const offlineNotice = page.getByText(
      "You're offline. Chapters you have read before are still here.",
    );
    await expect(offlineNotice).toBeVisible();
    await expect(john3).toContainText('For God so loved the world');

    // Back online, the account is checked again and the notice goes, the chapter staying.
    await context.setOffline(false);
    await expect(offlineNotice).toBeHidden();
    await expect(john3).toContainText('For God so loved the world');
  });

  test('a chapter read once is served by the service worker offline; personal calls never are', async ({
    page,
    context,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await page.goto('/tts?book=JHN&chapter=3&translation=kjv');
    await expect(page.locator('li[data-verse="1"]')).toContainText('Nicodemus');
    await waitForServiceWorkerControl(page);

    // Now through the worker: the chapter is kept, the account call passes straight through.
    const status = (url: string) =>
      page.evaluate((target) => fetch(target).then((response) => response.status), url);
    expect(await status('/api/scripture/kjv/JHN/3')).toBe(200);
    expect(await status('/api/me')).toBe(200);

    await context.setOffline(true);
    try {
      const chapter = await page.evaluate(async () => {
        const response = await fetch('/api/scripture/kjv/JHN/3');
        return { status: response.status, body: await response.json() };
      });
      expect(chapter.status).toBe(200);
      const { verses } = z
        .object({ verses: z.array(z.object({ text: z.string() })) })
        .parse(chapter.body);
      expect(verses[0]?.text).toContain('Nicodemus');

      const me = await page.evaluate(() =>
        fetch('/api/me').then(
          (response) => `answered ${response.status}`,
          () => 'network error',
        ),
      );
      expect(me).toBe('network error');

      const cachedApiPaths = await page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const { pathname } = new URL(request.url);
            if (pathname.startsWith('/api/')) paths.push(pathname);
          }
        }
        return paths;
      });
      // Chapters only (the reader may have fetched the next one ahead), nothing personal.
      expect(cachedApiPaths).toContain('/api/scripture/kjv/JHN/3');
      expect(
        cachedApiPaths.filter(
          (cached) => !/^\/api\/scripture\/kjv\/[1-3A-Z]{3}\/\d+$/.test(cached),
        ),
      ).toEqual([]);

      // The app shell comes from the precache with no network at all.
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the saved scripture holds no personal data and is forgotten at sign-out', async ({
    page,
    member,
  }) => {
    await page.goto('/tts?book=JHN&chapter=3&translation=kjv');
    await expect(page.locator('li[data-verse="1"]')).toContainText('Nicodemus');

    await expect.poll(() => readSavedScripture(page)).toContain('Nicodemus');
    const saved = (await readSavedScripture(page)) ?? '';
    expect(saved).toContain('"bible-content","kjv","JHN",3');
    expect(saved).not.toContain(member.email);
    expect(saved).not.toContain('"user"');

    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect
      .poll(async () => (await readSavedScripture(page)) ?? '')
      .not.toContain('Nicodemus');
  });
});
