import {
  MISSING_CREDENTIALS_MESSAGE,
  memberNameSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  WEAK_PASSWORD_CODE,
} from '@manna/shared';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { holdsNullCharacter, NULL_CHARACTER_MESSAGE } from '../../lib/validation';
import { weakPasswordReason } from './password-strength';
import { isAcceptedPhoneNumber, refuseTakenNumber } from './phone-sign-in';

type Body = Record<string, unknown>;

const badRequest = (message: string, code?: string) =>
  new APIError('BAD_REQUEST', { message, ...(code && { code }) });

/** The name rules (packages/shared memberNameSchema), answered as better-auth answers. */
function checkedName(value: unknown): string {
  const parsed = memberNameSchema.safeParse(value);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid name');
  return parsed.data;
}

async function checkPasswordStrength(password: unknown, personal: unknown[]) {
  // better-auth itself refuses a missing, short or long password with its own message.
  if (typeof password !== 'string') return;
  const reason = await weakPasswordReason(
    password,
    personal.filter((value): value is string => typeof value === 'string'),
  );
  if (reason) throw badRequest(reason, WEAK_PASSWORD_CODE);
}

/** better-auth checks a password's length at sign-up, but not on a phone sign-up's code check. */
function checkedNewPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
  if (value.length > PASSWORD_MAX_LENGTH) {
    throw badRequest(`Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  }
  return value;
}

// The phone number plugin's own words for a number that cannot be one (its INVALID_PHONE_NUMBER).
const INVALID_PHONE_NUMBER = 'Invalid phone number';

// Manna shows no profile pictures: nothing a member could upload should be stored unseen.
const IMAGES_UNSUPPORTED = 'Profile pictures are not supported';

/**
 * Runs before every better-auth endpoint (docs/security.md#input): the same rules for a member's
 * name and password as the rest of the API, so no endpoint stores what another would refuse.
 */
export const authInputGuard = createAuthMiddleware(async (ctx) => {
  // better-auth hands over the parsed JSON untyped; its fields are read below as unknown.
  const body: Body = ctx.body && typeof ctx.body === 'object' ? (ctx.body as Body) : {};
  if (holdsNullCharacter([ctx.body, ctx.query])) throw badRequest(NULL_CHARACTER_MESSAGE);
  switch (ctx.path) {
    case '/sign-up/email': {
      if (body.image != null) throw badRequest(IMAGES_UNSUPPORTED);
      const name = checkedName(body.name);
      await checkPasswordStrength(body.password, [name, body.email]);
      return { context: { body: { ...body, name } } };
    }
    // A phone sign-up: the code check creates the account, with the name and password sent along
    // (docs/product/accounts-and-shell.md#sign-up-by-phone). Only those fields pass: no other
    // user field may be set by a visitor, and adding a number to an account is not offered.
    case '/phone-number/verify': {
      const name = checkedName(body.name);
      const password = checkedNewPassword(body.password);
      await checkPasswordStrength(password, [name, body.phoneNumber]);
      await refuseTakenNumber(ctx, body.phoneNumber);
      return {
        context: { body: { phoneNumber: body.phoneNumber, code: body.code, name, password } },
      };
    }
    // docs/product/accounts-and-shell.md#sign-in-sign-up-recovery: without a number and a password
    // the answer is the product's sentence, not a parser's.
    case '/sign-in/phone-number':
    case '/phone-number/send-otp': {
      const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
      if (
        blank(body.phoneNumber) ||
        (ctx.path === '/sign-in/phone-number' && blank(body.password))
      ) {
        throw badRequest(MISSING_CREDENTIALS_MESSAGE);
      }
      return;
    }
    // A forgotten password by text message (docs/product/accounts-and-shell.md#reset-by-text-message).
    // The plugin texts any string it is given, so the number is checked here as send-otp checks it.
    case '/phone-number/request-password-reset': {
      if (typeof body.phoneNumber !== 'string' || !isAcceptedPhoneNumber(body.phoneNumber)) {
        throw badRequest(INVALID_PHONE_NUMBER, 'INVALID_PHONE_NUMBER');
      }
      return { context: { body: { phoneNumber: body.phoneNumber } } };
    }
    // Checked before the code, so a weak password spends none of the code's three tries.
    case '/phone-number/reset-password': {
      const newPassword = checkedNewPassword(body.newPassword);
      await checkPasswordStrength(newPassword, [body.phoneNumber]);
      return;
    }
    case '/update-user': {
      if (body.image != null) throw badRequest(IMAGES_UNSUPPORTED);
      if (!('name' in body)) return;
      return { context: { body: { ...body, name: checkedName(body.name) } } };
    }
    case '/reset-password':
    case '/change-password':
    case '/admin/set-user-password':
      await checkPasswordStrength(body.newPassword, []);
      return;
    default:
      return;
  }
});
