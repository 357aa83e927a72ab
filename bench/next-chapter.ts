import { z } from 'zod';
import { startMailCatcher } from '../e2e/support/mail-catcher';
import { launchChromium, medianAndMax, signUpConfirmed } from './chromium';
import { startManna } from './server';

/** A chapter as the API answers it, as far as the bench reads it. */
const chapterAnswerSchema = z.object({ verses: z.array(z.object({ text: z.string() })) });

const CHAPTERS = [3, 4, 5, 6, 7, 8];

/**
 * Time from pressing Next until the next chapter's first verse is on screen, when the reader has
 * already prefetched it (the next chapter 1.5 s after a chapter shows,
 * docs/product/scripture.md#scripture-cache).
 */
export async function benchNextChapter(port: number) {
  const inbox = await startMailCatcher();
  const manna = await startManna(port, { SMTP_URL: inbox.smtpUrl });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ baseURL: manna.baseUrl });
    await signUpConfirmed(page.request, inbox);

    const timings: number[] = [];
    // The prefetch the reader makes 1.5 s after a chapter shows (caught: the last one is left
    // waiting when the browser closes).
    const prefetchOf = (chapter: number) => {
      const response = page.waitForResponse((candidate) =>
        candidate.url().endsWith(`/api/scripture/kjv/JHN/${chapter}`),
      );
      response.catch(() => undefined);
      return response;
    };
    let prefetched = prefetchOf((CHAPTERS[0] ?? 3) + 1);
    await page.goto(`/bible/JHN/${CHAPTERS[0]}`);
    for (const chapter of CHAPTERS) {
      await prefetched;
      const next = chapter + 1;
      const firstVerse = chapterAnswerSchema
        .parse(await (await page.request.get(`/api/scripture/kjv/JHN/${next}`)).json())
        .verses[0]?.text.replace(/[[\]]/g, '')
        .slice(0, 40);
      prefetched = prefetchOf(next + 1);
      // A string, not a function: tsx would wrap a function's inner helpers in __name().
      const elapsed = await page.evaluate<number>(`new Promise((resolve, reject) => {
        const button = document.querySelector('a[aria-label^="Next chapter"]');
        if (!button) return reject(new Error('no Next chapter button'));
        const start = performance.now();
        button.click();
        const check = () =>
          document.body.textContent.includes(${JSON.stringify(firstVerse)})
            ? resolve(performance.now() - start)
            : requestAnimationFrame(check);
        check();
      })`);
      timings.push(elapsed);
    }
    return { samples: timings.length, ...medianAndMax(timings) };
  } finally {
    await browser.close();
    await manna.stop();
    await inbox.close();
  }
}
