import { adminMembersEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { memberQueryKey } from './query-keys';

/**
 * GET /api/admin/members/:id → { member, subscription, reading, ledger }: the member's account,
 * counts of their reading and their latest token ledger rows, never what they wrote.
 */
export function useMember(id: string) {
  return useQuery({
    queryKey: memberQueryKey(id),
    queryFn: ({ signal }) => callApi(adminMembersEndpoints.get, { params: { id }, signal }),
  });
}
