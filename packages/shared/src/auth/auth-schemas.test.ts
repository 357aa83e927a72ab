import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG_MESSAGE,
  MISSING_CREDENTIALS_MESSAGE,
} from './auth-messages';
import {
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from './auth-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const tooLongEmail = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length + 1)}@example.com`;

describe('auth schemas', () => {
  it('refuses an address longer than any deliverable one, at sign-up and at reset', () => {
    expect(tooLongEmail).toHaveLength(EMAIL_MAX_LENGTH + 1);
    const signUp = signUpInputSchema.safeParse({
      fullName: 'Lydia',
      email: tooLongEmail,
      password: 'long enough password',
    });
    expect(firstMessage(signUp)).toBe(EMAIL_TOO_LONG_MESSAGE);
    expect(firstMessage(requestPasswordResetInputSchema.safeParse({ email: tooLongEmail }))).toBe(
      'That email address is too long',
    );
  });

  it('accepts an address at the limit', () => {
    const atLimit = tooLongEmail.slice(1);
    expect(requestPasswordResetInputSchema.safeParse({ email: atLimit }).success).toBe(true);
  });

  it('asks for both an email and a password at sign-in, after trimming', () => {
    expect(firstMessage(signInInputSchema.safeParse({ email: '  ', password: 'x' }))).toBe(
      MISSING_CREDENTIALS_MESSAGE,
    );
    expect(signInInputSchema.parse({ email: ' a@b.co ', password: ' pw ' })).toEqual({
      email: 'a@b.co',
      password: 'pw',
    });
  });

  it('says when the two new passwords differ', () => {
    const result = resetPasswordInputSchema.safeParse({
      password: 'a long new password',
      confirmPassword: 'a different one',
    });
    expect(firstMessage(result)).toBe('Passwords do not match');
  });
});
