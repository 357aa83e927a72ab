import { type DeleteAccountInput, meEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { callApi } from '@/lib/api-client';

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await callApi(meEndpoints.deleteAccount, { body: input });
}

/**
 * Once the account is gone the app forgets the member as sign-out does: the cache is cleared
 * before the caller navigates away, so no screen refetches as a member who no longer exists.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'delete'],
    mutationFn: deleteAccount,
    onSuccess: () => {
      queryClient.getQueryCache().clear();
      queryClient.setQueryData(userQueryKey, null);
      onDeleted();
    },
  });
}
