import type { JournalAchievementsResponse } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { journalAchievementsQueryKey } from './query-keys';

/** GET /api/journal/achievements: every journal achievement, earned or locked, and the next. */
export function getJournalAchievements({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<JournalAchievementsResponse>('/api/journal/achievements', { signal });
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
