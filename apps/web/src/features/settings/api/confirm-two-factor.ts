import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { callAuth } from '@/lib/auth-call';

/** The first valid code from the authenticator app switches two-factor on. */
export async function confirmTwoFactor({ code }: { code: string }): Promise<void> {
  await callAuth((client) => client.twoFactor.verifyTotp({ code }));
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['two-factor', 'confirm'],
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueryKey }),
  });
}
