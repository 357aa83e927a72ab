import { SubscriptionScreen } from '@/features/purchases';

// The plans alone: the checkout screens (checkout.tsx) load with their own routes, without the
// plans' subscription controls and their dialog (docs/decisions/005-first-load-budget.md).

/** /subscription: open to visitors too (guard 'public' in app/router.tsx). */
export function SubscriptionRoute() {
  return (
    <>
      <title>Subscription · Manna</title>
      <SubscriptionScreen />
    </>
  );
}
