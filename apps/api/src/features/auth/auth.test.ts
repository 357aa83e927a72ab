import { adminEndpoints, meEndpoints } from '@manna/shared';
import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import { createDependencies } from '../../lib/dependencies';
import { createLogger } from '../../lib/logger';
import { memberClient } from '../../testing/member-client';
import { sessionCookie, TEST_ORIGIN, TEST_PASSWORD, useTestApp } from '../../testing/test-app';

/** What better-auth answers when two-factor is turned on. */
const twoFactorEnabledSchema = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });

describe('accounts', () => {
  const t = useTestApp({ seed: false });

  /** Who /api/me says is signed in with the session `cookie` (200 either way). */
  async function me(cookie?: string) {
    return memberClient(t, cookie === undefined ? undefined : { cookie }).read(meEndpoints.get);
  }

  async function signIn(email: string, password: string) {
    return t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  }

  it('hashes passwords at better-auth’s own cost on the server, and cheaper only in test apps', async () => {
    // Wired as server.ts wires it: no replacement for the password hashing.
    const server = createDependencies(t.deps.env, t.db, createLogger('silent'));
    const hashOn = async (auth: typeof t.auth) =>
      (await auth.$context).password.hash(TEST_PASSWORD);

    const serverHash = await hashOn(server.auth);
    expect(await verifyPassword({ hash: serverHash, password: TEST_PASSWORD })).toBe(true);
    // better-auth's check derives at its own cost, so a cheaper hash fails it.
    expect(await verifyPassword({ hash: await hashOn(t.auth), password: TEST_PASSWORD })).toBe(
      false,
    );
  });

  it('signs a member up with their full name, the user role and no tokens', async () => {
    const member = await t.signUp({ name: 'Ruth of Moab', email: 'Ruth@Example.com' });
    const { user } = await me(member.cookie);

    expect(user).toMatchObject({
      id: member.id,
      email: 'ruth@example.com',
      contact: { kind: 'email', value: 'ruth@example.com' },
      role: 'user',
      tokens: 0,
      two_factor_enabled: false,
      profile: { full_name: 'Ruth of Moab' },
    });
    expect(Date.parse(user?.last_login ?? '')).not.toBeNaN();
  });

  it('tells a signed-out visitor that nobody is signed in, without an error', async () => {
    expect(await me()).toEqual({ user: null });
  });

  it("refuses a visitor’s profile change with 401 and 'User not authenticated'", async () => {
    const response = await t.request('/api/me', { method: 'PATCH', json: { full_name: 'Ruth' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'User not authenticated' });
  });

  it('records last_login at every sign-in', async () => {
    const member = await t.signUp();
    const past = new Date('2020-01-01T00:00:00Z');
    await t.db.update(users).set({ lastLogin: past }).where(eq(users.id, member.id));

    const response = await signIn(member.email, member.password);
    expect(response.status).toBe(200);

    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.lastLogin?.getTime()).toBeGreaterThan(past.getTime());
  });

  it('refuses a wrong password and keeps the member signed out', async () => {
    const member = await t.signUp();
    const response = await signIn(member.email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('ends the session at sign-out', async () => {
    const member = await t.signUp();
    const response = await t.request('/api/auth/sign-out', {
      method: 'POST',
      cookie: member.cookie,
      json: {},
    });
    expect(response.status).toBe(200);
    expect((await me(member.cookie)).user).toBeNull();
  });

  it('keeps the admin area to admins', async () => {
    const member = await t.signUp();
    const admin = await t.signUpAdmin();

    const refused = await t.request('/api/admin/overview', { cookie: member.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This area is for administrators only.' });

    const overview = await memberClient(t, admin).read(adminEndpoints.overview);
    expect(overview.daily).toHaveLength(30);
    expect(overview.members).toBeGreaterThanOrEqual(2);
    expect((await me(admin.cookie)).user?.role).toBe('admin');
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const member = await t.signUp();
    const request = await t.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: member.email, redirectTo: '/reset-password' },
    });
    expect(request.status).toBe(200);

    const mail = await t.latestMailTo(member.email);
    expect(mail?.subject).toBe('Reset your Manna password');
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();

    // The link hands the browser on to the reset screen with the token.
    const landing = await t.request(new URL(link ?? '').pathname + new URL(link ?? '').search);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location') ?? '', TEST_ORIGIN);
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await t.request('/api/auth/reset-password', {
      method: 'POST',
      json: { token, newPassword: 'a-brand-new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn(member.email, member.password)).status).toBe(401);
    expect((await signIn(member.email, 'a-brand-new-password')).status).toBe(200);
    // Old sessions end with the reset.
    expect((await me(member.cookie)).user).toBeNull();
  });

  it('asks for a TOTP code at sign-in once two-factor is on', async () => {
    const member = await t.signUp();
    const enable = await t.request('/api/auth/two-factor/enable', {
      method: 'POST',
      cookie: member.cookie,
      json: { password: member.password },
    });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = twoFactorEnabledSchema.parse(await enable.json());
    expect(backupCodes.length).toBeGreaterThan(0);
    const totp = OTPAuth.URI.parse(totpURI);
    expect(totp).toBeInstanceOf(OTPAuth.TOTP);
    if (!(totp instanceof OTPAuth.TOTP)) throw new Error(`${totpURI} is not a TOTP URI`);
    expect(totp.issuer).toBe('Manna');

    const confirm = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: member.cookie,
      json: { code: totp.generate() },
    });
    expect(confirm.status).toBe(200);
    // Turning two-factor on renews the session.
    expect((await me(sessionCookie(confirm))).user?.two_factor_enabled).toBe(true);

    const firstStep = await signIn(member.email, member.password);
    expect(firstStep.status).toBe(200);
    expect(await firstStep.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = sessionCookie(firstStep);
    expect((await me(pending)).user).toBeNull();

    const wrong = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending,
      json: { code: '000000' === totp.generate() ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(401);

    const secondStep = await t.request('/api/auth/two-factor/verify-totp', {
      method: 'POST',
      cookie: pending,
      json: { code: totp.generate() },
    });
    expect(secondStep.status).toBe(200);
    expect((await me(sessionCookie(secondStep))).user?.id).toBe(member.id);
  });
});
