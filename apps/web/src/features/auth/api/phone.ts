import type { PhoneSignInInput } from '@manna/shared';
import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';
import { type SignInResult, signInResultOf } from './sign-in';

// Phone sign-up, sign-in and password reset (docs/product/accounts-and-shell.md#sign-up-by-phone),
// through better-auth's phone number plugin.

/** Texts a sign-up code; answered the same whether or not the number has an account. */
export async function sendPhoneCode(phoneNumber: string): Promise<void> {
  await callAuth((client) => client.phoneNumber.sendOtp({ phoneNumber }));
}

export interface PhoneSignUpRequest {
  phoneNumber: string;
  code: string;
  fullName: string;
  password: string;
}

/** Checks the code; the server then creates the account and signs it in. */
export async function verifyPhoneSignUp({
  phoneNumber,
  code,
  fullName,
  password,
}: PhoneSignUpRequest): Promise<void> {
  // The better-auth user's `name` holds the member's full name.
  await callAuth((client) =>
    client.phoneNumber.verify({ phoneNumber, code, name: fullName, password }),
  );
}

export async function signInWithPhone({
  phoneNumber,
  password,
}: PhoneSignInInput): Promise<SignInResult> {
  return signInResultOf(
    await callAuth((client) => client.signIn.phoneNumber({ phoneNumber, password })),
  );
}

/** Texts a password reset code; answered the same whether or not the number has an account. */
export async function requestPhonePasswordReset(phoneNumber: string): Promise<void> {
  await callAuth((client) => client.phoneNumber.requestPasswordReset({ phoneNumber }));
}

export interface PhonePasswordResetRequest {
  phoneNumber: string;
  code: string;
  newPassword: string;
}

/** Sets the new password with the texted code; the server ends every session of the account. */
export async function resetPasswordByPhone({
  phoneNumber,
  code,
  newPassword,
}: PhonePasswordResetRequest): Promise<void> {
  await callAuth((client) =>
    client.phoneNumber.resetPassword({ phoneNumber, otp: code, newPassword }),
  );
}

// The screens that sign in move on with a full page load, which asks who is signed in afresh.

export function useSendPhoneCode() {
  return useAction(sendPhoneCode);
}

export function useVerifyPhoneSignUp() {
  return useAction(verifyPhoneSignUp);
}

export function usePhoneSignIn() {
  return useAction(signInWithPhone);
}

export function useRequestPhonePasswordReset() {
  return useAction(requestPhonePasswordReset);
}

export function useResetPasswordByPhone() {
  return useAction(resetPasswordByPhone);
}
