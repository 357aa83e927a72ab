import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';
import { refreshUser } from './get-user';

export interface VerifyBackupCodeInput {
  code: string;
  trustDevice?: boolean;
}

export async function verifyBackupCode({
  code,
  trustDevice,
}: VerifyBackupCodeInput): Promise<void> {
  await callAuth((client) => client.twoFactor.verifyBackupCode({ code, trustDevice }));
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
