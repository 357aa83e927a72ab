import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { z } from 'zod';
import { type MailCatcher, startMailCatcher } from '../e2e/support/mail-catcher';
import { signedInMember } from './chromium';
import { startManna } from './server';

// Issue 17, goal 3: Lighthouse 12's mobile run (its default config: a Moto G Power's screen,
// simulated throttling of 4x CPU slowdown, 150 ms round trips and 1.6 Mb/s) of the screens a
// member opens first, with the Debian Chromium held to one core.
//
// "One quiet core": Chromium and every process it starts run on one CPU (`taskset -c <cpu>`,
// inherited by the renderers), and nothing else is busy on that CPU. The bench cannot make the
// machine quiet: it prints how idle the core was in the second before each run, and figures
// taken on a busy core are indicative only.
//
// Chromium is Debian's headless shell (docs/decisions/018-reading-first-paint.md, revision 3): the
// full browser in headless mode still runs its toolbar's WebUI renderer, which took 273 ms of CPU
// on the held core while the page's own renderer took 347 ms, and a phone runs no such page.
export const LIGHTHOUSE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** The CPU Chromium is held to (the server and the bench itself stay free to use the others). */
const CHROMIUM_CPU = Number(process.env.LIGHTHOUSE_CPU ?? 1);
/** Runs per screen; the one with the median performance score is reported, as Lighthouse advises. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const DEVTOOLS_PORT_WAIT_MS = 30_000;
/** When set, each run's full report (JSON, for Lighthouse's viewer) is written there. */
const REPORTS_DIR = process.env.LIGHTHOUSE_REPORTS;

export interface LighthouseFigures {
  screen: string;
  /** 0-100 */
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Share of the pinned core left idle in the second before the run (1 = quiet). */
  coreIdle: number;
  /**
   * Lighthouse's measure of the CPU's speed during the run: it varies from run to run on a shared
   * core, and should not on a quiet one.
   */
  benchmarkIndex: number;
  /** Failing accessibility audits' ids, to say what a score under 100 is about. */
  accessibilityFailures: string[];
}

// ---------- The core ----------

/** Idle and total jiffies of one CPU, from /proc/stat. */
function cpuTimes(cpu: number): { idle: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`cpu${cpu} `));
  if (!line) throw new Error(`no cpu${cpu} in /proc/stat`);
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { idle, total: fields.slice(0, 8).reduce((sum, value) => sum + value, 0) };
}

async function coreIdleShare(cpu: number): Promise<number> {
  const before = cpuTimes(cpu);
  await delay(1000);
  const after = cpuTimes(cpu);
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Moves this process (every thread) off `cpu`, so that what it starts from then on, the server
 * above all, inherits the other CPUs: the page's requests and Lighthouse's own handling of the
 * trace would otherwise run on Chromium's core and count in its tasks. Returns the undo.
 */
function keepOffCpu(cpu: number): () => void {
  const affinity = (cpus: string) =>
    execFileSync('taskset', ['-a', '-cp', cpus, String(process.pid)], { stdio: 'ignore' });
  const current = execFileSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' })
    .split(':')[1]
    ?.trim();
  const others = Array.from({ length: availableParallelism() }, (_, index) => index).filter(
    (index) => index !== cpu,
  );
  if (!current || others.length === 0) return () => {};
  affinity(others.join(','));
  return () => affinity(current);
}

// ---------- Chromium on one core ----------

interface PinnedChromium {
  port: number;
  close(): Promise<void>;
}

/**
 * Headless Chromium with a fresh profile, started under `taskset` so that it and every process
 * it forks (renderers, GPU, network service) run on `cpu` alone. Lighthouse drives it over the
 * DevTools port Chromium writes into the profile.
 */
function killGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // no process left in the group
  }
}

/** Waits until every process of the group has exited (SIGKILL after 5 s). */
async function groupGone(pid: number) {
  const deadline = Date.now() + 5_000;
  while (killGroup(pid, 0)) {
    if (Date.now() > deadline) killGroup(pid, 'SIGKILL');
    await delay(50);
  }
}

async function launchPinnedChromium(cpu: number): Promise<PinnedChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'manna-lighthouse-'));
  const child: ChildProcess = spawn(
    'taskset',
    [
      '-c',
      String(cpu),
      LIGHTHOUSE_CHROMIUM,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // A process group of its own: closing stops the helper processes with the browser, so none
    // still writes the profile as it is removed.
    { stdio: 'ignore', detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.pid !== undefined) killGroup(child.pid, 'SIGTERM');
    await exited;
    if (child.pid !== undefined) await groupGone(child.pid);
    rmSync(profile, { recursive: true, force: true });
  };
  const portFile = path.join(profile, 'DevToolsActivePort');
  const deadline = Date.now() + DEVTOOLS_PORT_WAIT_MS;
  while (!existsSync(portFile) || readFileSync(portFile, 'utf8').trim() === '') {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`${LIGHTHOUSE_CHROMIUM} did not open a DevTools port (is it installed?)`);
    }
    await delay(100);
  }
  const port = Number(readFileSync(portFile, 'utf8').split('\n')[0]);
  return { port, close };
}

