import type { SignInInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';
import { refreshUser } from './get-user';

export interface SignInResult {
  /** The account has two-factor authentication: the TOTP step comes next. */
  twoFactorRequired: boolean;
}

export async function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  const data: unknown = await callAuth((client) => client.signIn.email({ email, password }));
  // The two-factor plugin answers { twoFactorRedirect: true } instead of a session.
  const twoFactorRequired =
    typeof data === 'object' &&
    data !== null &&
    'twoFactorRedirect' in data &&
    data.twoFactorRedirect === true;
  return { twoFactorRequired };
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-in'],
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (!result.twoFactorRequired) await refreshUser(queryClient);
    },
  });
}
