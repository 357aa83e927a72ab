import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME_SECONDS } from '../auth';
import { sessions } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { findSession } from './session-lookup';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lookup', () => {
  const t = useTestApp({ seed: false });
  const headersOf = (cookie: string) => new Headers({ cookie });
  const lookUp = (headers: Headers) => findSession(t.auth, t.db, headers);
  const streak = (cookie: string) => t.request('/api/reading/streak', { cookie });

  it('answers a fresh session as better-auth does, with one query and without better-auth', async () => {
    const member = await t.signUp();
    const expected = await t.auth.api.getSession({ headers: headersOf(member.cookie) });
    const getSession = vi.spyOn(t.auth.api, 'getSession');
    try {
      const found = await lookUp(headersOf(member.cookie));
      expect(found).toEqual(expected);
      expect(found?.user.id).toBe(member.id);
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('answers 401 at once after sign-out, and after the member’s sessions end (as a ban ends them)', async () => {
    const member = await t.signUp();
    expect((await streak(member.cookie)).status).toBe(200);
    const signedOut = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: member.cookie,
      json: {},
    });
    expect(signedOut.status).toBe(200);
    expect((await streak(member.cookie)).status).toBe(401);

    const other = await t.signUp();
    expect((await streak(other.cookie)).status).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.userId, other.id));
    expect((await streak(other.cookie)).status).toBe(401);
  });

  it('refuses a cookie whose signature is not ours', async () => {
    const member = await t.signUp();
    const [name, value = ''] = member.cookie.split('=');
    const token = decodeURIComponent(value).split('.')[0];
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect(await lookUp(headersOf(forged))).toBeNull();
    expect((await streak(forged)).status).toBe(401);
  });

  it('leaves an expired session to better-auth, which refuses and deletes it', async () => {
    const member = await t.signUp();
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    expect(await lookUp(headersOf(member.cookie))).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
  });

  it('leaves a session due for extension to better-auth, which extends it', async () => {
    const member = await t.signUp();
    const due = new Date(Date.now() + SESSION_LIFETIME_SECONDS * 1000 - 2 * DAY_MS);
    await t.db.update(sessions).set({ expiresAt: due }).where(eq(sessions.userId, member.id));
    const found = await lookUp(headersOf(member.cookie));
    expect(found?.user.id).toBe(member.id);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(due.getTime() + DAY_MS);
  });
});
