import { journalEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { journalAchievementsQueryKey } from './query-keys';

/** GET /api/journal/achievements: every journal achievement, earned or locked, and the next. */
export function getJournalAchievements({ signal }: { signal?: AbortSignal } = {}) {
  return callApi(journalEndpoints.achievements, { signal });
}

export function getJournalAchievementsQueryOptions() {
  return queryOptions({
    queryKey: journalAchievementsQueryKey,
    queryFn: ({ signal }) => getJournalAchievements({ signal }),
  });
}

export function useJournalAchievements() {
  return useQuery(getJournalAchievementsQueryOptions());
}
