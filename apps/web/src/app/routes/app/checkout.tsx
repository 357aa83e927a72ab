import { useSearchParams } from 'react-router';
import { CheckoutSuccessScreen, PaymentScreen } from '@/features/purchases';

/** The checkout of ?checkout={id}; keyed by it so another checkout starts afresh. */
function useCheckoutId(): string {
  const [searchParams] = useSearchParams();
  return searchParams.get('checkout') ?? '';
}

/** /payment?checkout={id}: the test-mode checkout. */
export function PaymentRoute() {
  const checkoutId = useCheckoutId();
  return <PaymentScreen key={checkoutId} checkoutId={checkoutId} />;
}

/** /subscription/success?checkout={id}: the return from a checkout. */
export function SubscriptionSuccessRoute() {
  const checkoutId = useCheckoutId();
  return <CheckoutSuccessScreen key={checkoutId} checkoutId={checkoutId} />;
}
