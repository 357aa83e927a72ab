import type { MemberSubscription } from '@manna/shared';
import { CalendarClock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useReportFailure } from '@/lib/report-failure';
import { useSubscription } from '../api/get-subscription';
import {
  PLAN_NAMES,
  periodEndLabel,
  SUBSCRIPTION_STATUS_TONES,
  subscriptionStatusLabel,
} from '../utils/purchase-labels';
import { StatusPill } from './status-pill';

/**
 * The subscription's state in /settings, one line, with the way to /subscription where it is
 * managed (docs/product/purchases.md#token-history-in-settings).
 */
export function SubscriptionSummary({ timeZone }: { timeZone: string | null }) {
  const titleId = useId();
  const subscription = useSubscription();
  useReportFailure(subscription, { context: 'Failed to fetch subscription status' });
  const current = subscription.data;

  return (
    // A card like the settings' others, and a region named by its title.
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Your subscription</CardTitle>
        <CardDescription>
          A subscription opens every premium reading plan and adds tokens each month.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex min-h-10 flex-wrap items-center justify-between gap-4">
        {subscription.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your subscription...</p>
        ) : subscription.isError ? (
          <p className="text-sm text-destructive">We couldn't load your subscription.</p>
        ) : current ? (
          <CurrentPlan subscription={current} timeZone={timeZone} />
        ) : (
          <p className="font-semibold">You are not subscribed</p>
        )}
        <Button asChild variant="outline">
          <Link to={paths.app.subscription.getHref()}>
            <Sparkles aria-hidden="true" />
            {current?.has_access ? 'Manage subscription' : 'See subscriptions'}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function CurrentPlan({
  subscription,
  timeZone,
}: {
  subscription: MemberSubscription;
  timeZone: string | null;
}) {
  const status = subscriptionStatusLabel(subscription);
  const period = subscription.has_access ? periodEndLabel(subscription, timeZone) : null;
  return (
    <div className="flex flex-col gap-1">
      <p className="inline-flex flex-wrap items-center gap-2 font-semibold">
        {PLAN_NAMES[subscription.plan]} plan
        <StatusPill tone={SUBSCRIPTION_STATUS_TONES[status]}>{status}</StatusPill>
      </p>
      {period ? (
        <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock aria-hidden="true" className="size-4 text-primary" />
          {period}
        </p>
      ) : null}
    </div>
  );
}
