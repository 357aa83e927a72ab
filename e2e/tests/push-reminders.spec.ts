import { z } from 'zod';
import { expect, test } from '../support/fixtures';
import { waitForServiceWorkerControl } from '../support/service-worker';

// docs/product/reminders.md#push: the service worker shows a pushed reminder. The rest of the
// suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

const registrationsSchema = z.object({
  registrations: z.array(z.object({ registrationId: z.string(), scopeURL: z.string() })),
});

test.describe('reminders pushed to a closed app', () => {
  test('the settings offer the switch, and a pushed reminder shows as a notification', async ({
    page,
    context,
    member,
  }) => {
    expect(member.email).toBeTruthy();
    await context.grantPermissions(['notifications']);
    await page.goto('/settings?tab=reminders');
    await expect(
      page.getByRole('switch', { name: 'Get reminders when Manna is closed' }),
    ).toBeVisible();
    await waitForServiceWorkerControl(page);
    const { origin } = new URL(page.url());

    // Chromium delivers a push to the worker as its push service would (DevTools protocol).
    const cdp = await context.newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        const { registrations } = registrationsSchema.parse(event);
        const ours = registrations.find((r) => r.scopeURL.startsWith(origin));
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;
    const title = `Psalm at noon ${crypto.randomUUID()}`;
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify({
        title,
        body: 'Read Psalm 23.',
        url: '/reading',
        tag: 'e2e-reminder',
      }),
    });

    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const shown = await registration.getNotifications({ tag: 'e2e-reminder' });
          return shown.map((notification) => ({
            title: notification.title,
            body: notification.body,
            data: notification.data,
          }));
        }),
      )
      .toEqual([{ title, body: 'Read Psalm 23.', data: { url: '/reading' } }]);
  });
});