// ---------- Members ----------

/**
 * A signed-in member's Cookie header; with `planInProgress`, a plan in progress (signedInMember).
 */
async function memberCookie(
  baseURL: string,
  inbox: MailCatcher,
  options: { planInProgress: boolean },
): Promise<string> {
  const { cookies } = await signedInMember(baseURL, inbox, options);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

// ---------- Lighthouse ----------

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * What a screen's largest paint must be for a run to count: a page that failed to render (the
 * error screen, a sign-in page for a lost session) can score well, having little to do.
 */
interface ExpectedPaint {
  /** Said in the error, e.g. 'the chapter'. */
  what: string;
  matches: (element: { selector: string; label: string }) => boolean;
}

const THE_CHAPTER: ExpectedPaint = {
  what: "the chapter's text",
  matches: ({ selector }) => selector.includes('.scripture-text'),
};
// The sign-in screen's own words (apps/web/src/app/routes/auth/login.tsx).
const THE_SIGN_IN_GREETING: ExpectedPaint = {
  what: "the sign-in screen's greeting",
  matches: ({ label }) => label.startsWith('Welcome back.'),
};

const lcpElementSchema = z.object({
  items: z
    .tuple([
      z.object({
        items: z
          .tuple([z.object({ node: z.object({ selector: z.string(), nodeLabel: z.string() }) })])
          .rest(z.unknown()),
      }),
    ])
    .rest(z.unknown()),
});

async function runLighthouse(
  url: string,
  cookie: string | null,
  cpu: number,
  name: string,
  expected: ExpectedPaint,
) {
  // Loaded here, not with the bench: the other sections do without its many modules.
  const { default: lighthouse } = await import('lighthouse');
  const coreIdle = await coreIdleShare(cpu);
  const chromium = await launchPinnedChromium(cpu);
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The member's session, sent with every request of the page (Lighthouse keeps no sign-in).
      extraHeaders: cookie ? { Cookie: cookie } : null,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (REPORTS_DIR) {
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const { node } = lcpElementSchema.parse(lhr.audits['largest-contentful-paint-element']?.details)
      .items[0].items[0];
    if (!expected.matches({ selector: node.selector, label: node.nodeLabel }))
      throw new Error(
        `Lighthouse on ${url} measured the wrong page: its largest paint was '${node.nodeLabel}' (${node.selector}), not ${expected.what}`,
      );
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const accessibility = lhr.categories.accessibility;
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(accessibility?.score),
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      fcpMs: numeric('first-contentful-paint'),
      coreIdle,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      accessibilityFailures: (accessibility?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  } finally {
    await chromium.close();
  }
}

/**
 * Lighthouse (mobile) on /reading (a member with a plan in progress), /bible (a member) and
 * /login (a visitor), `RUNS` times each in a fresh profile; the run with the median performance
 * score is reported for each.
 */
export async function benchLighthouse(port: number): Promise<LighthouseFigures[]> {
  const inbox = await startMailCatcher();
  const restoreAffinity = keepOffCpu(CHROMIUM_CPU);
  const manna = await startManna(port, { SMTP_URL: inbox.smtpUrl });
  try {
    const screens = [
      {
        screen: '/reading',
        cookie: await memberCookie(manna.baseUrl, inbox, { planInProgress: true }),
        expected: THE_CHAPTER,
      },
      {
        screen: '/bible',
        cookie: await memberCookie(manna.baseUrl, inbox, { planInProgress: false }),
        expected: THE_CHAPTER,
      },
      { screen: '/login', cookie: null, expected: THE_SIGN_IN_GREETING },
    ];
    const figures: LighthouseFigures[] = [];
    for (const { screen, cookie, expected } of screens) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) {
        const name = `${screen.slice(1)}-${run + 1}`;
        runs.push(
          await runLighthouse(`${manna.baseUrl}${screen}`, cookie, CHROMIUM_CPU, name, expected),
        );
      }
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (!median) throw new Error('no Lighthouse runs');
      figures.push({ screen, ...median });
    }
    return figures;
  } finally {
    await manna.stop();
    await inbox.close();
    restoreAffinity();
  }
}

/** The 1-, 5- and 15-minute load averages, to print beside figures taken on a shared machine. */
export const machineLoad = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export { CHROMIUM_CPU, RUNS as LIGHTHOUSE_RUNS };
