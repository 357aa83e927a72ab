import { supportEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { supportStaffQueryKey } from './query-keys';

/** GET /api/admin/support/staff: the admins a conversation can be assigned to. */
export function getSupportStaff({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(supportEndpoints.staff, { signal });
}

export function useSupportStaff() {
  return useQuery({
    queryKey: supportStaffQueryKey,
    queryFn: ({ signal }) => getSupportStaff({ signal }),
    staleTime: 5 * 60_000,
  });
}
