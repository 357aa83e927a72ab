import { supportEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { staffConversationQueryKey } from './query-keys';

/** GET /api/admin/support/conversations/:id */
export function getStaffConversation(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(supportEndpoints.staffConversation, { params: { id }, signal });
}

export function useStaffConversation(id: string) {
  return useQuery({
    queryKey: staffConversationQueryKey(id),
    queryFn: ({ signal }) => getStaffConversation(id, { signal }),
  });
}
