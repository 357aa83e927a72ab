import { readingEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const streakQueryKey = ['user-streak'] as const;

/** GET /api/reading/streak: the member's streak in days (docs/product/reading-plans.md#streak). */
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
