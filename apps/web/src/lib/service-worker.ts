/**
 * Registers the service worker that vite-plugin-pwa generates at build time (vite.config.ts,
 * docs/offline.md). main.tsx imports this module lazily and only in production builds, so
 * workbox-window never weighs on the first screen and the dev server never runs a worker.
 */
import { Workbox } from 'workbox-window';
import { detectRuntimeEnvironment } from './native-bridge';

const SERVICE_WORKER_URL = '/sw.js';
// An installed app can stay open for days without a navigation the browser would check on.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
// Reload at most once in this window, so a chunk that is really broken cannot loop.
const STALE_CHUNK_RELOAD_GUARD_MS = 10_000;
const STALE_CHUNK_RELOAD_KEY = 'manna:stale-chunk-reload-at';

/**
 * A new deploy's worker takes over at once (skipWaiting, clientsClaim) and drops the old build's
 * files, so a tab still running the old build fails to load a lazy screen it has not opened yet.
 * Reloading then brings the new build; reloading earlier would throw away what the member is
 * typing.
 */
/** What reloadOnStaleChunks uses of the window. */
export type StaleChunkTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  sessionStorage: Storage;
  location: Pick<Location, 'reload'>;
};

export function reloadOnStaleChunks(
  target: StaleChunkTarget = window,
  // Without a worker in control, a failed chunk is not a stale precache: let the error show.
  isControlled: () => boolean = () => Boolean(navigator.serviceWorker?.controller),
): () => void {
  const onPreloadError = (event: Event) => {
    if (!isControlled()) return;
    let lastReload = 0;
    try {
      lastReload = Number(target.sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY) ?? 0);
      if (Date.now() - lastReload < STALE_CHUNK_RELOAD_GUARD_MS) return;
      target.sessionStorage.setItem(STALE_CHUNK_RELOAD_KEY, String(Date.now()));
    } catch {
      // Storage blocked: still reload once; the browser keeps a broken page from looping fast.
    }
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const environment = detectRuntimeEnvironment();
  // The native wrapper asked us to defer non-essential start-up work; the next start registers.
  if (environment.kind === 'native' && environment.skipHeavyInit) return undefined;

  reloadOnStaleChunks();
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // Waits for the window's load event, so precaching never competes with the first screen.
  const registration = await workbox.register();
  if (registration) {
    setInterval(() => {
      void registration.update().catch(() => undefined);
    }, UPDATE_CHECK_INTERVAL_MS);
  }
  return registration;
}
