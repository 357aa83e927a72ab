import { type AdminSettings, adminSettingsEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// Under 'admin' with the other admin queries (features/testimonies/api/query-keys.ts), so a save
// also refreshes the overview and the audit log.
export const adminSettingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the settings, prices in major units. */
export async function getAdminSettings({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<AdminSettings> {
  return callApi(adminSettingsEndpoints.get, { signal });
}

export function getAdminSettingsQueryOptions() {
  return queryOptions({
    queryKey: adminSettingsQueryKey,
    queryFn: ({ signal }) => getAdminSettings({ signal }),
  });
}

export function useAdminSettings() {
  return useQuery(getAdminSettingsQueryOptions());
}
