import { type PlanProgressResponse, readingEndpoints } from '@manna/shared';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

// Personal data: deliberately outside the persisted groups (lib/query-persistence.ts).
export const planProgressQueryKey = (planId: string) => ['user-reading-progress', planId] as const;

/**
 * GET /api/reading/plans/:planId/progress: the member's record for the plan (null when the plan
 * is not started) and which of its chapters are completed.
 */
export function getPlanProgress(
  planId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlanProgressResponse> {
  return callApi(readingEndpoints.progress, { params: { planId }, signal });
}

export function getPlanProgressQueryOptions(planId: string) {
  return queryOptions({
    queryKey: planProgressQueryKey(planId),
    queryFn: ({ signal }) => getPlanProgress(planId, { signal }),
  });
}

export function usePlanProgress(planId: string | undefined) {
  return useQuery({ ...getPlanProgressQueryOptions(planId ?? ''), enabled: planId !== undefined });
}

/** Puts the member's progress on a plan, as a change answered it, in the cache. */
export function setPlanProgress(
  queryClient: QueryClient,
  planId: string,
  { progress, chapters, schedule }: PlanProgressResponse,
) {
  queryClient.setQueryData<PlanProgressResponse>(planProgressQueryKey(planId), {
    progress,
    chapters,
    schedule,
  });
}
