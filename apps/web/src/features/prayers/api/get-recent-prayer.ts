import { type Prayer, prayersEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { recentPrayerQueryKey } from './query-keys';

// Loads with the home screen: no zod, nothing heavy.

/** GET /api/prayers/recent → the member's most recent prayer, or null before the first one. */
export async function getRecentPrayer({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<Prayer | null> {
  const { prayer } = await callApi(prayersEndpoints.recent, { signal });
  return prayer;
}

export function getRecentPrayerQueryOptions() {
  return queryOptions({
    queryKey: recentPrayerQueryKey,
    queryFn: ({ signal }) => getRecentPrayer({ signal }),
  });
}

export function useRecentPrayer() {
  return useQuery(getRecentPrayerQueryOptions());
}
