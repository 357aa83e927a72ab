import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '@/lib/auth-client';
import { refreshUser } from './get-user';

export interface VerifyTotpInput {
  code: string;
  trustDevice?: boolean;
}

/** Completes a sign-in (second step) or confirms a new authenticator during setup. */
export async function verifyTotp({ code, trustDevice }: VerifyTotpInput): Promise<void> {
  await unwrapAuthResult(authClient.twoFactor.verifyTotp({ code, trustDevice }));
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'verify-totp'],
    mutationFn: verifyTotp,
    onSuccess: async () => {
      await refreshUser(queryClient);
    },
  });
}
