import type { PlanProgressResponse } from '@manna/shared';
import { useEffect, useRef } from 'react';
import { reportFailure } from '@/lib/report-failure';
import { useStartReadingPlan } from '../api/start-reading-plan';

/**
 * A first visit shows Chapter 1, Day 1 (docs/product/reading-plans.md#progress): a plan the member
 * has no record for is started as soon as its progress answers null. Once per plan per visit; a
 * failure is logged and offered again through `retry`.
 */
export function useAutoStartPlan(
  planId: string | undefined,
  progress: PlanProgressResponse | undefined,
) {
  const start = useStartReadingPlan();
  const { mutate } = start;
  const attempted = useRef(new Set<string>());
  const needsStart = planId !== undefined && progress !== undefined && progress.progress === null;

  useEffect(() => {
    if (!needsStart || !planId || attempted.current.has(planId)) return;
    attempted.current.add(planId);
    mutate(planId, {
      onError: (error) =>
        reportFailure(error, { context: 'Failed to start reading plan', details: { planId } }),
    });
  }, [needsStart, planId, mutate]);

  const failedForPlan = start.isError && start.variables === planId;
  return {
    isStarting: start.isPending && start.variables === planId,
    error: failedForPlan ? start.error : null,
    retry: () => {
      if (planId) mutate(planId);
    },
  };
}
