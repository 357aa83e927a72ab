import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initDarkMode } from './lib/dark-mode';
import { whenFirstScreenShown } from './lib/first-screen';
import './index.css';
import './lib/zod-config';

initDarkMode();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Offline support (docs/offline.md): once the first screen has shown its content, so
// workbox-window stays out of the first-load JS.
if (import.meta.env.PROD) {
  whenFirstScreenShown()
    .then(() => import('./lib/service-worker'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
