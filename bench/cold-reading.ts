import { startMailCatcher } from '../e2e/support/mail-catcher';
import { launchChromium, medianAndMax, signedInMember } from './chromium';
import { LIGHTHOUSE_CHROMIUM } from './lighthouse';
import { startManna } from './server';

const LOADS = 7;
/** A phone's screen (Lighthouse's mobile one), where the chapter's first paragraph is the largest paint. */
const PHONE = { width: 412, height: 823 };

/**
 * When a cold load of /reading, for a member with a plan in progress, paints the chapter: its
 * first paragraph's largest-contentful-paint time, in a fresh browser profile each time (nothing
 * cached, the service worker off), on this machine's loopback with the CPU as it is. What React
 * adds between the code's coming and the screen's showing counts here in full; Lighthouse's
 * simulation leaves waits on timers out (docs/decisions/020-lazy-code-without-a-wait.md).
 */
export async function benchColdReading(port: number) {
  const inbox = await startMailCatcher();
  const manna = await startManna(port, { SMTP_URL: inbox.smtpUrl });
  // The headless shell, as Lighthouse's: the full browser's own pages share the machine's cores
  // with the server (docs/decisions/018-reading-first-paint.md, revision 3).
  const browser = await launchChromium(LIGHTHOUSE_CHROMIUM);
  try {
    const storageState = await signedInMember(manna.baseUrl, inbox, { planInProgress: true });

    const timings: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({
        baseURL: manna.baseUrl,
        storageState,
        serviceWorkers: 'block',
        viewport: PHONE,
      });
      try {
        const page = await context.newPage();
        await page.goto('/reading');
        // A string, not a function: tsx would wrap a function's inner helpers in __name().
        timings.push(
          await page.evaluate<number>(`new Promise((resolve) => {
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries())
                if (entry.element && entry.element.closest('.scripture-text')) resolve(entry.startTime);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          })`),
        );
      } finally {
        await context.close();
      }
    }
    return { loads: timings.length, ...medianAndMax(timings) };
  } finally {
    await browser.close();
    await manna.stop();
    await inbox.close();
  }
}
