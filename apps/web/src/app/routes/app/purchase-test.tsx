import { PurchaseTestScreen } from '@/features/purchases';

/** /purchase-test; the router lets only admins in (guard 'admin' in app/router.tsx). */
export function PurchaseTestRoute() {
  return (
    <>
      <title>Purchase test · Manna</title>
      <PurchaseTestScreen />
    </>
  );
}
