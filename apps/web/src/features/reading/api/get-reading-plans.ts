import { type ReadingPlan, readingEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// SPEC §3 cache group "reading plans". Public text, so it is kept offline too (docs/offline.md).
export const readingPlansQueryKey = ['reading-plans'] as const;

/** GET /api/reading/plans: every plan, oldest first; the first is the default (SPEC §4). */
export async function getReadingPlans({
  signal,
}: {
  signal?: AbortSignal;
} = {}): Promise<ReadingPlan[]> {
  const { plans } = await callApi(readingEndpoints.plans, { signal });
  return plans;
}

export function getReadingPlansQueryOptions() {
  return queryOptions({
    queryKey: readingPlansQueryKey,
    queryFn: ({ signal }) => getReadingPlans({ signal }),
  });
}

export function useReadingPlans() {
  return useQuery(getReadingPlansQueryOptions());
}
