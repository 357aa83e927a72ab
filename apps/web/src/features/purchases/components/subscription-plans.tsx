import { GRANT_MONTHS, type PurchaseCatalog, type SubscriptionPlan } from '@manna/shared';
import { Check, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { PLAN_NAMES, PLAN_PERIODS, tokensLabel } from '../utils/purchase-labels';
import { PurchaseSection } from './purchase-section';

interface SubscriptionPlansProps {
  catalog: PurchaseCatalog;
  /** A checkout is starting or the member is on their way to pay: no second one. */
  busy: boolean;
  pendingPlan: SubscriptionPlan | undefined;
  onSubscribe: (plan: SubscriptionPlan) => void;
}

/** What a payment of the plan brings in tokens: a month's grant, or twelve at once for a year. */
function grantLabel(plan: SubscriptionPlan, monthlyGrant: number): string {
  const tokens = tokensLabel(monthlyGrant * GRANT_MONTHS[plan]);
  return plan === 'monthly' ? `${tokens} each month` : `${tokens} with each yearly payment`;
}

/** The plans with their prices and what they include, each with 'Subscribe'. */
export function SubscriptionPlans({
  catalog,
  busy,
  pendingPlan,
  onSubscribe,
}: SubscriptionPlansProps) {
  return (
    <PurchaseSection
      title="Choose a plan"
      description="A subscription opens every premium reading plan while it lasts."
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {catalog.plans.map(({ plan, price, monthly_token_grant }) => (
          <PlanOffer
            key={plan}
            name={PLAN_NAMES[plan]}
            price={`${formatMoney(price, catalog.currency)} a ${PLAN_PERIODS[plan]}`}
            includes={['Every premium reading plan', grantLabel(plan, monthly_token_grant)]}
            pending={pendingPlan === plan}
            disabled={busy}
            onSubscribe={() => onSubscribe(plan)}
          />
        ))}
      </ul>
    </PurchaseSection>
  );
}

function PlanOffer({
  name,
  price,
  includes,
  pending,
  disabled,
  onSubscribe,
}: {
  name: string;
  price: string;
  includes: string[];
  pending: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  const nameId = useId();
  return (
    <li>
      <article
        aria-labelledby={nameId}
        className="flex h-full flex-col gap-3 rounded-xl border border-border bg-background p-4"
      >
        <div className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          <h3 id={nameId} className="font-serif text-lg font-semibold">
            {name}
          </h3>
        </div>
        <p className="text-xl font-semibold">{price}</p>
        <ul className="flex flex-col gap-1 text-sm">
          {includes.map((line) => (
            <li key={line} className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 text-success" />
              {line}
            </li>
          ))}
        </ul>
        <Button
          className="mt-auto"
          onClick={onSubscribe}
          disabled={disabled}
          aria-describedby={nameId}
        >
          {pending ? <ButtonSpinner /> : null}
          {pending ? 'Starting checkout...' : 'Subscribe'}
        </Button>
      </article>
    </li>
  );
}
