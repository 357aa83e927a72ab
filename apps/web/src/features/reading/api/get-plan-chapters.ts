import { type PlanChapter, readingEndpoints } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// A plan's chapters, public like the plans themselves
// (docs/product/reading-plans.md#data-on-the-client).
export const planChaptersQueryKey = (planId: string) => ['bible-chapters', planId] as const;

/** GET /api/reading/plans/:planId/chapters, ordered by day. */
export async function getPlanChapters(
  planId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlanChapter[]> {
  const { chapters } = await callApi(readingEndpoints.planChapters, {
    params: { planId },
    signal,
  });
  return chapters;
}

export function getPlanChaptersQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planChaptersQueryKey(planId),
    queryFn: ({ signal }) => getPlanChapters(planId, { signal }),
  });
}

/** Waits (disabled) until a plan is chosen. */
export function usePlanChapters(planId: string | undefined) {
  return useQuery({ ...getPlanChaptersQueryOptions(planId ?? ''), enabled: planId !== undefined });
}
