import { whenFirstScreenShown } from './first-screen';

/**
 * Offline support (docs/offline.md), registered once the first screen has shown its content, so
 * workbox-window stays out of the first-load JS. Both entries (main.tsx, visitor.tsx) call it.
 */
export function startServiceWorkerAfterFirstScreen(): void {
  if (!import.meta.env.PROD) return;
  whenFirstScreenShown()
    .then(() => import('./service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
