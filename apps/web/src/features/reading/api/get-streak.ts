import { readingEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// SPEC §3 cache group "user streak".
export const streakQueryKey = ['user-streak'] as const;

/** GET /api/reading/streak: the member's stored streak in days (SPEC §4 Streak). */
export async function getStreak({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  const { streak } = await callApi(readingEndpoints.streak, { signal });
  return streak;
}

export function getStreakQueryOptions() {
  return queryOptions({
    queryKey: streakQueryKey,
    queryFn: ({ signal }) => getStreak({ signal }),
  });
}

export function useStreak() {
  return useQuery(getStreakQueryOptions());
}
