import { setTimeout as delay } from 'node:timers/promises';
import { type APIRequestContext, chromium, request as playwrightRequest } from '@playwright/test';
import type { MailCatcher } from '../e2e/support/mail-catcher';
import { linkIn } from '../e2e/support/mail-catcher';
import { startPlanWithTwoChaptersRead } from '../e2e/support/reading-plan';

const CONFIRMATION_WAIT_MS = 10_000;

/** The Debian Chromium (or CHROMIUM_PATH), headless, as the browser benches drive it. */
export function launchChromium(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** The median and the slowest of a browser bench's timings. */
export function medianAndMax(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
    maxMs: sorted.at(-1) ?? Number.NaN,
  };
}

/** Signs a member up and opens the link e-mailed to them, which signs them in. */
export async function signUpConfirmed(request: APIRequestContext, inbox: MailCatcher) {
  const email = `bench-${Date.now()}@manna.test`;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name: 'Bench Reader', email, password: 'quiet-morning-psalm-reader' },
  });
  if (!signUp.ok()) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  // The e-mail goes out just after the answer.
  const deadline = Date.now() + CONFIRMATION_WAIT_MS;
  while (inbox.messagesTo(email).length === 0) {
    if (Date.now() > deadline) throw new Error(`no confirmation e-mail to ${email}`);
    await delay(50);
  }
  const [confirmation] = inbox.messagesTo(email);
  if (!confirmation) throw new Error(`no confirmation e-mail to ${email}`);
  const confirmed = await request.get(linkIn(confirmation, '/verify-email'));
  if (!confirmed.ok()) throw new Error(`confirmation failed: ${confirmed.status()}`);
}

/**
 * A member signed up and signed in, as their browser's state (its cookies); with
 * `planInProgress`, a plan in progress, so /reading shows the progress aside, the streak and the
 * cards (as e2e/tests/layout-shift.spec.ts sets it up).
 */
export async function signedInMember(
  baseURL: string,
  inbox: MailCatcher,
  { planInProgress }: { planInProgress: boolean },
) {
  // Changes sent from a script carry the Origin a page of ours would (docs/security.md#cross-site-requests).
  const request = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  try {
    await signUpConfirmed(request, inbox);
    if (planInProgress) await startPlanWithTwoChaptersRead(request);
    return await request.storageState();
  } finally {
    await request.dispose();
  }
}
