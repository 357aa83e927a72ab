import {
  readingEndpoints,
  type ScheduleAdjustmentInput,
  type ScheduleChangeResponse,
} from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { setPlanProgress } from './get-plan-progress';

/**
 * POST /api/reading/plans/:planId/schedule-adjustments: catch up by shifting the rest of the
 * plan or spreading the missed chapters (docs/product/reading-plans.md#catching-up-with-a-choice).
 */
export function adjustSchedule({
  planId,
  adjustment,
}: {
  planId: string;
  adjustment: ScheduleAdjustmentInput;
}): Promise<ScheduleChangeResponse> {
  return callApi(readingEndpoints.adjustSchedule, { params: { planId }, body: adjustment });
}

export function useAdjustSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user-reading-progress', 'schedule'],
    mutationFn: adjustSchedule,
    onSuccess: (answer, { planId }) => setPlanProgress(queryClient, planId, answer),
  });
}
