import { adminEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export async function getAdminOverview({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(adminEndpoints.overview, { signal });
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
