// Reminders that arrive when Manna is closed (docs/product/reminders.md#push). The service worker
// vite-plugin-pwa generates imports this file (workbox.importScripts in apps/web/vite.config.ts):
// a push shows the reminder, and a click on it opens today's reading.

const READING_PATH = '/reading';

/** The server's payload ({ title, body, url, tag }); a reminder all the same when unreadable. */
function reminderOf(data) {
  let payload = {};
  try {
    payload = data ? data.json() : {};
  } catch {
    // Browsers must show something for every push: the default reminder's words below.
  }
  const text = (value, fallback) => (typeof value === 'string' && value ? value : fallback);
  return {
    title: text(payload.title, 'Bible Reading Reminder'),
    body: text(payload.body, 'Time for your daily Bible reading!'),
    url: sameOriginPath(payload.url),
    tag: text(payload.tag, 'manna-reminder'),
  };
}

/** Only a path of this app: a payload must never send the member elsewhere. */
function sameOriginPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? url
    : READING_PATH;
}

const ICON_PATH = '/favicon.svg';

/**
 * The app's icon as a data: URL, read from the precache (its key carries workbox's revision, hence
 * ignoreSearch). Given as a path, the browser fetches it, past this worker, before it shows the
 * notification: the reminder would wait for the network and the server
 * (docs/product/reminders.md#push).
 */
async function iconUrl() {
  const cached = await caches.match(ICON_PATH, { ignoreSearch: true }).catch(() => undefined);
  if (!cached) return ICON_PATH;
  return `data:image/svg+xml,${encodeURIComponent(await cached.text())}`;
}

self.addEventListener('push', (event) => {
  const reminder = reminderOf(event.data);
  event.waitUntil(
    iconUrl().then((icon) =>
      self.registration.showNotification(reminder.title, {
        body: reminder.body,
        tag: reminder.tag,
        icon,
        data: { url: reminder.url },
      }),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(sameOriginPath(event.notification.data?.url), self.location.origin);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (!open) return self.clients.openWindow(target.href);
      const focused = await open.focus();
      // A window this worker controls can be sent to the reading; another is only focused.
      if (new URL(focused.url).pathname !== target.pathname && 'navigate' in focused) {
        await focused.navigate(target.href).catch(() => undefined);
      }
      return focused;
    })(),
  );
});
