import type { CurrentUser } from '@manna/shared';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { buildUser, Elsewhere, renderRoutes } from '@/testing/test-utils';
import { CheckoutSuccessScreen } from '../components/checkout-success-screen';
import { PaymentScreen } from '../components/payment-screen';
import { SubscriptionScreen } from '../components/subscription-screen';

/** A member in UTC with 12 tokens. */
export const MEMBER = buildUser({ time_zone: 'UTC', tokens: 12 });

/** How often the success screen asks again in tests. */
export const TEST_POLL_MS = 20;

function useCheckoutId() {
  const [searchParams] = useSearchParams();
  return searchParams.get('checkout') ?? '';
}

function Payment() {
  const id = useCheckoutId();
  return <PaymentScreen key={id} checkoutId={id} />;
}

function Success({ maxPolls }: { maxPolls?: number }) {
  const id = useCheckoutId();
  return (
    <CheckoutSuccessScreen
      key={id}
      checkoutId={id}
      pollIntervalMs={TEST_POLL_MS}
      maxPolls={maxPolls}
    />
  );
}

/**
 * The purchase screens on their paths (as app/routes/app/subscription.tsx mounts them), with
 * the Toaster; anything else says where it is. `member: null` is a visitor.
 */
export function renderPurchaseRoutes(
  path: string,
  { member = MEMBER, maxPolls }: { member?: CurrentUser | null; maxPolls?: number } = {},
) {
  const user = userEvent.setup();
  const rendered = renderRoutes(
    [
      { path: paths.app.subscription.path, element: <SubscriptionScreen /> },
      { path: paths.app.payment.path, element: <Payment /> },
      { path: paths.app.subscriptionSuccess.path, element: <Success maxPolls={maxPolls} /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { path, user: member },
  );
  return { user, ...rendered };
}
