import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from '@playwright/test';
import { createServer } from 'vite';
import { z } from 'zod';
import { startMailCatcher } from '../e2e/support/mail-catcher';
import { launchChromium, signUpConfirmed } from './chromium';
import { REPO_ROOT, startManna } from './server';

const WEB_ROOT = path.join(REPO_ROOT, 'apps/web');
const DIST = path.join(WEB_ROOT, 'dist');

/** Who may open a screen, as the web app's router says (SCREEN_ACCESS in app/router.tsx). */
const screenAccessSchema = z.array(
  z.object({ path: z.string(), guard: z.enum(['visitor', 'public', 'member', 'admin']) }),
);
export type ScreenAccess = z.infer<typeof screenAccessSchema>[number];

/**
 * Every screen of the web app, read from its router (through Vite, which resolves the app's
 * aliases and JSX), so a new screen is measured the day it is routed.
 */
export async function loadScreenRoutes(): Promise<ScreenAccess[]> {
  const vite = await createServer({
    root: WEB_ROOT,
    configFile: path.join(WEB_ROOT, 'vite.config.ts'),
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const router = await vite.ssrLoadModule('/src/app/router.tsx');
    return screenAccessSchema.parse(router.SCREEN_ACCESS);
  } finally {
    await vite.close();
  }
}

/** The records the bench makes so that screens at '/…/:id' open on something real. */
interface SampleIds {
  journalEntry: string;
  prayer: string;
  testimony: string;
}

/** A route's path with its parameters filled in; a parameter it does not know fails loudly. */
function samplePath(routePath: string, ids: SampleIds): string {
  const byPrefix: [RegExp, string][] = [
    [/^\/journal\//, ids.journalEntry],
    [/^\/prayers\//, ids.prayer],
    [/^\/testimonies\//, ids.testimony],
  ];
  return routePath.replace(/:(\w+)/g, (parameter, name: string) => {
    if (name === 'book') return 'JHN';
    if (name === 'chapter') return '3';
    const sample = byPrefix.find(([prefix]) => prefix.test(routePath))?.[1];
    if (name === 'id' && sample) return sample;
    throw new Error(`npm run bench has no sample value for ${parameter} in ${routePath}`);
  });
}

const idAnswerSchema = z.object({ id: z.string() });

/** Starts a reading plan and makes one of each record a detail screen shows, answering their ids. */
async function createSamples(context: BrowserContext, origin: string): Promise<SampleIds> {
  const create = async (url: string, key: string) => {
    const answer = await context.request.post(url, {
      // As the app sends them: the server refuses a change from a page it cannot place.
      headers: { origin },
      data: { title: 'Morning', content: 'Thankful for the quiet of the morning.' },
    });
    if (!answer.ok()) throw new Error(`${url}: ${answer.status()} ${await answer.text()}`);
    return idAnswerSchema.parse(z.record(z.string(), z.unknown()).parse(await answer.json())[key])
      .id;
  };
  // A member who reads has a plan: the first visit to /reading starts one.
  const page = await context.newPage();
  await page.goto('/reading');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.close();
  return {
    journalEntry: await create('/api/journal/entries', 'entry'),
    prayer: await create('/api/prayers', 'prayer'),
    testimony: await create('/api/testimonies', 'testimony'),
  };
}

// Installed before the app's first script: notes when the screen has rendered, that is when its
// heading (an h1, which every screen has and the 'Loading...' and 'Verifying account...' waits
// have not) is first in the document. A MutationObserver runs as the DOM changes, before any
// later network answer is handled, so a chunk fetched after the screen rendered is not counted.
// A string, not a function: tsx would wrap a function's inner helpers in __name().
const RENDER_PROBE = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('h1')) {
      window.mannaRenderedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

const resourceSchema = z.array(z.object({ name: z.string(), encodedBodySize: z.number() }));

// A chunk the screen does not need can still arrive before it renders when the machine is busy
// (an answer handled before a delayed render); the lesser of two cold loads leaves that out.
const LOADS_PER_SCREEN = 2;

export interface FirstLoad {
  route: string;
  /** The address loaded, parameters filled in. */
  url: string;
  guard: ScreenAccess['guard'];
  /** JS bytes Chromium received (as the server sends them: gzipped) until the screen rendered. */
  transferredKb: number;
  files: number;
  /** Where the app ended up, when it sent the browser elsewhere. */
  redirectedTo: string | undefined;
}

/** Loads `url` in a fresh context (empty cache, no service worker) and sums its JS. */
async function measureFirstLoad(
  context: BrowserContext,
  screen: ScreenAccess,
  url: string,
): Promise<FirstLoad> {
  const page = await context.newPage();
  try {
    await page.addInitScript(RENDER_PROBE);
    await page.goto(url);
    // A function, not a string: the app's Content-Security-Policy forbids evaluating strings.
    await page.waitForFunction(() => 'mannaRenderedAt' in window, null, { timeout: 30_000 });
    const scripts = resourceSchema.parse(
      await page.evaluate(`performance.getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js')
          && entry.responseEnd <= window.mannaRenderedAt)
        .map(({ name, encodedBodySize }) => ({ name, encodedBodySize }))`),
    );
    const landed = new URL(page.url());
    return {
      route: screen.path,
      url,
      guard: screen.guard,
      transferredKb: scripts.reduce((sum, { encodedBodySize }) => sum + encodedBodySize, 0) / 1024,
      files: scripts.length,
      redirectedTo: landed.pathname === url.split('?')[0] ? undefined : landed.pathname,
    };
  } finally {
    await page.close();
  }
}

/**
 * First-load JS of every screen a member or a visitor opens, as Chromium downloads it from the
 * built app served by the real server: each screen twice, each time in a fresh browser context
 * (empty cache),
 * the service worker blocked, member screens signed in as a new member (the web app must be
 * built). '/' and '*' are left out: the server answers '/' itself (measureStaticPages), and
 * '*' is any unknown address.
 */
export async function benchFirstLoad(port: number, screens: readonly ScreenAccess[]) {
  const inbox = await startMailCatcher();
  const manna = await startManna(port, { SMTP_URL: inbox.smtpUrl });
  const browser = await launchChromium();
  try {
    const newContext = (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) =>
      browser.newContext({ baseURL: manna.baseUrl, serviceWorkers: 'block', storageState });
    const member = await newContext();
    await signUpConfirmed(member.request, inbox);
    const ids = await createSamples(member, manna.baseUrl);
    const signedIn = await member.storageState();
    await member.close();

    const results: FirstLoad[] = [];
    for (const screen of screens) {
      if (screen.path === '/' || screen.path === '*') continue;
      const loads: FirstLoad[] = [];
      for (let load = 0; load < LOADS_PER_SCREEN; load++) {
        const context = await newContext(screen.guard === 'visitor' ? undefined : signedIn);
        try {
          loads.push(await measureFirstLoad(context, screen, samplePath(screen.path, ids)));
        } finally {
          await context.close();
        }
      }
      const least = loads.reduce((a, b) => (b.transferredKb < a.transferredKb ? b : a));
      results.push(least);
    }
    return results;
  } finally {
    await browser.close();
    await manna.stop();
    await inbox.close();
  }
}

/**
 * First-load JS of pages the server makes itself, without the web app (the landing pages and
 * '/' for a visitor, docs/decisions/010-landing-pages.md): their inline scripts and the files
 * their scripts load, gzipped.
 */
export function measureStaticPages(pages: Record<string, string>) {
  return Object.entries(pages).map(([route, html]) => {
    let total = 0;
    for (const [, attributes = '', body = ''] of html.matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    )) {
      const source = attributes.match(/\bsrc="\/([^"]+)"/)?.[1];
      const code = source ? readFileSync(path.join(DIST, source)) : Buffer.from(body);
      total += gzipSync(code).length;
    }
    return { route, gzipKb: total / 1024 };
  });
}
