import { type CurrentUser, PURCHASES_OFF, type PurchaseCatalog } from '@manna/shared';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layouts/page-header';
import { Alert } from '@/components/ui/alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SectionSpinner } from '@/components/ui/section-spinner';
import { useUser } from '@/features/auth';
import { useReportFailure } from '@/lib/report-failure';
import { useCatalog } from '../api/get-catalog';
import { useSubscription } from '../api/get-subscription';
import { useStartPurchase } from '../hooks/use-start-purchase';
import { LOADING_PURCHASES } from '../utils/purchase-labels';
import { CurrentSubscription } from './current-subscription';
import { SubscriptionPlans } from './subscription-plans';
import { TestModeBanner } from './test-mode-banner';
import { TokenPacks } from './token-packs';

/**
 * /subscription (docs/product/purchases.md#subscription): the member's subscription or the plans
 * to choose from, and the token packs with the balance. Visitors may look; buying sends them to
 * sign in first.
 */
export function SubscriptionScreen() {
  const userQuery = useUser();
  const catalogQuery = useCatalog();
  useReportFailure(catalogQuery, { context: 'Failed to fetch the purchase catalog' });

  let body: ReactNode;
  if (userQuery.isPending || catalogQuery.isPending) {
    body = <SectionSpinner label={LOADING_PURCHASES} />;
  } else if (catalogQuery.isError) {
    body = (
      <RetryAlert
        title="We couldn't load the plans and packs"
        error={catalogQuery.error}
        onRetry={() => void catalogQuery.refetch()}
        retrying={catalogQuery.isFetching}
      />
    );
  } else {
    body = <SubscriptionContent catalog={catalogQuery.data} member={userQuery.data ?? null} />;
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Subscription"
        description="Every premium reading plan, or tokens to unlock the ones you choose."
      />
      {body}
    </div>
  );
}

function SubscriptionContent({
  catalog,
  member,
}: {
  catalog: PurchaseCatalog;
  member: CurrentUser | null;
}) {
  const subscriptionQuery = useSubscription({ enabled: member !== null });
  useReportFailure(subscriptionQuery, { context: 'Failed to fetch the subscription' });
  const { purchase, pendingItem, leaving } = useStartPurchase();
  const selling = catalog.mode !== 'off';
  // One checkout at a time: while one starts, or once the member is on their way to pay.
  const busy = pendingItem !== undefined || leaving;

  let subscription: ReactNode = null;
  if (member && subscriptionQuery.isPending) {
    subscription = <SectionSpinner label="Loading your subscription..." />;
  } else if (member && subscriptionQuery.isError) {
    subscription = (
      <RetryAlert
        title="We couldn't load your subscription"
        error={subscriptionQuery.error}
        onRetry={() => void subscriptionQuery.refetch()}
        retrying={subscriptionQuery.isFetching}
      />
    );
  } else {
    const current = subscriptionQuery.data ?? null;
    subscription = (
      <>
        {current ? (
          <CurrentSubscription
            subscription={current}
            manageable={selling}
            timeZone={member?.time_zone}
          />
        ) : null}
        {selling && !current?.has_access ? (
          <SubscriptionPlans
            catalog={catalog}
            busy={busy}
            pendingPlan={pendingItem?.kind === 'subscription' ? pendingItem.plan : undefined}
            onSubscribe={(plan) => purchase({ kind: 'subscription', plan })}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      {catalog.mode === 'sandbox' ? <TestModeBanner /> : null}
      {selling ? null : <Alert variant="info">{PURCHASES_OFF}</Alert>}
      {subscription}
      <TokenPacks
        catalog={catalog}
        tokens={member?.tokens}
        busy={busy}
        pendingAmount={pendingItem?.kind === 'tokens' ? pendingItem.amount : undefined}
        onBuy={selling ? (amount) => purchase({ kind: 'tokens', amount }) : undefined}
      />
    </>
  );
}
