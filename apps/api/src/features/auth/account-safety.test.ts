import { randomUUID } from 'node:crypto';
import { meEndpoints } from '@manna/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { NULL_CHARACTER_MESSAGE } from '../../lib/validation';
import { answerOf } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { createTestApp, TEST_PASSWORD, useTestApp } from '../../testing/test-app';

const WEAK_PASSWORD = /^This password is too easy to guess\. /;

/** A mailer that holds every message until released: shows what an answer waited for. */
function heldMailer() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    capturesMail: false,
    async send(message) {
      await gate;
      sent.push(message);
    },
  };
  return { mailer, sent, release };
}

/** What better-auth answers a sign-up with: a token (none until the e-mail is confirmed) and the user. */
const signUpAnswerSchema = z.object({
  token: z.string().nullable(),
  user: z.record(z.string(), z.unknown()),
});

describe('account safety', () => {
  const t = useTestApp({ seed: false });

  const signUpRequest = (body: Record<string, unknown>) =>
    t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: body,
      clientAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
    });
  const newEmail = () => `someone-${randomUUID()}@example.com`;

  describe('who has an account stays private', () => {
    it('answers a sign-up with a taken address exactly as one with a new address, and tells the owner by e-mail', async () => {
      const owner = await t.signUp();
      const fresh = await signUpRequest({
        name: 'Tabitha',
        email: newEmail(),
        password: TEST_PASSWORD,
      });
      const taken = await signUpRequest({
        name: 'Tabitha',
        email: owner.email,
        password: TEST_PASSWORD,
      });

      expect(taken.status).toBe(200);
      expect(fresh.status).toBe(200);
      const shapeOf = async (response: Response) => {
        const body = signUpAnswerSchema.parse(await response.json());
        return { token: body.token, userFields: Object.keys(body.user).sort() };
      };
      expect(await shapeOf(taken)).toEqual(await shapeOf(fresh));
      expect(taken.headers.getSetCookie()).toEqual([]);
      expect(fresh.headers.getSetCookie()).toEqual([]);

      expect((await t.latestMailTo(owner.email))?.subject).toBe('You already have a Manna account');
      // The attempt changed nothing: the owner still signs in with their own password.
      const signIn = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: owner.email, password: owner.password },
      });
      expect(signIn.status).toBe(200);
    });

    it('keeps a new account signed out until its e-mail is confirmed, and mails a fresh link on sign-in', async () => {
      const email = newEmail();
      await signUpRequest({ name: 'Dorcas', email, password: TEST_PASSWORD });
      const early = await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email, password: TEST_PASSWORD },
      });
      expect(early.status).toBe(403);
      expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

      const confirmed = await t.followMailedLink(email, '/verify-email');
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe('/email-confirmed');
      const me = await t.request('/api/me', {
        cookie: confirmed.headers
          .getSetCookie()
          .map((cookie) => cookie.split(';')[0])
          .join('; '),
      });
      expect((await answerOf(meEndpoints.get, me)).user?.email).toBe(email);
    });

    it('answers a reset request before any e-mail goes out, in the same words for an unknown address', async () => {
      const member = await t.signUp();
      const held = heldMailer();
      const second = await createTestApp({ database: t.database, mailer: held.mailer });
      const answers: unknown[] = [];
      for (const email of [member.email, newEmail()]) {
        const response = await second.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email, redirectTo: '/reset-password' },
        });
        expect(response.status).toBe(200);
        answers.push(await response.json());
      }
      expect(answers[0]).toEqual(answers[1]);
      // Both answers arrived while the e-mail was still held back.
      expect(held.sent).toEqual([]);

      held.release();
      await second.settle();
      expect(held.sent.map((message) => message.to)).toEqual([member.email]);
    });

    it('refuses a malformed reset request with 400 at once', async () => {
      await expectError(
        await t.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email: 'not an address' },
        }),
        400,
        'Please enter a valid email address',
      );
    });
  });

  describe('passwords', () => {
    it.each(['password', 'aaaaaaaa', '        ', 'jesus123456'])(
      'refuses the guessable password %j at sign-up with advice',
      async (password) => {
        const response = await signUpRequest({ name: 'Priscilla', email: newEmail(), password });
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({
          code: 'WEAK_PASSWORD',
          message: expect.stringMatching(WEAK_PASSWORD),
        });
      },
    );

    it('refuses a password made of the member’s own name', async () => {
      const response = await signUpRequest({
        name: 'Priscilla Aquila',
        email: newEmail(),
        password: 'priscillaaquila',
      });
      expect(response.status).toBe(400);
    });

    it('refuses a guessable new password when changing or resetting it', async () => {
      const member = await t.signUp();
      const change = await t.request('/api/auth/change-password', {
        method: 'POST',
        cookie: member.cookie,
        json: { currentPassword: member.password, newPassword: 'password1' },
      });
      expect(change.status).toBe(400);
      expect(await change.json()).toMatchObject({ message: expect.stringMatching(WEAK_PASSWORD) });

      await t.request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: member.email, redirectTo: '/reset-password' },
      });
      const landing = await t.followMailedLink(member.email, '/reset-password/');
      const token = new URL(landing.headers.get('location') ?? '', 'http://x').searchParams.get(
        'token',
      );
      const reset = await t.request('/api/auth/reset-password', {
        method: 'POST',
        json: { token, newPassword: 'qwertyuiop' },
      });
      expect(reset.status).toBe(400);
      expect(await reset.json()).toMatchObject({ message: expect.stringMatching(WEAK_PASSWORD) });
    });
  });

  describe('one rule for a member’s name, whichever endpoint changes it', () => {
    const refusals: [string, unknown, string][] = [
      ['an object', {}, 'Please enter your full name'],
      ['a list', ['Ruth'], 'Please enter your full name'],
      ['a number', 5, 'Please enter your full name'],
      ['null', null, 'Please enter your full name'],
      ['blank', '   ', 'Please enter your full name'],
      ['too long', 'R'.repeat(101), 'Name is too long'],
      ['a NUL', 'Ruth\u0000', NULL_CHARACTER_MESSAGE],
      [
        'a line break',
        'Ruth\nof Moab',
        'Your name cannot contain control characters such as line breaks or tabs',
      ],
    ];

    it.each(refusals)('refuses a sign-up name that is %s', async (_, name, message) => {
      const response = await signUpRequest({ name, email: newEmail(), password: TEST_PASSWORD });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });

    it.each(refusals)('refuses an update-user name that is %s', async (_, name, message) => {
      const member = await t.signUp({ name: 'Ruth of Moab' });
      const response = await t.request('/api/auth/update-user', {
        method: 'POST',
        cookie: member.cookie,
        json: { name },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
      const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.name).toBe('Ruth of Moab');
    });

    it.each(refusals)(
      'refuses a PATCH /api/me full_name that is %s',
      async (_, full_name, message) => {
        const member = await t.signUp({ name: 'Ruth of Moab' });
        const response = await t.request('/api/me', {
          method: 'PATCH',
          cookie: member.cookie,
          json: { full_name },
        });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: message });
      },
    );

    it('stores a name trimmed, through update-user as through /api/me', async () => {
      const member = await t.signUp();
      const response = await t.request('/api/auth/update-user', {
        method: 'POST',
        cookie: member.cookie,
        json: { name: '  Lois of Lystra  ' },
      });
      expect(response.status).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.name).toBe('Lois of Lystra');
    });

    it('stores no profile picture', async () => {
      const member = await t.signUp();
      const response = await t.request('/api/auth/update-user', {
        method: 'POST',
        cookie: member.cookie,
        json: { image: 'javascript:alert(1)' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: 'Profile pictures are not supported',
      });
    });
  });
});
