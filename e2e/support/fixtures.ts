import { randomInt, randomUUID } from 'node:crypto';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { ADMIN_EMAIL_COUNT, adminEmail, baseURL } from '../playwright.config';
import { CONFIRM_EMAIL_SUBJECT, linkIn, mailTo } from './mail';

export const PASSWORD = 'faithful-reader-42';

export interface Member {
  name: string;
  email: string;
  password: string;
}

export function newMember(overrides: Partial<Member> = {}): Member {
  return {
    name: 'Ruth Naomi',
    email: `member-${randomUUID()}@e2e.manna.test`,
    password: PASSWORD,
    ...overrides,
  };
}

/**
 * The Origin a browser sends with a change made from one of our pages. Specs that set data up
 * through page.request (not a browser) send it too, or the server refuses the change as
 * cross-site (docs/security.md#cross-site-requests).
 */
export const FROM_OUR_PAGE = { origin: baseURL };

/** An address of a device of its own (the server trusts loopback as a proxy in these tests). */
export function deviceAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Signs a member up through the API and opens the link e-mailed to them, as a new member does;
 * the session cookie lands in `request`'s context (a page's, when it is `page.request`).
 */
export async function signUpAndConfirm(request: APIRequestContext, member: Member) {
  // The address may have had an account before (deleted since), and its old link with it.
  const since = new Date().toISOString();
  const response = await request.post('/api/auth/sign-up/email', {
    headers: FROM_OUR_PAGE,
    data: { name: member.name, email: member.email, password: member.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const confirmation = await mailTo(member.email, CONFIRM_EMAIL_SUBJECT, { since });
  const confirmed = await request.get(linkIn(confirmation, '/verify-email'));
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/**
 * A member signed up and signed in on a browser of their own (a second context), beside the
 * test's page: for specs where two people act at once. Close it with `page.context().close()`.
 */
export async function memberBrowser(
  browser: Browser,
  baseURL: string | undefined,
  member: Member,
  options: BrowserContextOptions = {},
) {
  const context = await browser.newContext({
    ...options,
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
  });
  const page = await context.newPage();
  await signUpAndConfirm(page.request, member);
  return page;
}

/**
 * Resolves once the calls a new member's screens make after their first content have answered:
 * the reminder check and the staff's unread replies (apps/web/src/app/router.tsx), and the
 * browser's time zone saved to an account that has none yet, at the first idle moment
 * (apps/web/src/features/auth/hooks/use-time-zone-sync.ts). Start it before the navigation: a
 * test that then ends the session meets its first 401 where it means to, not in a background
 * call that signs the app out and takes the screen away.
 */
export function backgroundChecksAnswered(page: Page) {
  const answered = (method: string, path: string) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === method && new URL(response.url()).pathname === path,
    );
  return Promise.all([
    answered('GET', '/api/reminders'),
    answered('GET', '/api/support/unread'),
    answered('PATCH', '/api/me'),
  ]);
}

interface Fixtures {
  /** A fresh member, already signed in. */
  member: Member;
  /** An admin (ADMIN_EMAILS on the server), already signed in. */
  admin: Member;
}

export const test = base.extend<Fixtures>({
  // Each test browses from a device of its own, so rate limits count per test.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': deviceAddress() });
  },
  member: async ({ page }, use) => {
    const member = newMember();
    await signUpAndConfirm(page.request, member);
    await use(member);
  },
  admin: async ({ page }, use, testInfo) => {
    const admin = newMember({
      name: 'Anna Prophetess',
      email: adminEmail(testInfo.parallelIndex % ADMIN_EMAIL_COUNT),
    });
    // An earlier test in this worker may have created the admin already.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      headers: FROM_OUR_PAGE,
      data: { email: admin.email, password: admin.password },
    });
    if (!signIn.ok()) await signUpAndConfirm(page.request, admin);
    await use(admin);
  },
});

export { expect };
