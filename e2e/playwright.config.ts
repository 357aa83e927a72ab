import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Playwright evaluates this file in every worker too; the environment keeps one data folder
// and one port for the whole run.
process.env.MANNA_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'manna-e2e-'));
process.env.MANNA_E2E_PORT ??= '3100';

const port = Number(process.env.MANNA_E2E_PORT);
export const baseURL = `http://localhost:${port}`;
// The mail catcher (support/mail-catcher.ts): SMTP for the server, HTTP for the specs.
const smtpPort = port + 25;
export const mailCatcherURL = `http://127.0.0.1:${port + 26}`;
// The SMS sink (support/sms-sink-server.ts): phone sign-up's codes land there.
export const smsSinkURL = `http://127.0.0.1:${port + 27}`;
// Members signing up with these addresses become admins (the server's ADMIN_EMAILS).
export const ADMIN_EMAIL_COUNT = 8;
export const adminEmail = (slot: number) => `admin-${slot}@e2e.manna.test`;

// Debian's Chromium headless shell when installed: the same engine without the browser's own
// window, whose toolbar pages and larger browser process took 13% of the browser tests' CPU.
// Notifications need the browser itself: the shell shows none, so the specs about them run there.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SHELL_OR_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : BROWSER);
const NOTIFYING = /(push-)?reminders\.spec\.ts$/;
const SERVER_SETTINGS = /admin-settings\.spec\.ts$/;

const launchOptions = (executablePath: string) => ({
  executablePath,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A fake microphone for voice memos (tests/journal.spec.ts), granted without a prompt.
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // On CI a failed test runs once more, in a fresh worker, and the report lists it as flaky. Two
  // workers, their browsers and the server share two cores: under a busy host a test can miss what
  // a screen shows for a moment (a toast's 5 s) or run out of time, without anything being wrong.
  // A real failure fails twice. Locally a failure is reported at once.
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Machines of the same kind differ: on 2026-11-28 one ran the whole suite (and the server's own
  // benches) two to two and a half times slower than the day before, and journeys of many steps
  // (an admin and a member in two browsers) ran past 30 s with every step passing. The time
  // limits leave room for that; what a test waits for is unchanged.
  timeout: 60_000,
  // A block of steps retried until it holds (toPass) waits as long as one expectation.
  expect: { timeout: 15_000, toPass: { timeout: 15_000 } },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // The production build registers a service worker, which would answer requests before
    // page.route() sees them. Specs about offline support opt back in (tests/offline.spec.ts).
    serviceWorkers: 'block',
    // A failed test's retry (on CI) records a trace: the DOM at every step, without the
    // screencast, whose frames nearly doubled the browser tests' CPU time. Recording every test
    // for the few that fail cost a tenth more CPU (the DOM snapshotted at every action, in the
    // browser and in Playwright's worker); the first failure keeps its screenshot and the page's
    // outline (error-context.md), and `--trace on` records a local run.
    trace: { mode: 'on-first-retry', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: launchOptions(SHELL_OR_BROWSER),
  },
  projects: [
    { name: 'chromium', testIgnore: [SERVER_SETTINGS, NOTIFYING] },
    {
      name: 'notifications',
      testMatch: NOTIFYING,
      use: { launchOptions: launchOptions(BROWSER) },
    },
    // Settings are the whole server's (sign-up, the notice): this spec runs after the others, so
    // no spec signing members up meets a closed sign-up (docs/product/admin.md#settings).
    {
      name: 'global-settings',
      testMatch: SERVER_SETTINGS,
      dependencies: ['chromium', 'notifications'],
    },
  ],
  webServer: [
    {
      command: 'tsx support/mail-catcher-server.ts',
      url: `${mailCatcherURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(port + 26) },
    },
    {
      command: 'tsx support/sms-sink-server.ts',
      url: `${smsSinkURL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMS_SINK_PORT: String(port + 27) },
    },
    {
      // The real server, on a fresh embedded database, serving the built web app.
      command: 'npm run serve',
      cwd: '..',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.MANNA_E2E_DATA_DIR,
        APP_ORIGIN: baseURL,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMS_WEBHOOK_URL: `${smsSinkURL}/sms`,
        // Every test is a member on a device of their own (support/fixtures.ts sends its
        // address in X-Forwarded-For, as a proxy would): sign-in limits count per device.
        TRUSTED_PROXIES: '127.0.0.1,::1',
        ADMIN_EMAILS: Array.from({ length: ADMIN_EMAIL_COUNT }, (_, slot) => adminEmail(slot)).join(
          ',',
        ),
      },
    },
  ],
});
