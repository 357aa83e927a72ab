import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';
import { refreshUser } from './get-user';

export interface VerifyTotpInput {
  code: string;
  trustDevice?: boolean;
}

/** Completes a sign-in (second step) or confirms a new authenticator during setup. */
export async function verifyTotp({ code, trustDevice }: VerifyTotpInput): Promise<void> {
  await callAuth((client) => client.twoFactor.verifyTotp({ code, trustDevice }));
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
