import type { PhoneSignInInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';
import { refreshUser } from './get-user';
import { type SignInResult, signInResultOf } from './sign-in';

// Phone sign-up and sign-in (docs/product/accounts-and-shell.md#sign-up-by-phone), through
// better-auth's phone number plugin.

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

export function useSendPhoneCode() {
  return useMutation({ mutationKey: ['auth', 'phone-code'], mutationFn: sendPhoneCode });
}

export function useVerifyPhoneSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'phone-sign-up'],
    mutationFn: verifyPhoneSignUp,
    onSuccess: () => refreshUser(queryClient),
  });
}

export function usePhoneSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'phone-sign-in'],
    mutationFn: signInWithPhone,
    onSuccess: async (result) => {
      if (!result.twoFactorRequired) await refreshUser(queryClient);
    },
  });
}
