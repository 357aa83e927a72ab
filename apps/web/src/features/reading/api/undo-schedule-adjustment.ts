import { readingEndpoints, type ScheduleChangeResponse } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { setPlanProgress } from './get-plan-progress';

/** DELETE /api/reading/schedule-adjustments/:id: undoes the member's last adjustment, once. */
export function undoScheduleAdjustment({
  adjustmentId,
}: {
  planId: string;
  adjustmentId: string;
}): Promise<ScheduleChangeResponse> {
  return callApi(readingEndpoints.undoAdjustment, { params: { id: adjustmentId } });
}

export function useUndoScheduleAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user-reading-progress', 'schedule', 'undo'],
    mutationFn: undoScheduleAdjustment,
    onSuccess: (answer, { planId }) => setPlanProgress(queryClient, planId, answer),
  });
}
