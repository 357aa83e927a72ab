import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { VisitorScreens } from './app/visitor/visitor-screens';
import { ToasterAfterFirstScreen } from './components/ui/toaster-after-first-screen';
import { initDarkMode } from './lib/dark-mode';
import { lazyExport } from './lib/lazy-export';
import { startServiceWorkerAfterFirstScreen } from './lib/start-service-worker';
import { BrowserVisitorNavigation } from './lib/visitor-navigation';
import './index.css';
import './lib/zod-config';
import { LazyBoundary } from '@/lib/lazy-export';

// The entry of visitor.html: the sign-in screens a visitor meets first, without the member app's
// router and query client (docs/decisions/015-visitor-entry.md). Toasts and the service worker
// come once the screen shows, as in the member app (main.tsx, app/provider.tsx).

initDarkMode();

// The failure screen, and the error reporting behind it, load only when a screen fails.
const AppErrorScreen = lazyExport(
  () => import('./components/errors/app-error-screen'),
  'AppErrorScreen',
);

function LazyErrorScreen(props: FallbackProps) {
  return (
    <LazyBoundary fallback={null}>
      <AppErrorScreen {...props} />
    </LazyBoundary>
  );
}

function VisitorApp() {
  return (
    <ErrorBoundary FallbackComponent={LazyErrorScreen}>
      <BrowserVisitorNavigation>
        <VisitorScreens />
      </BrowserVisitorNavigation>
      <ToasterAfterFirstScreen />
    </ErrorBoundary>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in visitor.html');

createRoot(container).render(
  <StrictMode>
    <VisitorApp />
  </StrictMode>,
);

startServiceWorkerAfterFirstScreen();
