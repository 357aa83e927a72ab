import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadScreenAt } from './app';
import { initDarkMode } from './lib/dark-mode';
import './index.css';
import { startServiceWorkerAfterFirstScreen } from './lib/start-service-worker';
import './lib/zod-config';

initDarkMode();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

preloadScreenAt(window.location.pathname);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startServiceWorkerAfterFirstScreen();
