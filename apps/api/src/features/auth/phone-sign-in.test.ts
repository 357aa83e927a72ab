import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  communityNoticeEndpoints,
  MISSING_CREDENTIALS_MESSAGE,
  meEndpoints,
  PHONE_SIGN_IN_OFF_CODE,
  WEAK_PASSWORD_CODE,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users, verifications } from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { rowsNaming } from '../../testing/rows-naming';
import { sessionCookie, TEST_PASSWORD, type TestApp, useTestApp } from '../../testing/test-app';

const SMS_TOKEN = 'sms-gateway-token';
const smsSchema = z.object({ to: z.string(), body: z.string() });
const received: { message: z.infer<typeof smsSchema>; authorization?: string }[] = [];

// A stand-in for an SMS gateway's webhook: keeps what it is sent.
const gateway = createServer((request, response) => {
  let raw = '';
  request.on('data', (chunk) => {
    raw += chunk;
  });
  request.on('end', () => {
    received.push({
      message: smsSchema.parse(JSON.parse(raw)),
      authorization: request.headers.authorization,
    });
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const { port } = z
  .object({ port: z.number() })
  .parse(gateway.address() satisfies AddressInfo | string | null);
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

const errorSchema = z.object({ code: z.string().optional(), message: z.string() });

let sequence = 0;
/** A valid number nobody else in this file uses (US, 202 area, 555-01xx fictional range). */
function newNumber(): string {
  sequence += 1;
  return `+1202555${String(100 + sequence).padStart(4, '0')}`;
}

// Each test is its own client, so the texting rate limit (docs/security.md#rate-limits) counts
// one test's requests only.
let clients = 0;
let clientAddress = '10.9.0.0';
async function post(t: TestApp, path: string, json: unknown) {
  return t.request(`/api/auth${path}`, { method: 'POST', json, clientAddress });
}

async function codeSentTo(t: TestApp, phoneNumber: string): Promise<string> {
  await t.settle();
  const message = received.findLast((entry) => entry.message.to === phoneNumber)?.message;
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code texted to ${phoneNumber}`);
  return code;
}

/** A fresh texting server for a describe's tests, each a client of its own with no texts yet. */
function useTextingApp() {
  beforeEach(() => {
    received.length = 0;
    clients += 1;
    clientAddress = `10.9.${clients >> 8}.${clients & 255}`;
  });
  return useTestApp({
    seed: false,
    env: { SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`, SMS_WEBHOOK_TOKEN: SMS_TOKEN },
  });
}

async function signUpByPhone(t: TestApp, phoneNumber: string, name = 'Priscilla of Rome') {
  expect((await post(t, '/phone-number/send-otp', { phoneNumber })).status).toBe(200);
  const code = await codeSentTo(t, phoneNumber);
  return post(t, '/phone-number/verify', { phoneNumber, code, name, password: TEST_PASSWORD });
}

describe('phone sign-up and sign-in', () => {
  const t = useTextingApp();

  it('texts a code through the gateway, then creates the account and signs it in', async () => {
    const phoneNumber = newNumber();
    const response = await signUpByPhone(t, phoneNumber);
    expect(response.status).toBe(200);
    expect(received[0]?.authorization).toBe(`Bearer ${SMS_TOKEN}`);

    const { user } = await memberClient(t, { cookie: sessionCookie(response) }).read(
      meEndpoints.get,
    );
    expect(user?.profile.full_name).toBe('Priscilla of Rome');
    // Known by the number, written for people, not by the placeholder in the e-mail column.
    expect(user?.contact).toEqual({ kind: 'phone', value: `+1 202 555 ${phoneNumber.slice(-4)}` });
    const [row] = await t.db.select().from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(row).toMatchObject({ phoneNumberVerified: true, name: 'Priscilla of Rome' });
  });

  it('signs in with the number and password, and refuses a wrong password', async () => {
    const phoneNumber = newNumber();
    expect((await signUpByPhone(t, phoneNumber)).status).toBe(200);

    const signedIn = await post(t, '/sign-in/phone-number', {
      phoneNumber,
      password: TEST_PASSWORD,
    });
    expect(signedIn.status).toBe(200);
    const { user } = await memberClient(t, { cookie: sessionCookie(signedIn) }).read(
      meEndpoints.get,
    );
    expect(user?.profile.full_name).toBe('Priscilla of Rome');

    const refused = await post(t, '/sign-in/phone-number', {
      phoneNumber,
      password: 'not-the-password',
    });
    expect(refused.status).toBe(401);
    expect(errorSchema.parse(await refused.json()).code).toBe('INVALID_PHONE_NUMBER_OR_PASSWORD');
  });

  it('refuses a wrong code, then every code after three wrong ones', async () => {
    const phoneNumber = newNumber();
    await post(t, '/phone-number/send-otp', { phoneNumber });
    const code = await codeSentTo(t, phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (tried: string) =>
      post(t, '/phone-number/verify', {
        phoneNumber,
        code: tried,
        name: 'Aquila',
        password: TEST_PASSWORD,
      });

    for (let i = 0; i < 3; i += 1) {
      const response = await attempt(wrong);
      expect(response.status).toBe(400);
      expect(errorSchema.parse(await response.json()).code).toBe('INVALID_OTP');
    }
    const locked = await attempt(code);
    expect(locked.status).toBe(403);
    expect(errorSchema.parse(await locked.json()).code).toBe('TOO_MANY_ATTEMPTS');
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phoneNumber))).toEqual([]);
  });

  it('refuses an expired code', async () => {
    const phoneNumber = newNumber();
    await post(t, '/phone-number/send-otp', { phoneNumber });
    const code = await codeSentTo(t, phoneNumber);
    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `phone-number-otp-${phoneNumber}`));

    const response = await post(t, '/phone-number/verify', {
      phoneNumber,
      code,
      name: 'Aquila',
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(errorSchema.parse(await response.json()).code).toBe('OTP_EXPIRED');
  });

  it('answers a taken number as any other, and texts its owner a notice instead of a code', async () => {
    const phoneNumber = newNumber();
    expect((await signUpByPhone(t, phoneNumber)).status).toBe(200);
    received.length = 0;

    const again = await post(t, '/phone-number/send-otp', { phoneNumber });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'code sent' });
    await t.settle();
    expect(received.map((entry) => entry.message.body)).toEqual([
      expect.stringContaining('already has one'),
    ]);
    expect(received[0]?.message.body).not.toMatch(/\d{6}/);

    const guessed = await post(t, '/phone-number/verify', {
      phoneNumber,
      code: '123456',
      name: 'Intruder',
      password: TEST_PASSWORD,
    });
    expect(guessed.status).toBe(400);
    expect(errorSchema.parse(await guessed.json()).code).toBe('INVALID_OTP');
  });

  it('asks for a name and a real password before creating the account', async () => {
    const phoneNumber = newNumber();
    await post(t, '/phone-number/send-otp', { phoneNumber });
    const code = await codeSentTo(t, phoneNumber);
    const short = await post(t, '/phone-number/verify', {
      phoneNumber,
      code,
      name: 'Aquila',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(errorSchema.parse(await short.json()).message).toBe(
      'Password must be at least 8 characters',
    );
    const nameless = await post(t, '/phone-number/verify', {
      phoneNumber,
      code,
      password: TEST_PASSWORD,
    });
    expect(nameless.status).toBe(400);
  });

  it('refuses a number that is not a phone number, and sends nothing', async () => {
    const response = await post(t, '/phone-number/send-otp', { phoneNumber: '+1000' });
    expect(response.status).toBe(400);
    expect(errorSchema.parse(await response.json()).code).toBe('INVALID_PHONE_NUMBER');
    await t.settle();
    expect(received).toEqual([]);
  });

  it("answers a sign-in without a number or a password with the product's sentence", async () => {
    for (const json of [
      { phoneNumber: '', password: TEST_PASSWORD },
      { phoneNumber: newNumber(), password: '  ' },
      {},
    ]) {
      const response = await post(t, '/sign-in/phone-number', json);
      expect(response.status).toBe(400);
      expect(errorSchema.parse(await response.json()).message).toBe(MISSING_CREDENTIALS_MESSAGE);
    }
  });

  it('tells the sign-up screen that phone sign-in is offered', async () => {
    expect((await memberClient(t).read(communityNoticeEndpoints.get)).phone_sign_in).toBe(true);
  });
});

