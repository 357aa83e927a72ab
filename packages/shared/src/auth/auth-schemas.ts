import { z } from 'zod';
import { memberNameSchema } from '../me/member-name';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-messages';

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
