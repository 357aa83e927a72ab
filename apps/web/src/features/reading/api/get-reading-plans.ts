import { type ReadingPlan, readingEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// Public text, so it is kept offline too (docs/product/reading-plans.md#data-on-the-client,
// docs/offline.md).
export const readingPlansQueryKey = ['reading-plans'] as const;

/**
 * GET /api/reading/plans: every plan, oldest first; the first is the default
 * (docs/product/reading-plans.md#plans).
 */
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
