import { adminMembersEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminQueryPrefix, memberQueryPrefix } from './query-keys';

/** DELETE /api/admin/members/:id: the account and everything it owns. */
export const deleteMember = ({ id }: { id: string }) =>
  callApi(adminMembersEndpoints.remove, { params: { id } });

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminQueryPrefix, 'members', 'delete'],
    mutationFn: deleteMember,
    onSuccess: (_answer, { id }) => {
      // The member's page is gone: dropped, not read again (it would answer 404). The rest of
      // the admin area refreshes without holding up the way back to the list.
      queryClient.removeQueries({ queryKey: memberQueryPrefix(id) });
      void queryClient.invalidateQueries({ queryKey: adminQueryPrefix });
    },
  });
}