// docs/product/accounts-and-shell.md#reset-by-text-message
describe('a forgotten password, reset by text message', () => {
  const t = useTextingApp();
  const NEW_PASSWORD = 'a-brand-new-pass-phrase';

  /** A phone member, signed up with TEST_PASSWORD, and the cookie of the session that made. */
  async function phoneMember() {
    const phoneNumber = newNumber();
    const signedUp = await signUpByPhone(t, phoneNumber, 'Dorcas of Joppa');
    expect(signedUp.status).toBe(200);
    received.length = 0;
    return { phoneNumber, cookie: sessionCookie(signedUp) };
  }

  async function resetCodeFor(phoneNumber: string) {
    const response = await post(t, '/phone-number/request-password-reset', { phoneNumber });
    expect(response.status).toBe(200);
    return codeSentTo(t, phoneNumber);
  }

  const reset = (phoneNumber: string, otp: string, newPassword = NEW_PASSWORD) =>
    post(t, '/phone-number/reset-password', { phoneNumber, otp, newPassword });

  const signIn = (phoneNumber: string, password: string) =>
    post(t, '/sign-in/phone-number', { phoneNumber, password });

  async function signedInMember(cookie: string) {
    return (await memberClient(t, { cookie }).read(meEndpoints.get)).user;
  }

  it('sets the new password with the texted code, ends every session and retires the old password', async () => {
    const { phoneNumber, cookie: firstDevice } = await phoneMember();
    const secondDevice = sessionCookie(await signIn(phoneNumber, TEST_PASSWORD));
    expect(await signedInMember(secondDevice)).not.toBeNull();

    const code = await resetCodeFor(phoneNumber);
    expect(received.map((entry) => entry.message)).toEqual([
      { to: phoneNumber, body: `Your Manna password reset code is ${code}` },
    ]);
    const response = await reset(phoneNumber, code);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });

    expect(await signedInMember(firstDevice)).toBeNull();
    expect(await signedInMember(secondDevice)).toBeNull();
    const old = await signIn(phoneNumber, TEST_PASSWORD);
    expect(old.status).toBe(401);
    expect(errorSchema.parse(await old.json()).code).toBe('INVALID_PHONE_NUMBER_OR_PASSWORD');
    const signedIn = await signIn(phoneNumber, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect((await signedInMember(sessionCookie(signedIn)))?.profile.full_name).toBe(
      'Dorcas of Joppa',
    );
    // A code sets one password.
    const again = await reset(phoneNumber, code, 'another-fresh-pass-phrase');
    expect(again.status).toBe(400);
    expect(errorSchema.parse(await again.json()).code).toBe('OTP_NOT_FOUND');
  });

  it('refuses a wrong code, then every code after three wrong ones, and keeps the password', async () => {
    const { phoneNumber } = await phoneMember();
    const code = await resetCodeFor(phoneNumber);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const response = await reset(phoneNumber, wrong);
      expect(response.status).toBe(400);
      expect(errorSchema.parse(await response.json()).code).toBe('INVALID_OTP');
    }
    const locked = await reset(phoneNumber, code);
    expect(locked.status).toBe(403);
    expect(errorSchema.parse(await locked.json()).code).toBe('TOO_MANY_ATTEMPTS');
    expect((await signIn(phoneNumber, TEST_PASSWORD)).status).toBe(200);
    expect((await signIn(phoneNumber, NEW_PASSWORD)).status).toBe(401);
  });

  it('refuses a code older than ten minutes', async () => {
    const { phoneNumber } = await phoneMember();
    const code = await resetCodeFor(phoneNumber);
    const [stored] = await t.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(eq(verifications.identifier, `phone-number-reset-${phoneNumber}`));
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(9 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    await t.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `phone-number-reset-${phoneNumber}`));
    const response = await reset(phoneNumber, code);
    expect(response.status).toBe(400);
    expect(errorSchema.parse(await response.json()).code).toBe('OTP_EXPIRED');
  });

  it('answers a number without an account as one with, and texts it nothing', async () => {
    const { phoneNumber: known } = await phoneMember();
    const unknown = newNumber();

    const answers = [];
    for (const phoneNumber of [known, unknown]) {
      const response = await post(t, '/phone-number/request-password-reset', { phoneNumber });
      answers.push({ status: response.status, body: await response.json() });
    }
    expect(answers[1]).toEqual(answers[0]);
    await t.settle();
    expect(received.map((entry) => entry.message.to)).toEqual([known]);

    // Guessing a code for either says the same.
    for (const phoneNumber of [known, unknown]) {
      const guessed = await reset(phoneNumber, '123456');
      expect(guessed.status, phoneNumber).toBe(400);
      expect(errorSchema.parse(await guessed.json()).code).toBe('INVALID_OTP');
    }
  });

  it('refuses a new password that is short or easy to guess, without spending the code', async () => {
    const { phoneNumber } = await phoneMember();
    const code = await resetCodeFor(phoneNumber);
    const short = await reset(phoneNumber, code, 'short');
    expect(short.status).toBe(400);
    expect(errorSchema.parse(await short.json()).message).toBe(
      'Password must be at least 8 characters',
    );
    for (const weak of ['password', 'aaaaaaaa', phoneNumber]) {
      const response = await reset(phoneNumber, code, weak);
      expect(response.status, weak).toBe(400);
      expect(errorSchema.parse(await response.json()).code).toBe(WEAK_PASSWORD_CODE);
    }
    // Four refusals, yet the code still has its three tries: none was spent.
    expect((await reset(phoneNumber, code)).status).toBe(200);
  });

  it('refuses a number that cannot be one, and texts nothing', async () => {
    for (const phoneNumber of ['+1000', '', 12025550100]) {
      const response = await post(t, '/phone-number/request-password-reset', { phoneNumber });
      expect(response.status, String(phoneNumber)).toBe(400);
      expect(errorSchema.parse(await response.json()).code).toBe('INVALID_PHONE_NUMBER');
    }
    await t.settle();
    expect(received).toEqual([]);
  });

  it('texts at most five reset codes to one client a quarter hour: each costs money', async () => {
    const { phoneNumber } = await phoneMember();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await post(t, '/phone-number/request-password-reset', { phoneNumber })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    await t.settle();
    expect(received).toHaveLength(5);
  });
});

