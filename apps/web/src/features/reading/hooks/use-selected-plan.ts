import type { ReadingPlan } from '@manna/shared';
import { useReadingPlans } from '../api/get-reading-plans';
import { useStoredPlanId } from '../stores/selected-plan-store';

/**
 * The plans, and the one the member reads: the plan they last chose when it still exists,
 * otherwise the first (oldest) plan (docs/product/reading-plans.md#the-reading-screen).
 */
export function useSelectedPlan(userId: string | undefined) {
  const plansQuery = useReadingPlans();
  const [storedId, selectPlan] = useStoredPlanId(userId);
  const plans: ReadingPlan[] = plansQuery.data ?? [];
  const plan = plans.find((candidate) => candidate.id === storedId) ?? plans[0];
  return { plansQuery, plans, plan, selectPlan };
}
