import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminQueryPrefix } from './query-keys';

/**
 * A member action (docs/product/admin.md#members). After any of them the member's page, the
 * list, the overview and the audit log are read again: all sit under 'admin'.
 */
export function useMemberMutation<Variables, Result>(
  name: string,
  mutationFn: (variables: Variables) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryPrefix, 'members', name],
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryPrefix }),
  });
}
