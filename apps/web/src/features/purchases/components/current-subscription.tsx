import type { MemberSubscription } from '@manna/shared';
import { CalendarClock, ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { reportFailure } from '@/lib/report-failure';
import { useBillingPortal, useChangeSubscription } from '../api/manage-subscription';
import { externalSite } from '../utils/external-site';
import {
  PLAN_NAMES,
  periodEndLabel,
  SUBSCRIPTION_STATUS_TONES,
  type SubscriptionStatusLabel,
  subscriptionStatusLabel,
} from '../utils/purchase-labels';
import { PeriodEndControls } from './period-end-controls';
import { PurchaseSection } from './purchase-section';
import { StatusPill } from './status-pill';

interface CurrentSubscriptionProps {
  subscription: MemberSubscription;
  /** Purchases are on: the member may manage it from here. */
  manageable: boolean;
  timeZone: string | null | undefined;
}

/**
 * The member's subscription: its plan, 'Active', 'Past due' or 'Canceled', when it renews or
 * ends, and how to manage it (docs/product/purchases.md#subscription).
 */
export function CurrentSubscription({
  subscription,
  manageable,
  timeZone,
}: CurrentSubscriptionProps) {
  const status: SubscriptionStatusLabel = subscriptionStatusLabel(subscription);
  const period = subscription.has_access ? periodEndLabel(subscription, timeZone) : null;
  return (
    <PurchaseSection
      title="Your subscription"
      description={`${PLAN_NAMES[subscription.plan]} plan`}
      aside={<StatusPill tone={SUBSCRIPTION_STATUS_TONES[status]}>{status}</StatusPill>}
    >
      {period ? (
        <p className="inline-flex items-center gap-2 text-sm">
          <CalendarClock aria-hidden="true" className="size-4 text-primary" />
          {period}
        </p>
      ) : null}
      {status === 'Past due' ? (
        <p className="text-sm text-muted-foreground">
          The last payment did not go through and is being tried again. Your premium plans stay open
          meanwhile.
        </p>
      ) : null}
      {subscription.has_access ? (
        <p className="text-sm text-muted-foreground">
          Every premium reading plan is yours while it lasts.
        </p>
      ) : null}
      {manageable && subscription.has_access ? (
        <ManageSubscription subscription={subscription} timeZone={timeZone} />
      ) : null}
    </PurchaseSection>
  );
}

function ManageSubscription({
  subscription,
  timeZone,
}: {
  subscription: MemberSubscription;
  timeZone: string | null | undefined;
}) {
  if (subscription.provider === 'stripe') return <BillingPortalButton />;
  if (subscription.provider === 'store') {
    return (
      <p className="text-sm text-muted-foreground">
        You subscribed in the app on your phone: manage it in your phone's app store.
      </p>
    );
  }
  return <TestModeControls subscription={subscription} timeZone={timeZone} />;
}

/** Stripe's Billing Portal: the card, the plan, cancelling; another site. */
function BillingPortalButton() {
  const portal = useBillingPortal();
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="outline"
        disabled={portal.isPending || portal.isSuccess}
        onClick={() =>
          portal.mutate(undefined, {
            onSuccess: (url) => externalSite.leave(url),
            onError: (error) =>
              reportFailure(error, {
                context: 'Failed to open the billing portal',
                toastTitle: 'Failed to open the billing portal. Please try again.',
              }),
          })
        }
      >
        {portal.isPending ? <ButtonSpinner /> : <ExternalLink aria-hidden="true" />}
        Manage subscription
      </Button>
      <p className="text-xs text-muted-foreground">
        Change your card, switch plans or cancel on Stripe's secure page.
      </p>
    </div>
  );
}

/** In test mode the screen itself cancels at the period's end, or keeps the subscription. */
function TestModeControls({
  subscription,
  timeZone,
}: {
  subscription: MemberSubscription;
  timeZone: string | null | undefined;
}) {
  const change = useChangeSubscription();
  return (
    <PeriodEndControls
      subscription={subscription}
      timeZone={timeZone}
      change={change}
      describeCancel={(until) =>
        `You keep every premium plan until ${until}. After that the subscription ends and is not charged again.`
      }
      keepLabel="Keep my subscription"
      onKeep={() => change.mutate('resume')}
      onCancel={(close) => change.mutate('cancel', { onSuccess: close })}
    />
  );
}
