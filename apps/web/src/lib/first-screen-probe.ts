import { useEffect } from 'react';
import { isFirstScreenShown, markFirstScreenShown } from './first-screen';

// Used by both entries' screens (app/router.tsx, app/visitor/visitor-screens.tsx).

// However long a screen takes to show its heading, the background work starts by then.
const SCREEN_CONTENT_WAIT_LIMIT_MS = 3000;

/**
 * Rendered beside each screen, inside its Suspense boundary: its effect runs once the route's
 * code has loaded. The first time, it opens the first-screen gate (first-screen.ts) once the
 * screen shows its content: its heading (every screen has an h1; the 'Loading...' waits have
 * none). Not its queries as well: one that waits on the service worker, which the gate holds
 * back, would hold the gate to its time limit.
 */
export function FirstScreenProbe() {
  useEffect(() => {
    if (isFirstScreenShown()) return;
    const openWhenShown = () => {
      if (document.querySelector('h1')) markFirstScreenShown();
    };
    const headings = new MutationObserver(openWhenShown);
    headings.observe(document.body, { childList: true, subtree: true });
    const limit = setTimeout(markFirstScreenShown, SCREEN_CONTENT_WAIT_LIMIT_MS);
    openWhenShown();
    return () => {
      headings.disconnect();
      clearTimeout(limit);
    };
  }, []);
  return null;
}
