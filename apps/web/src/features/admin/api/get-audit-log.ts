import { adminEndpoints } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** How many of the latest admin actions the overview lists. */
export const RECENT_ACTIONS = 10;

/** GET /api/admin/audit-log?limit=10: the latest admin actions, newest first. */
export function useRecentAdminActions() {
  return useQuery({
    queryKey: ['admin', 'audit-log', 'recent'],
    queryFn: ({ signal }) =>
      callApi(adminEndpoints.auditLog, { query: { limit: RECENT_ACTIONS, offset: 0 }, signal }),
  });
}