describe('phone sign-in on a production server without an SMS gateway', () => {
  const t = useTestApp({ seed: false, env: { NODE_ENV: 'production' } });

  it('is not offered, and its endpoints say why', async () => {
    expect((await memberClient(t).read(communityNoticeEndpoints.get)).phone_sign_in).toBe(false);
    for (const path of [
      '/phone-number/send-otp',
      '/sign-in/phone-number',
      '/phone-number/request-password-reset',
      '/phone-number/reset-password',
    ]) {
      const response = await post(t, path, {
        phoneNumber: newNumber(),
        password: TEST_PASSWORD,
        otp: '123456',
        newPassword: TEST_PASSWORD,
      });
      expect(response.status, path).toBe(404);
      expect(errorSchema.parse(await response.json()).code).toBe(PHONE_SIGN_IN_OFF_CODE);
    }
  });
});

// docs/product/accounts-and-shell.md#delete-my-account
describe('deleting a phone account', () => {
  const t = useTextingApp();

  it('texts the code that stands in for the password, and leaves no row with the number', async () => {
    const phoneNumber = newNumber();
    const signedUp = await signUpByPhone(t, phoneNumber, 'Lois of Lystra');
    const member = memberClient(t, { cookie: sessionCookie(signedUp) });
    received.length = 0;

    const sent = await member.read(meEndpoints.sendDeletionCode);
    expect(sent).toEqual({ sent_to: `+1 202 555 ${phoneNumber.slice(-4)}`, channel: 'sms' });
    const code = await codeSentTo(t, phoneNumber);
    const deleted = await member.call(meEndpoints.deleteAccount, { body: { code } });

    expect(deleted.status).toBe(204);
    expect(await rowsNaming(t.db, phoneNumber)).toEqual([]);
  });
});
