import { purchasesEndpoints, type ResponseOf } from '@manna/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { planAccessQueryKey } from './query-keys';

/** Every plan with how the member may read it, the unlock price and the member's balance. */
export type PlanAccessList = ResponseOf<typeof purchasesEndpoints.planAccess>;

/** GET /api/plan-access. */
export function getPlanAccess({ signal }: { signal?: AbortSignal } = {}): Promise<PlanAccessList> {
  return callApi(purchasesEndpoints.planAccess, { signal });
}

export function getPlanAccessQueryOptions() {
  return queryOptions({
    queryKey: planAccessQueryKey,
    queryFn: ({ signal }) => getPlanAccess({ signal }),
  });
}

export function usePlanAccess() {
  return useQuery(getPlanAccessQueryOptions());
}
