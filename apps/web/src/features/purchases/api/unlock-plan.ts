import { purchasesEndpoints, type ResponseOf } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth';
import { callApi } from '@/lib/api-client';
import type { PlanAccessList } from './get-plan-access';
import { planAccessQueryKey, purchasesQueryPrefix } from './query-keys';

type UnlockedPlan = ResponseOf<typeof purchasesEndpoints.unlockPlan>;

/**
 * POST /api/plan-access/:planId/unlock: spends the unlock price and unlocks the plan in one
 * transaction; too few tokens answers 'You need {price} tokens to unlock this plan. You have
 * {balance}.'
 */
export function unlockPlan(planId: string): Promise<UnlockedPlan> {
  return callApi(purchasesEndpoints.unlockPlan, { params: { planId } });
}

export function useUnlockPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...purchasesQueryPrefix, 'unlock-plan'],
    mutationFn: unlockPlan,
    onSuccess: ({ plan, tokens }) => {
      queryClient.setQueryData(planAccessQueryKey, (list: PlanAccessList | undefined) =>
        list
          ? {
              ...list,
              tokens,
              plans: list.plans.map((known) => (known.plan_id === plan.plan_id ? plan : known)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: purchasesQueryPrefix });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    },
  });
}
