import { type Checkout, purchaseSuccessMessage } from '@manna/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Coins, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RegionCard } from '@/components/ui/region-card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getUserQueryOptions } from '@/features/auth';
import { useOncePerOccasion } from '@/hooks/use-once-per-occasion';
import { cn } from '@/lib/cn';
import { getCheckoutQueryOptions } from '../api/get-checkout';
import { useSubscription } from '../api/get-subscription';
import {
  checkoutQueryKey,
  planAccessQueryKey,
  subscriptionQueryKey,
  tokenLedgerQueryKey,
} from '../api/query-keys';
import {
  balanceLabel,
  CHECKOUT_CANCELED,
  CHECKOUT_EXPIRED,
  CONFIRMING_PURCHASE,
  PLAN_NAMES,
  periodEndLabel,
  STILL_CONFIRMING,
} from '../utils/purchase-labels';
import { CheckoutLoader, CheckoutNotFound } from './checkout-loader';

const PAGE_TITLE = 'Your purchase · Manna';
/** How often an open checkout is asked about again while the payment is confirmed. */
export const CONFIRM_POLL_MS = 2000;
/** How many times it is asked before the screen says it is taking long (about a minute). */
export const CONFIRM_MAX_POLLS = 30;

interface CheckoutSuccessScreenProps {
  checkoutId: string;
  pollIntervalMs?: number;
  maxPolls?: number;
}

/**
 * /subscription/success?checkout={id} (docs/product/purchases.md#subscriptionsuccess): asks the
 * server for the checkout, never trusting the address, and again while the payment is being
 * confirmed; then says what arrived.
 */
export function CheckoutSuccessScreen({
  checkoutId,
  pollIntervalMs = CONFIRM_POLL_MS,
  maxPolls = CONFIRM_MAX_POLLS,
}: CheckoutSuccessScreenProps) {
  if (checkoutId === '') return <CheckoutNotFound />;
  return (
    <ConfirmCheckout checkoutId={checkoutId} pollIntervalMs={pollIntervalMs} maxPolls={maxPolls} />
  );
}

function ConfirmCheckout({
  checkoutId,
  pollIntervalMs,
  maxPolls,
}: Required<CheckoutSuccessScreenProps>) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getCheckoutQueryOptions(checkoutId),
    // Fetched afresh whenever the screen opens, then polled while it is open, until it is
    // settled or the screen has asked long enough.
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: ({ state }) =>
      state.data?.status === 'open' && state.dataUpdateCount < maxPolls ? pollIntervalMs : false,
  });
  // The screen re-renders with each answer, so the count read here is the latest.
  const answers = queryClient.getQueryState(checkoutQueryKey(checkoutId))?.dataUpdateCount ?? 0;
  const gaveUp = query.data?.status === 'open' && answers >= maxPolls && !query.isFetching;
  return (
    <CheckoutLoader query={query} pageTitle={PAGE_TITLE} loadingLabel={CONFIRMING_PURCHASE}>
      {(checkout) => (
        <div className="flex flex-col gap-6">
          <title>{PAGE_TITLE}</title>
          {checkout.status === 'open' ? (
            <Confirming
              gaveUp={gaveUp}
              checking={query.isFetching}
              onCheckAgain={() => void query.refetch()}
            />
          ) : null}
          {checkout.status === 'completed' ? <Completed checkout={checkout} /> : null}
          {checkout.status === 'canceled' || checkout.status === 'expired' ? (
            <NotPaid expired={checkout.status === 'expired'} />
          ) : null}
        </div>
      )}
    </CheckoutLoader>
  );
}

function Confirming({
  gaveUp,
  checking,
  onCheckAgain,
}: {
  gaveUp: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  return (
    <section className="flex flex-col items-center gap-4 py-12 text-center">
      <Spinner label={CONFIRMING_PURCHASE} showLabel />
      {gaveUp ? (
        <>
          <p className="max-w-md text-sm text-muted-foreground">{STILL_CONFIRMING}</p>
          <Button variant="outline" onClick={onCheckAgain} disabled={checking}>
            <RotateCw aria-hidden="true" className={checking ? 'animate-spin' : undefined} />
            Check again
          </Button>
        </>
      ) : null}
    </section>
  );
}

function subscriptionActiveTitle(checkout: Checkout): string {
  return checkout.plan
    ? `Your ${PLAN_NAMES[checkout.plan]} subscription is active`
    : 'Your subscription is active';
}

/** What arrived: the tokens and the new balance, or the subscription and when it renews. */
function Completed({ checkout }: { checkout: Checkout }) {
  const titleId = useId();
  const queryClient = useQueryClient();
  // The member as last fetched may be from before the purchase, with the old balance: fetched
  // again as this opens, and the balance shown once that answer is in (its room kept until then).
  const { data: user, isFetchedAfterMount: balanceCurrent } = useQuery({
    ...getUserQueryOptions(),
    refetchOnMount: 'always',
  });
  const isSubscription = checkout.kind === 'subscription';
  const subscriptionQuery = useSubscription({ enabled: isSubscription });
  const tokensMessage =
    checkout.tokens_added > 0 ? purchaseSuccessMessage(checkout.tokens_added) : null;

  // Once per checkout: everything bought is fetched again, and the toast.
  useOncePerOccasion(`completed:${checkout.id}`, () => {
    for (const queryKey of [subscriptionQueryKey, planAccessQueryKey, tokenLedgerQueryKey]) {
      void queryClient.invalidateQueries({ queryKey });
    }
    if (tokensMessage) toast({ type: 'success', title: tokensMessage });
  });

  const subscription = subscriptionQuery.data;
  const renewal =
    subscription && subscription.plan === checkout.plan
      ? periodEndLabel(subscription, user?.time_zone)
      : null;

  return (
    <RegionCard titleId={titleId} className="items-center text-center">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h1 id={titleId} className="font-serif text-3xl font-semibold">
        {isSubscription
          ? subscriptionActiveTitle(checkout)
          : (tokensMessage ?? 'Purchase successful!')}
      </h1>
      {isSubscription && renewal ? <p>{renewal}</p> : null}
      {isSubscription && tokensMessage ? <p>{tokensMessage}</p> : null}
      {user ? (
        <p
          className={cn(
            'inline-flex items-center gap-1.5 font-medium',
            !balanceCurrent && 'invisible',
          )}
        >
          <Coins aria-hidden="true" className="size-4 text-primary" />
          {balanceLabel(user.tokens)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to={paths.app.reading.getHref('plan')}>Choose a premium plan</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.app.subscription.getHref()}>Back to subscription</Link>
        </Button>
      </div>
    </RegionCard>
  );
}

function NotPaid({ expired }: { expired: boolean }) {
  const titleId = useId();
  return (
    <RegionCard titleId={titleId} className="items-center text-center">
      <CircleX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 id={titleId} className="font-serif text-3xl font-semibold">
        No purchase
      </h1>
      <p>{expired ? CHECKOUT_EXPIRED : CHECKOUT_CANCELED}</p>
      <Button asChild variant="outline">
        <Link to={paths.app.subscription.getHref()}>Back to subscription</Link>
      </Button>
    </RegionCard>
  );
}
