import { Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { unlockLabel } from '../utils/purchase-labels';

// The dialog loads the first time a member asks to unlock, not with the plan list.
const UnlockPlanDialog = lazyExport(() => import('./unlock-plan-dialog'), 'UnlockPlanDialog');

interface LockedPlanActionsProps {
  planId: string;
  planTitle: string;
  /** The unlock price in tokens. */
  price: number;
  /** The member's balance. */
  tokens: number;
  /** The id of the plan's title, which the buttons name their plan by. */
  describedBy?: string;
}

/**
 * A premium plan the member cannot read yet: 'Unlock for {price} tokens' (asks first) and
 * 'Subscribe'; starting it is not offered (docs/product/purchases.md#premium-plans-on-the-full-plan-tab).
 */
export function LockedPlanActions({
  planId,
  planTitle,
  price,
  tokens,
  describedBy,
}: LockedPlanActionsProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" onClick={() => setAsking(true)} aria-describedby={describedBy}>
        <Lock aria-hidden="true" />
        {unlockLabel(price)}
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={paths.app.subscription.getHref()} aria-describedby={describedBy}>
          <Sparkles aria-hidden="true" />
          Subscribe
        </Link>
      </Button>
      {asking ? (
        <LazyBoundary fallback={null}>
          <UnlockPlanDialog
            open={asking}
            onOpenChange={setAsking}
            planId={planId}
            planTitle={planTitle}
            price={price}
            tokens={tokens}
          />
        </LazyBoundary>
      ) : null}
    </div>
  );
}
