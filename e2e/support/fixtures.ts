import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { ADMIN_EMAIL_COUNT, adminEmail } from '../playwright.config';

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

/** Signs a member up through the API; the session cookie lands in the page's context. */
async function signUpThroughApi(page: Page, member: Member) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  if (response.status() === 422 || response.status() === 400) {
    // The admin slot was used by an earlier test in this worker: sign in instead.
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: member.email, password: member.password },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    return;
  }
  expect(response.ok(), await response.text()).toBe(true);
}

interface Fixtures {
  /** A fresh member, already signed in. */
  member: Member;
  /** An admin (ADMIN_EMAILS on the server), already signed in. */
  admin: Member;
}

export const test = base.extend<Fixtures>({
  member: async ({ page }, use) => {
    const member = newMember();
    await signUpThroughApi(page, member);
    await use(member);
  },
  admin: async ({ page }, use, testInfo) => {
    const admin = newMember({
      name: 'Anna Prophetess',
      email: adminEmail(testInfo.parallelIndex % ADMIN_EMAIL_COUNT),
    });
    await signUpThroughApi(page, admin);
    await use(admin);
  },
});

export { expect };
