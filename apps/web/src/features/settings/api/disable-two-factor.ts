import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { authClient, unwrapAuthResult } from '@/lib/auth-client';

export async function disableTwoFactor({ password }: { password: string }): Promise<void> {
  await unwrapAuthResult(authClient.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['two-factor', 'disable'],
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
