import { type Checkout, TEST_MODE_NOTICE } from '@manna/shared';
import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RegionCard } from '@/components/ui/region-card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useCheckoutAction } from '../api/checkout-actions';
import { getCheckoutQueryOptions } from '../api/get-checkout';
import { CHECKOUT_NOT_OPEN, checkoutItemLabel, TEST_MODE_LABEL } from '../utils/purchase-labels';
import { CheckoutLoader, CheckoutNotFound } from './checkout-loader';
import { StatusPill } from './status-pill';

const PAGE_TITLE = 'Test checkout · Manna';

/**
 * /payment?checkout={id}: the built-in checkout of test mode (docs/product/purchases.md#payment-test-mode).
 * Completing runs the same fulfilment as a paid Stripe checkout; cancelling changes nothing.
 */
export function PaymentScreen({ checkoutId }: { checkoutId: string }) {
  if (checkoutId === '') return <CheckoutNotFound />;
  return <PaymentForCheckout checkoutId={checkoutId} />;
}

function PaymentForCheckout({ checkoutId }: { checkoutId: string }) {
  const query = useQuery(getCheckoutQueryOptions(checkoutId));
  return (
    <CheckoutLoader query={query} pageTitle={PAGE_TITLE} loadingLabel="Loading checkout...">
      {(checkout) => <TestCheckout checkout={checkout} />}
    </CheckoutLoader>
  );
}

function TestCheckout({ checkout }: { checkout: Checkout }) {
  const titleId = useId();
  const navigate = useNavigate();
  const complete = useCheckoutAction('complete');
  const cancel = useCheckoutAction('cancel');
  const open = checkout.status === 'open';
  // Once either has answered the member is on their way: no second click.
  const busy = complete.isPending || cancel.isPending || complete.isSuccess || cancel.isSuccess;
  const failure = complete.error ?? cancel.error;

  return (
    <div className="flex flex-col gap-6">
      <title>{PAGE_TITLE}</title>
      <RegionCard titleId={titleId} className="mx-auto w-full max-w-md">
        <div className="flex items-center justify-between gap-3">
          <h1 id={titleId} className="font-serif text-3xl font-semibold">
            Checkout
          </h1>
          <StatusPill tone="premium" icon={FlaskConical}>
            {TEST_MODE_LABEL}
          </StatusPill>
        </div>
        <dl className="divide-y divide-border rounded-xl border border-border">
          <div className="flex items-baseline justify-between gap-4 px-4 py-3">
            <dt className="text-sm text-muted-foreground">Item</dt>
            <dd className="font-medium">{checkoutItemLabel(checkout)}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 px-4 py-3">
            <dt className="text-sm text-muted-foreground">Price</dt>
            <dd className="font-medium">{formatMoney(checkout.price, checkout.currency)}</dd>
          </div>
        </dl>
        {open ? (
          <>
            <p className="text-sm text-muted-foreground">{TEST_MODE_NOTICE}</p>
            {failure ? <Alert>{getErrorMessage(failure)}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                variant="outline"
                disabled={busy}
                onClick={() =>
                  cancel.mutate(checkout.id, {
                    onSuccess: () => navigate(paths.app.subscription.getHref()),
                  })
                }
              >
                {cancel.isPending ? <ButtonSpinner /> : null}
                Cancel
              </Button>
              <Button
                disabled={busy}
                onClick={() =>
                  complete.mutate(checkout.id, {
                    onSuccess: () => navigate(paths.app.subscriptionSuccess.getHref(checkout.id)),
                  })
                }
              >
                {complete.isPending ? <ButtonSpinner /> : null}
                Complete test purchase
              </Button>
            </div>
          </>
        ) : (
          <ClosedCheckout checkout={checkout} />
        )}
      </RegionCard>
    </div>
  );
}

/** A checkout already paid, cancelled or expired cannot be paid again. */
function ClosedCheckout({ checkout }: { checkout: Checkout }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert variant="info">{CHECKOUT_NOT_OPEN}</Alert>
      <Button asChild variant="outline">
        {checkout.status === 'completed' ? (
          <Link to={paths.app.subscriptionSuccess.getHref(checkout.id)}>See your purchase</Link>
        ) : (
          <Link to={paths.app.subscription.getHref()}>Back to subscription</Link>
        )}
      </Button>
    </div>
  );
}
