import { z } from 'zod';

// SPEC §5: sign-up or sign-in needs an email (or phone) and a password.
export const MISSING_CREDENTIALS_MESSAGE =
  'You must provide either an email or phone number and a password';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// SPEC §5: sign-in trims email and password before checking them.
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
  fullName: z.string().trim().min(1, 'Please enter your full name').max(100, 'Name is too long'),
  email: z
    .string()
    .trim()
    .min(1, MISSING_CREDENTIALS_MESSAGE)
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
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
