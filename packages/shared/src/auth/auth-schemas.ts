import { z } from 'zod';
import { memberNameSchema } from '../me/member-name';

// Sign-up or sign-in needs an email (or phone) and a password
// (docs/product/accounts-and-shell.md#sign-in-sign-up-recovery).
export const MISSING_CREDENTIALS_MESSAGE =
  'You must provide either an email or phone number and a password';

/** The web screen a confirmation link lands on, with `?error=` when the link is spent or expired. */
export const EMAIL_CONFIRMED_PATH = '/email-confirmed';

export const PASSWORD_MIN_LENGTH = 8;
/** The error code of a password refused as too easy to guess (its message says why). */
export const WEAK_PASSWORD_CODE = 'WEAK_PASSWORD';
/** Until a new account's e-mail is confirmed it cannot sign in (better-auth's code). */
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';
// RFC 5321's limit on a forward path: no deliverable address is longer.
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TOO_LONG_MESSAGE = 'That email address is too long';
export const PASSWORD_MAX_LENGTH = 128;

// Sign-in trims email and password before checking them
// (docs/product/accounts-and-shell.md#sign-in-sign-up-recovery).
export const signInInputSchema = z
  .object({
    email: z.string().trim(),
    password: z.string().trim(),
  })
  .refine((input) => input.email !== '' && input.password !== '', {
    message: MISSING_CREDENTIALS_MESSAGE,
    path: ['form'],
  });
export type SignInInput = z.infer<typeof signInInputSchema>;

export const signUpInputSchema = z.object({
  fullName: memberNameSchema,
  email: z
    .string()
    .trim()
    .min(1, MISSING_CREDENTIALS_MESSAGE)
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
    .email('Please enter a valid email address'),
  password: z
    .string()
    .min(1, MISSING_CREDENTIALS_MESSAGE)
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;

export const requestPasswordResetInputSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email')
    .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
    .email('Please enter a valid email address'),
});
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInputSchema>;

export const resetPasswordInputSchema = z
  .object({
    password: signUpInputSchema.shape.password,
    confirmPassword: z.string(),
  })
  .refine((input) => input.password === input.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
