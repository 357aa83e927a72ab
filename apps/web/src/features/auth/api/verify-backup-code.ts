import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '@/lib/auth-client';
import { refreshUser } from './get-user';

export interface VerifyBackupCodeInput {
  code: string;
  trustDevice?: boolean;
}

export async function verifyBackupCode({
  code,
  trustDevice,
}: VerifyBackupCodeInput): Promise<void> {
  await unwrapAuthResult(authClient.twoFactor.verifyBackupCode({ code, trustDevice }));
}

export function useVerifyBackupCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'verify-backup-code'],
    mutationFn: verifyBackupCode,
    onSuccess: async () => {
      await refreshUser(queryClient);
    },
  });
}
