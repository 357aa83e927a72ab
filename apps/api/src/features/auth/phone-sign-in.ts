import { E164_PATTERN, PHONE_MESSAGES, PHONE_SIGN_IN_OFF_CODE } from '@manna/shared';
import { placeholderEmailOf } from '@manna/shared/member-contact';
import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { phoneNumber } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';

// Phone sign-up and sign-in (docs/security.md#accounts,
// docs/product/accounts-and-shell.md#sign-up-by-phone).

const SMS_TIMEOUT_MS = 10_000;
const CODE_LIFETIME_SECONDS = 10 * 60;
export const PHONE_VERIFY_PATH = '/phone-number/verify';

type SmsEnv = Pick<Env, 'NODE_ENV' | 'SMS_WEBHOOK_URL' | 'SMS_WEBHOOK_TOKEN'>;

/** Whether this server offers phone sign-in: with an SMS gateway, or outside production. */
export function isPhoneSignInAvailable(env: SmsEnv): boolean {
  return env.SMS_WEBHOOK_URL !== undefined || env.NODE_ENV !== 'production';
}

export interface SmsMessage {
  to: string;
  body: string;
}

/**
 * Sends a text through SMS_WEBHOOK_URL, or, without one outside production, writes it to the log
 * (the developer's way to read a code). Never to a page: a code shown to whoever asked for it
 * would prove nothing.
 */
export function createSmsSender(env: SmsEnv, logger: Logger) {
  const { SMS_WEBHOOK_URL: url, SMS_WEBHOOK_TOKEN: token } = env;
  return async (message: SmsMessage, code?: string): Promise<void> => {
    if (url) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      logger.info({ to: message.to }, 'text message sent');
      return;
    }
    if (env.NODE_ENV === 'production') throw new Error('SMS_WEBHOOK_URL is not set');
    logger.info(
      { phoneNumber: message.to, code, text: message.body },
      'text message logged (SMS_WEBHOOK_URL is not set)',
    );
  };
}

export type SendSms = ReturnType<typeof createSmsSender>;

/** Only numbers a carrier could deliver to, written in E.164. */
export function isAcceptedPhoneNumber(value: string): boolean {
  return E164_PATTERN.test(value) && isValidPhoneNumber(value);
}

async function phoneHasAccount(db: Database, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, phone))
    .limit(1);
  return row !== undefined;
}

interface PhonePluginDependencies {
  db: Database;
  sendSms: SendSms;
  appOrigin: string;
}

/** better-auth's phone number plugin as Manna uses it. */
export function phoneSignIn({ db, sendSms, appOrigin }: PhonePluginDependencies) {
  return phoneNumber({
    otpLength: 6,
    expiresIn: CODE_LIFETIME_SECONDS,
    allowedAttempts: 3,
    requireVerification: true,
    phoneNumberValidator: isAcceptedPhoneNumber,
    // A sign-up code is only asked for to create an account. For a number that already has one,
    // its owner gets a notice instead, like the e-mail a repeated sign-up sends: the screen answers
    // the same either way, so it never says which numbers have accounts (docs/security.md#accounts).
    async sendOTP({ phoneNumber: to, code }) {
      if (await phoneHasAccount(db, to)) {
        await sendSms({
          to,
          body: `Someone tried to create a Manna account with this number, which already has one. Sign in at ${appOrigin}/login`,
        });
        return;
      }
      await sendSms({ to, body: `Your Manna code is ${code}` }, code);
    },
    // A forgotten password (docs/product/accounts-and-shell.md#reset-by-text-message). The plugin
    // calls this only for a number with an account, in the background, and answers the same
    // { status: true } for any number, so the answer says nothing about who has an account. The
    // code lives as long and allows as many tries as a sign-up code.
    async sendPasswordResetOTP({ phoneNumber: to, code }) {
      await sendSms({ to, body: `Your Manna password reset code is ${code}` }, code);
    },
    signUpOnVerification: {
      // The e-mail column is NOT NULL and unique; a placeholder no mail can reach fills it.
      getTempEmail: placeholderEmailOf,
      // Replaced by the name the member typed, in the user create hook below.
      getTempName: (phone) => phone,
    },
  });
}

const phoneSignUpBodySchema = z.object({ name: z.string(), password: z.string() });

/**
 * Before a phone sign-up creates its account: the name the member typed (the plugin would use
 * the number). Returns undefined for every other way an account is made.
 */
export function phoneSignUpUserData<T extends { name: string }>(
  user: T,
  ctx: GenericEndpointContext | null | undefined,
): { data: T } | undefined {
  if (ctx?.path !== PHONE_VERIFY_PATH) return undefined;
  const body = phoneSignUpBodySchema.parse(ctx.body);
  return { data: { ...user, name: body.name } };
}

/** After a phone sign-up creates its account: the password it signs in with. */
export async function linkPhoneSignUpPassword(
  userId: string,
  ctx: GenericEndpointContext | null | undefined,
): Promise<void> {
  if (ctx?.path !== PHONE_VERIFY_PATH) return;
  const body = phoneSignUpBodySchema.parse(ctx.body);
  await ctx.context.internalAdapter.linkAccount({
    userId,
    providerId: 'credential',
    accountId: userId,
    password: await ctx.context.password.hash(body.password),
  });
}

/**
 * Refuses a phone sign-up's code check for a number that already has an account. Its owner got
 * a notice, not a code; without this, three lucky guesses would sign a stranger into the account.
 * Answered like a wrong code, so it says nothing more than a wrong code does.
 */
export async function refuseTakenNumber(
  ctx: GenericEndpointContext,
  phone: unknown,
): Promise<void> {
  if (typeof phone !== 'string') return;
  const user = await ctx.context.adapter.findOne({
    model: 'user',
    where: [{ field: 'phoneNumber', value: phone }],
  });
  if (user) throw new APIError('BAD_REQUEST', { code: 'INVALID_OTP', message: 'Invalid OTP' });
}

/** The answer of every phone endpoint on a production server without an SMS gateway. */
export const PHONE_SIGN_IN_OFF = {
  code: PHONE_SIGN_IN_OFF_CODE,
  message: PHONE_MESSAGES.unavailable,
};
