import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { callAuth } from '@/lib/auth-call';

export async function disableTwoFactor({ password }: { password: string }): Promise<void> {
  await callAuth((client) => client.twoFactor.disable({ password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['two-factor', 'disable'],
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
