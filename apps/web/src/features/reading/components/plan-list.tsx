import type { ReadingPlan } from '@manna/shared';
import { CalendarDays, Check, Clock } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { dailyMinutesLabel, planDurationLabel } from '../utils/reading-messages';

interface PlanListProps {
  plans: readonly ReadingPlan[];
  selectedPlanId: string | undefined;
  onSelect: (plan: ReadingPlan) => void;
}

/**
 * The Full Plan tab ('Available Plans'), in a list 500px high that scrolls
 * (docs/product/reading-plans.md#tabs).
 */
export function PlanList({ plans, selectedPlanId, onSelect }: PlanListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="font-serif text-2xl font-semibold">
        Available Plans
      </h2>
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
}: {
  plan: ReadingPlan;
  selected: boolean;
  onSelect: () => void;
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
        <h3 id={titleId} className="font-serif text-lg font-semibold">
          {plan.title}
        </h3>
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
    </li>
  );
}
