import { useEffect } from 'react';
import { isFirstScreenShown, markFirstScreenShown } from './first-screen';

// Used by both entries' screens (app/router.tsx, app/visitor/visitor-screens.tsx).

// However long a screen takes to show its heading, the background work starts by then.
const SCREEN_CONTENT_WAIT_LIMIT_MS = 3000;

/**
 * Marks what a screen shows in place of its main content while that loads: the scripture on the
 * reading screens, their largest paint. The gate waits for it to go as well, so the background
 * work's code and requests do not compete with the content's own
 * (docs/decisions/018-reading-first-paint.md#revision-2026-11-28-the-gate-waits-for-the-scripture).
 */
export const HOLDS_FIRST_SCREEN = { 'data-holds-first-screen': '' } as const;
const HOLDING = '[data-holds-first-screen]';

/**
 * Rendered beside each screen, inside its Suspense boundary: its effect runs once the route's
 * code has loaded. The first time, it opens the first-screen gate (first-screen.ts) once the
 * screen shows its content: its heading (every screen has an h1; the 'Loading...' waits have
 * none), and no placeholder marked `HOLDS_FIRST_SCREEN` left. Not every query of the screen as
 * well: one that waits on the service worker, which the gate holds back, would hold the gate to
 * its time limit.
 */
export function FirstScreenProbe() {
  useEffect(() => {
    if (isFirstScreenShown()) return;
    let frame: number | undefined;
    let opening: ReturnType<typeof setTimeout> | undefined;
    const openWhenShown = () => {
      if (frame !== undefined) return;
      if (!document.querySelector('h1') || document.querySelector(HOLDING)) return;
      // In a task of its own after the next frame has painted the content: the background work's
      // renders and requests then follow the screen's paint instead of delaying it. A task queued
      // only after the content went in could run before that paint
      // (docs/decisions/020-lazy-code-without-a-wait.md).
      frame = requestAnimationFrame(() => {
        opening = setTimeout(markFirstScreenShown, 0);
      });
    };
    const headings = new MutationObserver(openWhenShown);
    headings.observe(document.body, { childList: true, subtree: true });
    const limit = setTimeout(markFirstScreenShown, SCREEN_CONTENT_WAIT_LIMIT_MS);
    openWhenShown();
    return () => {
      headings.disconnect();
      clearTimeout(limit);
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(opening);
    };
  }, []);
  return null;
}
