import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';
import { userQueryKey } from './get-user';

export async function signOut(): Promise<void> {
  await callAuth((client) => client.signOut());
}

/**
 * Sign-out forgets everything about the member
 * (docs/product/accounts-and-shell.md#who-is-signed-in). The cache is cleared before the caller
 * navigates away; clearing detaches the screens' observers, so the protected route does not bounce
 * through /login?return=... on the way out.
 */
export function useSignOut({ onSignedOut }: { onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-out'],
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(userQueryKey, null);
      onSignedOut?.();
    },
  });
}
