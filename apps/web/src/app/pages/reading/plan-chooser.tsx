import type { ReadingPlan } from '@manna/shared';
import { Link } from 'react-router';
import { textLinkClassName } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import {
  balanceLabel,
  LockedPlanActions,
  PlanAccessBadge,
  tokensLabel,
  usePlanAccess,
} from '@/features/purchases';
import { type PlanAccessView, PlanList } from '@/features/reading';
import { useReportFailure } from '@/lib/report-failure';

interface PlanChooserProps {
  plans: readonly ReadingPlan[];
  selectedPlanId: string | undefined;
  onSelect: (plan: ReadingPlan) => void;
}

/**
 * The Full Plan tab: the plan list with each plan marked 'Free', 'Premium', 'Unlocked' or
 * 'Included with your subscription', and a locked plan offering to unlock or subscribe instead of
 * 'Select' (docs/product/purchases.md#premium-plans-on-the-full-plan-tab). It loads with the tab,
 * so the access query does too. Should the access not load, the plans show unmarked and the
 * server still refuses to start a locked one.
 */
export function PlanChooser({ plans, selectedPlanId, onSelect }: PlanChooserProps) {
  const accessQuery = usePlanAccess();
  useReportFailure(accessQuery, { context: 'Failed to fetch plan access' });
  const access = accessQuery.data;
  const byPlan = new Map(access?.plans.map((plan) => [plan.plan_id, plan]));
  const anyLocked = access?.plans.some((plan) => plan.access === 'locked') ?? false;

  const accessOf = (plan: ReadingPlan): PlanAccessView | undefined => {
    const known = byPlan.get(plan.id);
    if (!access || !known) return undefined;
    return {
      badge: <PlanAccessBadge access={known.access} />,
      locked:
        known.access === 'locked'
          ? (titleId) => (
              <LockedPlanActions
                planId={plan.id}
                planTitle={plan.title}
                price={access.unlock_price_tokens}
                tokens={access.tokens}
                describedBy={titleId}
              />
            )
          : undefined,
    };
  };

  const intro =
    access && anyLocked ? (
      <p className="text-sm text-muted-foreground">
        Unlock a premium plan for {tokensLabel(access.unlock_price_tokens)}, or{' '}
        <Link to={paths.app.subscription.getHref()} className={textLinkClassName}>
          subscribe
        </Link>{' '}
        to read them all. {balanceLabel(access.tokens)}.
      </p>
    ) : null;

  return (
    <PlanList
      plans={plans}
      selectedPlanId={selectedPlanId}
      onSelect={onSelect}
      intro={intro}
      accessOf={accessOf}
    />
  );
}
