import type { ReadingPlan } from '@manna/shared';
import { CalendarDays, Check, Clock } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dailyMinutesLabel, planDurationLabel } from '../utils/reading-messages';

/**
 * How the member may read a plan, when the list is told (premium plans,
 * docs/product/purchases.md#premium-plans-on-the-full-plan-tab).
 */
export interface PlanAccessView {
  /** The mark beside the title ('Free', 'Premium', 'Unlocked', ...). */
  badge: ReactNode;
  /**
   * For a plan the member may not start: what they can do instead (unlock, subscribe), shown in
   * place of 'Select'. Gets the id of the plan's title, to name the plan by.
   */
  locked?: (titleId: string) => ReactNode;
}

interface PlanListProps {
  plans: readonly ReadingPlan[];
  selectedPlanId: string | undefined;
  onSelect: (plan: ReadingPlan) => void;
  /** Under the heading (the premium plans' price and the balance). */
  intro?: ReactNode;
  accessOf?: (plan: ReadingPlan) => PlanAccessView | undefined;
}

/**
 * The Full Plan tab ('Available Plans'), in a list 500px high that scrolls
 * (docs/product/reading-plans.md#tabs).
 */
export function PlanList({ plans, selectedPlanId, onSelect, intro, accessOf }: PlanListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        Available Plans
      </h2>
      {intro}
      <ul
        aria-labelledby={headingId}
        className="flex h-[500px] flex-col gap-3 overflow-y-auto overscroll-contain rounded-2xl border border-border bg-muted/40 p-3"
      >
        {plans.map((plan) => (
          <PlanItem
            key={plan.id}
            plan={plan}
            selected={plan.id === selectedPlanId}
            onSelect={() => onSelect(plan)}
            access={accessOf?.(plan)}
          />
        ))}
      </ul>
    </section>
  );
}

function PlanItem({
  plan,
  selected,
  onSelect,
  access,
}: {
  plan: ReadingPlan;
  selected: boolean;
  onSelect: () => void;
  access: PlanAccessView | undefined;
}) {
  const titleId = useId();
  return (
    <li
      data-selected={selected || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5',
        selected ? 'border-primary/60 ring-1 ring-primary/30' : 'border-border',
      )}
    >
      <div>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="font-serif text-lg font-semibold">
            {plan.title}
          </h3>
          {access?.badge}
        </div>
        <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{plan.description}</p>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4 text-primary" />
          {planDurationLabel(plan.duration_days)}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4 text-primary" />
          {dailyMinutesLabel(plan.daily_minutes)}
        </li>
      </ul>
      {access?.locked ? (
        access.locked(titleId)
      ) : (
        <Button
          size="sm"
          variant={selected ? 'secondary' : 'primary'}
          disabled={selected}
          onClick={onSelect}
          aria-describedby={titleId}
          className="self-start"
        >
          {selected ? <Check aria-hidden="true" /> : null}
          {selected ? 'Selected' : 'Select'}
        </Button>
      )}
    </li>
  );
}
