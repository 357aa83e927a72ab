import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AdminOverview {
  members: number;
  admins: number;
  signups_last_7_days: number;
  plans: number;
}

export async function getAdminOverview({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<AdminOverview>('/api/admin/overview', { signal });
}

export function getAdminOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'overview'],
    queryFn: ({ signal }) => getAdminOverview({ signal }),
  });
}

export function useAdminOverview() {
  return useQuery(getAdminOverviewQueryOptions());
}
