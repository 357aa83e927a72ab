import { z } from 'zod';
import { memberNameSchema } from '../me/member-name';
import {
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages';
import { resetPasswordInputSchema } from './auth-schemas';

// Phone sign-up and sign-in (docs/product/accounts-and-shell.md#sign-up-by-phone). The web checks
// a number with libphonenumber-js before sending it; both ends accept only E.164.
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
export const PHONE_CODE_LENGTH = 6;

export const PHONE_MESSAGES = {
  invalidNumber: 'Please enter a valid phone number',
  codeFormat: `Enter the ${PHONE_CODE_LENGTH}-digit code from the text message`,
  wrongCode: 'That code is not right. Check the text message and try again.',
  expiredCode: 'That code has expired. Send a new one.',
  tooManyAttempts: 'Too many wrong codes. Send a new one.',
  wrongCredentials: 'Invalid phone number or password',
  unavailable: 'Sign-in by phone is not available on this server',
} as const;

/** The code a refused phone request carries when this server sends no texts. */
export const PHONE_SIGN_IN_OFF_CODE = 'PHONE_SIGN_IN_OFF';

/**
 * Our words for better-auth's phone number plugin's refusals, by its error codes. A missing code
 * (never sent, or already spent) reads as an expired one: the member's way out is the same.
 */
export function phoneErrorMessage(code: string | undefined): string | undefined {
  switch (code) {
    case 'INVALID_OTP':
      return PHONE_MESSAGES.wrongCode;
    case 'OTP_EXPIRED':
    case 'OTP_NOT_FOUND':
      return PHONE_MESSAGES.expiredCode;
    case 'TOO_MANY_ATTEMPTS':
      return PHONE_MESSAGES.tooManyAttempts;
    case 'INVALID_PHONE_NUMBER':
      return PHONE_MESSAGES.invalidNumber;
    case 'INVALID_PHONE_NUMBER_OR_PASSWORD':
      return PHONE_MESSAGES.wrongCredentials;
    case PHONE_SIGN_IN_OFF_CODE:
      return PHONE_MESSAGES.unavailable;
    default:
      return undefined;
  }
}

export const e164Schema = z.string().trim().regex(E164_PATTERN, PHONE_MESSAGES.invalidNumber);

/** Sign-in by phone: like the e-mail form, both trimmed and both required. */
export const phoneSignInInputSchema = z
  .object({ phoneNumber: z.string().trim(), password: z.string().trim() })
  .refine((input) => input.phoneNumber !== '' && input.password !== '', {
    message: MISSING_CREDENTIALS_MESSAGE,
    path: ['form'],
  });
export type PhoneSignInInput = z.infer<typeof phoneSignInInputSchema>;

/** What the phone sign-up form holds before the code is sent. */
export const phoneSignUpInputSchema = z.object({
  fullName: memberNameSchema,
  phoneNumber: e164Schema,
  password: z
    .string()
    .min(1, MISSING_CREDENTIALS_MESSAGE)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type PhoneSignUpInput = z.infer<typeof phoneSignUpInputSchema>;

export const phoneCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), PHONE_MESSAGES.codeFormat);

/** The second step of a reset by text message: the code, and the new password twice. */
export const phonePasswordResetInputSchema = z
  .object({ code: phoneCodeSchema })
  .and(resetPasswordInputSchema);
export type PhonePasswordResetInput = z.infer<typeof phonePasswordResetInputSchema>;
