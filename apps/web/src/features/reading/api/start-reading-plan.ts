import {
  NO_READING_SCHEDULE,
  type PlanProgressResponse,
  readingEndpoints,
  type UserReadingProgress,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { planProgressQueryKey } from './get-plan-progress';

/**
 * POST /api/reading/plans/:planId/start. A member who already has a record for the plan gets
 * that record back; nothing new is created (docs/product/reading-plans.md#progress).
 */
export async function startReadingPlan(planId: string): Promise<UserReadingProgress> {
  const { progress } = await callApi(readingEndpoints.start, { params: { planId } });
  return progress;
}

export function useStartReadingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user-reading-progress', 'start'],
    mutationFn: startReadingPlan,
    onSuccess: (progress, planId) => {
      queryClient.setQueryData<PlanProgressResponse>(planProgressQueryKey(planId), (previous) => ({
        progress,
        chapters: previous?.chapters ?? [],
        schedule: previous?.schedule ?? NO_READING_SCHEDULE,
      }));
    },
    onSettled: (_progress, _error, planId) =>
      queryClient.invalidateQueries({ queryKey: planProgressQueryKey(planId) }),
  });
}
