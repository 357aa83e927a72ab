import { AdminSettingsScreen } from '@/features/admin-settings';
import { PaymentSetupScreen } from '@/features/purchases';

/** /admin/settings; the router lets only admins in (guard 'admin' in app/router.tsx). */
export function AdminSettingsRoute() {
  return (
    <>
      <title>Settings · Admin · Manna</title>
      <AdminSettingsScreen />
    </>
  );
}

/** /admin/payment-setup; admins only, like the settings it is linked from. */
export function AdminPaymentSetupRoute() {
  return (
    <>
      <title>Payment setup · Admin · Manna</title>
      <PaymentSetupScreen />
    </>
  );
}
